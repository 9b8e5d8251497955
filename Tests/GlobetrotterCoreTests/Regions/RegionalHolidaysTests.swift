import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// A stop's region code comes with its place (Nominatim's, or resolved from
/// the region's name when the place is made, offline too), is stored with the
/// stop, and gives the stop its region's public holidays on the trip's days.
@Suite(.timeLimit(.minutes(1))) struct RegionalHolidaysTests {
    private static let munich = GeoPoint(latitude: 48.137, longitude: 11.575)
    private static let hamburg = GeoPoint(latitude: 53.551, longitude: 9.994)

    /// Epiphany (6 January) is a public holiday in Baden-Württemberg, Bavaria
    /// and Saxony-Anhalt only: from the pack, on a day in Munich and one in Hamburg.
    @Test func epiphanyIsADayOffInMunichAndNotInHamburg() throws {
        let munich = Place(name: "Munich", region: "Bayern", countryCode: "DE", point: Self.munich)
        let hamburg = Place(name: "Hamburg", region: "Hamburg", countryCode: "DE", point: Self.hamburg)
        let german = try OfflineHolidayStore(pack: PackFixture.committed).holidays(country: "DE", year: 2027)
        /// A night at the first stop from 6 January 2027, then a day's drive to the second.
        func holidays(from first: Place, to second: Place) -> [HolidayOnTheWay] {
            let waypoints = [first, second].enumerated().map { position, place in
                Waypoint(id: Int64(position + 1), tripID: 1, position: position, place: place)
            }
            return Itinerary(
                ItineraryInput(
                    stops: ItineraryStop.stops(of: waypoints, regions: .system),
                    legs: [ItineraryLeg(distance: 780_000, duration: 7 * 3_600)],
                    startDate: LocalDate(iso: "2027-01-06"), holidays: ["DE": german], travelMode: .car,
                    homeCurrency: "EUR")
            ).holidays
        }
        let inMunich = holidays(from: munich, to: hamburg)
        #expect(inMunich.map(\.holiday.name) == ["Epiphany"])
        #expect(inMunich.map(\.stop) == [0])
        #expect(inMunich.map(\.day) == [0])
        // In Hamburg on the 6th, in Munich from the 7th: none.
        #expect(holidays(from: hamburg, to: munich).isEmpty)
    }

    /// Barcelona's region is its province (ES-B); Catalonia's day names the community it lies in.
    @Test func theDiadaIsADayOffInBarcelonaThroughItsProvince() throws {
        let spanish = try OfflineHolidayStore(pack: PackFixture.committed).holidays(country: "ES", year: 2027)
        let barcelona = Place(
            name: "Barcelona", region: "Barcelona", countryCode: "ES", point: GeoPoint(latitude: 41.39, longitude: 2.17)
        )
        let itinerary = Itinerary(
            ItineraryInput(
                stops: ItineraryStop.stops(
                    of: [Waypoint(id: 1, tripID: 1, position: 0, place: barcelona)], regions: .system),
                legs: [], startDate: LocalDate(iso: "2027-09-11"), holidays: ["ES": spanish], travelMode: .car,
                homeCurrency: "EUR"))
        #expect(itinerary.holidays.map(\.holiday.name) == ["National Day of Catalonia"])
    }

    /// A place stored with its code keeps it; one stored before codes (region
    /// name only) is resolved when the days are worked out; the code names the
    /// finest region and the stop has the holidays of those it lies in too.
    @Test func aStopsRegionsAreItsCodeOrItsResolvedNameAndWhatTheyLieIn() {
        func stop(_ place: Place) -> [String] {
            ItineraryStop.stops(of: [Waypoint(id: 1, tripID: 1, position: 0, place: place)], regions: .system)[0]
                .regionCodes
        }
        let point = GeoPoint(latitude: 41.39, longitude: 2.17)
        #expect(
            stop(Place(name: "Barcelona", region: "Barcelona", countryCode: "ES", point: point)) == ["ES-B", "ES-CT"])
        #expect(
            stop(Place(name: "Metz", region: "Grand Est", regionCode: "FR-57", countryCode: "FR", point: point))
                == ["FR-57", "FR-GES"])
        #expect(stop(Place(name: "Luzern", region: "Lucerne", countryCode: "CH", point: point)) == [])
        #expect(stop(Place(name: "Sea", point: point)) == [])
    }

    // MARK: - Where places get their code

    @Test func aStopNamedOfflineAfterTheNearestCityHasItsRegionsCode() async throws {
        let place = try #require(await NearestCityNaming(pack: PackFixture.committed).place(at: Self.munich))
        #expect(place.region == "Bayern")
        #expect(place.regionCode == "DE-BY")
    }

    @Test func placesFoundOfflineHaveTheirRegionsCode() async {
        let finder = PlaceFinder(
            typeAhead: nil, onSubmit: nil, offline: OfflinePlaceSearch(cities: CitySearch(pack: PackFixture.committed)))
        let answer = await finder.search(for: "Barcelona")
        let barcelona = answer.places.first { $0.countryCode == "ES" }
        #expect(barcelona?.regionCode == "ES-B")
    }

    /// Photon names regions but gives no code: the finder resolves the name,
    /// which iso-codes holds in the region's own language only (Photon asked in
    /// English says "Bavaria": no code, not a guess).
    @Test func placesFoundOnlineWithoutACodeHaveTheirRegionsResolved() async {
        struct Photon: PlaceSearching {
            let name = "Photon"
            func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] {
                [
                    Place(name: "München", region: "Bayern", countryCode: "DE", point: RegionalHolidaysTests.munich),
                    Place(name: "Munich", region: "Bavaria", countryCode: "DE", point: RegionalHolidaysTests.munich),
                    Place(
                        name: "Metz", region: "Grand Est", regionCode: "FR-57", countryCode: "FR",
                        point: RegionalHolidaysTests.munich),
                ]
            }
        }
        let finder = PlaceFinder(
            typeAhead: Photon(), onSubmit: nil,
            offline: OfflinePlaceSearch(cities: CitySearch(pack: PackFixture.committed)))
        let answer = await finder.suggestions(for: "Mün")
        #expect(answer.places.map(\.regionCode) == ["DE-BY", nil, "FR-57"])
    }

    @Test func nominatimsFinestIsoLevelIsThePlacesCode() async throws {
        let body = """
            [{"lat": "49.1196", "lon": "6.1764", "name": "Metz", "display_name": "Metz, Moselle, Grand Est, France",
              "address": {"city": "Metz", "state": "Grand Est", "ISO3166-2-lvl4": "FR-GES",
                          "ISO3166-2-lvl6": "FR-57", "country": "France", "country_code": "fr"}},
             {"lat": "48.137", "lon": "11.575", "name": "München",
              "address": {"state": "Bayern", "ISO3166-2-lvl4": "DE-BY", "country_code": "de"}},
             {"lat": "52.52", "lon": "13.40", "name": "Berlin", "address": {"country_code": "de"}}]
            """
        let search = NominatimPlaceSearch(
            client: RecordingHTTPClient(body: body), spacing: RequestSpacing(interval: .zero))
        let places = try await search.places(matching: "metz", limit: 3)
        #expect(places.map(\.regionCode) == ["FR-57", "DE-BY", nil])
        #expect(places.map(\.countryCode) == ["FR", "DE", "DE"])
        #expect(places.first?.region == "Grand Est")
    }

    @Test func aStopNamedByNominatimsReverseLookupHasItsFinestCode() async throws {
        let body = """
            {"name": "Metz", "address": {"city": "Metz", "state": "Grand Est", "ISO3166-2-lvl4": "FR-GES",
             "ISO3166-2-lvl6": "FR-57", "country": "France", "country_code": "fr"}}
            """
        let nominatim = NominatimPlaceSearch(
            client: RecordingHTTPClient(body: body), spacing: RequestSpacing(interval: .zero))
        let place = try #require(
            await NominatimReverseNaming(nominatim: nominatim).place(at: GeoPoint(latitude: 49.12, longitude: 6.18)))
        #expect(place.regionCode == "FR-57")
        #expect(place.region == "Grand Est")
    }

    // MARK: - Stored with the stop

    /// The schema before region codes (every migration up to the trip's days), with a stop in it.
    private func databaseBeforeRegionCodes() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v5-trip-days")
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO trip(id, name, travelMode, startDate) VALUES (3, 'Alps', 'car', '2027-01-06')")
            try db.execute(
                sql: """
                    INSERT INTO waypoint(tripId, position, name, region, countryCode, latitude, longitude, nights)
                    VALUES (3, 0, 'Munich', 'Bayern', 'DE', 48.137, 11.575, 2)
                    """)
        }
        return queue
    }

    @Test func aDatabaseFromBeforeRegionCodesOpensWithItsStopsUnchanged() throws {
        let queue = try databaseBeforeRegionCodes()
        let store = TripStore(database: try AppDatabase(queue))
        let waypoints = try store.waypoints(ofTrip: 3)
        #expect(
            waypoints.map(\.place) == [Place(name: "Munich", region: "Bayern", countryCode: "DE", point: Self.munich)])
        #expect(waypoints.map(\.nights) == [2])
        #expect(try store.trip(id: 3)?.startDate == LocalDate(iso: "2027-01-06"))
        // No code stored: the days resolve the region's name.
        #expect(ItineraryStop.stops(of: waypoints, regions: .system).map(\.regionCodes) == [["DE-BY"]])
        let applied = try queue.read { try AppDatabase.migrator.appliedIdentifiers($0) }
        #expect(applied.contains("v6-region-code"))
    }

    @Test func aStopsRegionCodeIsStoredChangedAndPutBack() throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Alps")
        let metz = Place(name: "Metz", region: "Grand Est", regionCode: "FR-57", countryCode: "FR", point: Self.munich)
        let stop = try store.appendWaypoint(metz, toTrip: trip.id)
        #expect(try store.waypoints(ofTrip: trip.id).map(\.place.regionCode) == ["FR-57"])
        var munich = metz
        (munich.name, munich.region, munich.regionCode, munich.countryCode) = ("Munich", "Bayern", "DE-BY", "DE")
        try store.updateWaypoint(id: stop.id, to: munich)
        #expect(try store.waypoints(ofTrip: trip.id).map(\.place) == [munich])
        let removed = try #require(try store.deleteWaypoint(id: stop.id))
        try store.restore(removed)
        #expect(try store.waypoints(ofTrip: trip.id).map(\.place.regionCode) == ["DE-BY"])
    }
}
