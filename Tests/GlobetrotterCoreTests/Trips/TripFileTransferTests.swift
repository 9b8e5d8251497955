import Foundation
import Testing

@testable import GlobetrotterCore

/// Import and export through the store: whole files or nothing, lines kept as drawn.
@Suite(.timeLimit(.minutes(1))) struct TripFileTransferTests {
    private let store: TripStore
    private let files: TripFiles
    private let folder: URL

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
        files = TripFiles(store: store, naming: EndsNaming())
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aTrackAloneBecomesATripBetweenItsEndsWithTheLineAsDrawn() async throws {
        let url = try file(
            "ride.gpx",
            #"<gpx version="1.1"><trk><trkseg><trkpt lat="50" lon="8"/><trkpt lat="50.5" lon="8.5"/><trkpt lat="51" lon="9"/></trkseg></trk></gpx>"#
        )
        let trips = try await files.importTrips(from: url)
        #expect(trips.map(\.name) == ["ride"])
        let stops = try store.waypoints(ofTrip: trips[0].id)
        #expect(stops.map(\.place.name) == ["Near 50.0", "Near 51.0"], "Nameless ends are named by the naming service")
        let route = try #require(try store.storedRoute(for: stops.map(\.point)))
        #expect(route.source == .imported && route.line.count == 3 && route.legs.count == 1)
        #expect(abs(route.distance - 133_000) < 2_000, "The drawn line's length, not the straight distance")
    }

    @Test func aRouteWithATrackKeepsTheTrackAsItsRoute() async throws {
        let url = try file(
            "plan.gpx",
            """
            <gpx version="1.1"><rte><rtept lat="50" lon="8"><name>A</name></rtept><rtept lat="50.5" lon="8.5"><name>B</name></rtept>
            <rtept lat="51" lon="9"><name>C</name></rtept></rte>
            <trk><trkseg><trkpt lat="50" lon="8"/><trkpt lat="50.2" lon="8.4"/><trkpt lat="50.5" lon="8.5"/><trkpt lat="51" lon="9"/></trkseg></trk></gpx>
            """)
        let trip = try #require(try await files.importTrips(from: url).first)
        let stops = try store.waypoints(ofTrip: trip.id)
        let route = try #require(try store.storedRoute(for: stops.map(\.point)))
        #expect(route.legs.count == 2)
        #expect(route.legs[0].distance > GeoMath.distance(from: stops[0].point, to: stops[1].point))
    }

    @Test func aTrackThatMissesTheStopsIsNotTakenForTheirRoute() async throws {
        let url = try file(
            "other.gpx",
            #"<gpx version="1.1"><wpt lat="50" lon="8"><name>A</name></wpt><wpt lat="51" lon="9"><name>B</name></wpt><trk><trkseg><trkpt lat="10" lon="10"/><trkpt lat="11" lon="11"/></trkseg></trk></gpx>"#
        )
        let trip = try #require(try await files.importTrips(from: url).first)
        let stops = try store.waypoints(ofTrip: trip.id)
        #expect(stops.count == 2)
        #expect(try store.storedRoute(for: stops.map(\.point)) == nil, "The trip is routed anew")
    }

    /// A bad trip anywhere in a file imports nothing of it.
    @Test func aFileWithOneBadTripImportsNothing() async throws {
        let url = try file(
            "trips.json",
            #"{"trips":[{"name":"Good","waypoints":[{"name":"A","location":{"latitude":1,"longitude":2}}]},{"name":"Bad","waypoints":[{"name":"B","location":{"latitude":91,"longitude":2}}]}]}"#
        )
        await #expect(throws: TripImportError.content(.coordinateOutOfRange(latitude: "91", longitude: "2", line: nil)))
        {
            try await files.importTrips(from: url)
        }
        #expect(try store.trips().isEmpty)
    }

    @Test func aMissingFileSaysSo() async {
        await #expect(throws: TripImportError.unreadable(.notFound)) {
            try await files.importTrips(from: folder.appendingPathComponent("gone.gpx"))
        }
    }

    /// A GPS unit's waypoints say no country: each gets the country of the
    /// bundled city nearest it, and keeps the name the file gave it.
    @Test func aGPSUnitsWaypointsGetTheCountryOfTheNearestCity() async throws {
        let files = TripFiles(store: store, naming: EndsNaming(), cities: PackCities(pack: PackFixture.committed))
        let trip = try #require(
            try await files.importTrips(from: try file("etrex.gpx", TripFileSamples.gpsUnitGPX)).first)
        let stops = try store.waypoints(ofTrip: trip.id).map(\.place)
        #expect(stops.map(\.name) == ["Lyon", "Genève", "Torino"])
        #expect(stops.map(\.countryCode) == ["FR", "CH", "IT"])
    }

    /// Far out at sea no town says where a stop is: it gets no country. A
    /// country the file names is kept, even where the nearest town is abroad.
    @Test func aStopAtSeaGetsNoCountryAndAFilesOwnCountryIsKept() async throws {
        let files = TripFiles(store: store, naming: EndsNaming(), cities: PackCities(pack: PackFixture.committed))
        let url = try file(
            "ferry.gpx",
            #"<gpx version="1.1" xmlns:gt="\#(GPXWriter.extensionNamespace)"><wpt lat="38.2" lon="5.1"><name>Mid-Mediterranean</name></wpt>"#
                + #"<wpt lat="46.21" lon="6.12"><name>Geneva Airport, French side</name><extensions><gt:country>FR</gt:country></extensions></wpt></gpx>"#
        )
        let trip = try #require(try await files.importTrips(from: url).first)
        let stops = try store.waypoints(ofTrip: trip.id).map(\.place)
        #expect(stops.map(\.countryCode) == [nil, "FR"])
    }

    /// The same file twice makes two trips, told apart as a file manager
    /// tells copies apart.
    @Test func theSameFileImportedAgainIsNumbered() async throws {
        let url = try file("etrex.gpx", TripFileSamples.gpsUnitGPX)
        var names: [String] = []
        for _ in 0..<3 { names += try await files.importTrips(from: url).map(\.name) }
        #expect(names == ["Alpine Loop", "Alpine Loop (2)", "Alpine Loop (3)"])
        #expect(try store.trips().map(\.trip.name) == ["Alpine Loop (3)", "Alpine Loop (2)", "Alpine Loop"])
    }

    /// Out as GPX or GeoJSON and back in: the same name, stops and road line.
    @Test(arguments: TripFileFormat.allCases)
    func aTripGoesOutAndComesBackEqual(format: TripFileFormat) async throws {
        let trip = try store.createTrip(named: "Baltic Coast")
        let places = [
            Place(
                name: "Hamburg", region: "Hamburg", countryCode: "DE",
                point: GeoPoint(latitude: 53.5507, longitude: 9.993)),
            Place(
                name: "Lübeck", region: "Schleswig-Holstein", countryCode: "DE",
                point: GeoPoint(latitude: 53.8655, longitude: 10.6866)),
            Place(name: "Rostock", countryCode: "DE", point: GeoPoint(latitude: 54.0887, longitude: 12.1405)),
        ]
        for place in places { _ = try store.appendWaypoint(place, toTrip: trip.id) }
        let line = [places[0].point, GeoPoint(latitude: 53.7, longitude: 10.3), places[1].point, places[2].point]
        let legs = [RouteLeg(distance: 70_000, duration: 3_000), RouteLeg(distance: 110_000, duration: 4_000)]
        try store.store(Route(legs: legs, line: line, source: .osrm), for: places.map(\.point))

        let url = folder.appendingPathComponent(format.suggestedFileName(for: trip.name))
        try await files.export(tripID: trip.id, to: url)
        let back = try #require(try await files.importTrips(from: url).first)
        #expect(back.name == "Baltic Coast (2)" && back.id != trip.id, "Numbered apart from the trip it came from")
        #expect(try store.waypoints(ofTrip: back.id).map(\.place) == places)
        let route = try #require(try store.storedRoute(for: places.map(\.point)))
        #expect(route.line == line)
    }

    @Test func straightLinesAreNotWrittenAsATrack() async throws {
        let trip = try store.createTrip(named: "Plan")
        for latitude in [50.0, 51.0] {
            _ = try store.appendWaypoint(
                Place(name: "A", point: GeoPoint(latitude: latitude, longitude: 8)), toTrip: trip.id)
        }
        let url = folder.appendingPathComponent("plan.gpx")
        try await files.export(tripID: trip.id, to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("<rte>") && !text.contains("<trk>"))
    }

    @Test func theLineWrittenIsTheOneOfTheTripsTravelMode() async throws {
        let trip = try store.createTrip(named: "Ride")
        let stops = [GeoPoint(latitude: 50, longitude: 8), GeoPoint(latitude: 50.5, longitude: 8.5)]
        for point in stops { _ = try store.appendWaypoint(Place(name: "A", point: point), toTrip: trip.id) }
        let leg = [RouteLeg(distance: 70_000, duration: 3_000)]
        let bendByBike = GeoPoint(latitude: 50.1, longitude: 8.4)
        try store.store(Route(legs: leg, line: [stops[0], stops[1]], source: .osrm), for: stops)
        try store.store(
            Route(legs: leg, line: [stops[0], bendByBike, stops[1]], source: .osrm), for: stops, mode: .bicycle)
        try store.setTravelMode(.bicycle, ofTrip: trip.id)
        let url = folder.appendingPathComponent("ride.gpx")
        try await files.export(tripID: trip.id, to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#"<trkpt lat="50.1" lon="8.4""#), "the bicycle's line, not the car's")
    }

    @Test func exportingIntoAMissingFolderSaysWhy() async throws {
        let trip = try store.createTrip(named: "Plan")
        await #expect(throws: TripExportError.notWritten(.notFound)) {
            try await files.export(tripID: trip.id, to: folder.appendingPathComponent("no/such/folder/plan.gpx"))
        }
    }

    @Test func theFormatFollowsTheExtensionAndNamesAreMadeSafe() {
        #expect(TripFileFormat(fileName: "a.GeoJSON") == .geoJSON && TripFileFormat(fileName: "a.json") == .geoJSON)
        #expect(TripFileFormat(fileName: "a.gpx") == .gpx && TripFileFormat(fileName: "a") == .gpx)
        #expect(TripFileFormat.gpx.suggestedFileName(for: "Route 66: East/West") == "Route 66  East West.gpx")
        #expect(TripFileFormat.geoJSON.suggestedFileName(for: " ... ") == "Globetrotter.geojson")
    }
}

/// Names a position "Near 50.0": tells the test which stops it named.
private struct EndsNaming: PlaceNaming {
    func place(at point: GeoPoint) async -> Place? {
        Place(name: "Near \(point.latitude)", point: point)
    }
}
