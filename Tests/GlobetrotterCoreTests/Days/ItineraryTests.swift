import Foundation
import Testing

@testable import GlobetrotterCore

/// The itinerary as a table: each case a trip, and its days sketched one a
/// line as "date wake-up | drives | sleep" (hours of driving, "…" where a leg
/// goes on or continues, "≈" for an estimate, "★" a holiday that day).
@Suite(.timeLimit(.minutes(1))) struct ItineraryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Name, nights, country.
        var stops: [(String, Int, String?)]
        /// Hours per leg.
        var legs: [Double]
        var start: String?
        var limit: Double = 8
        var days: [String]
        /// "name arrival–departure nights" per stop (days when undated).
        var stays: [String]

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "Across the end of summer time (25 Oct 2026 in Europe)",
            stops: [("Wien", 1, "AT"), ("Salzburg", 1, "AT"), ("Zürich", 0, "CH")], legs: [3, 4],
            start: "2026-10-24",
            days: [
                "2026-10-24 Wien | | Wien",
                "2026-10-25 Wien | Wien→Salzburg 3.0h | Salzburg",
                "2026-10-26 Salzburg | Salzburg→Zürich 4.0h | end ★Nationalfeiertag",
            ],
            stays: [
                "Wien 2026-10-24–2026-10-25 1", "Salzburg 2026-10-25–2026-10-26 1", "Zürich 2026-10-26–2026-10-26 0",
            ]
        ),
        Case(
            name: "Across the start of summer time (28 Mar 2027), a drive on the day itself",
            stops: [("Wien", 0, "AT"), ("Salzburg", 2, "AT"), ("Zürich", 0, "CH")], legs: [3, 4],
            start: "2027-03-28",
            days: [
                "2027-03-28 Wien | Wien→Salzburg 3.0h | Salzburg ★Ostersonntag",
                "2027-03-29 Salzburg | | Salzburg",
                "2027-03-30 Salzburg | Salzburg→Zürich 4.0h | end",
            ],
            stays: [
                "Wien 2027-03-28–2027-03-28 0", "Salzburg 2027-03-28–2027-03-30 2", "Zürich 2027-03-30–2027-03-30 0",
            ]
        ),
        Case(
            name: "A leg over the daily limit spills into the next days",
            stops: [("Lisboa", 0, "PT"), ("Warszawa", 0, "PL")], legs: [20], start: "2026-07-01",
            days: [
                "2026-07-01 Lisboa | Lisboa→Warszawa 8.0h… | road Lisboa→Warszawa",
                "2026-07-02 road Lisboa→Warszawa | …Lisboa→Warszawa 8.0h… | road Lisboa→Warszawa",
                "2026-07-03 road Lisboa→Warszawa | …Lisboa→Warszawa 4.0h | end",
            ],
            stays: ["Lisboa 2026-07-01–2026-07-01 0", "Warszawa 2026-07-03–2026-07-03 0"]
        ),
        Case(
            name: "A leg over midnight: a whole day at the wheel and more (a limit over 24 h is 24 h)",
            stops: [("Lisboa", 0, "PT"), ("Warszawa", 0, "PL")], legs: [30], start: "2026-07-01", limit: 40,
            days: [
                "2026-07-01 Lisboa | Lisboa→Warszawa 24.0h… | road Lisboa→Warszawa",
                "2026-07-02 road Lisboa→Warszawa | …Lisboa→Warszawa 6.0h | end",
            ],
            stays: ["Lisboa 2026-07-01–2026-07-01 0", "Warszawa 2026-07-02–2026-07-02 0"]
        ),
        Case(
            name: "A leg of exactly the day's limit ends that day",
            stops: [("A", 0, nil), ("B", 1, nil), ("C", 0, nil)], legs: [8, 1], start: nil,
            days: ["day 1 A | A→B 8.0h | B", "day 2 B | B→C 1.0h | end"],
            stays: ["A 0–0 0", "B 0–1 1", "C 1–1 0"]
        ),
        Case(
            name: "Across a year boundary, New Year's Day on the day of arrival",
            stops: [("Graz", 2, "AT"), ("Innsbruck", 1, "AT"), ("Bolzano", 0, "IT")], legs: [5, 2],
            start: "2026-12-30",
            days: [
                "2026-12-30 Graz | | Graz",
                "2026-12-31 Graz | | Graz",
                "2027-01-01 Graz | Graz→Innsbruck 5.0h | Innsbruck ★Neujahr",
                "2027-01-02 Innsbruck | Innsbruck→Bolzano 2.0h | end",
            ],
            stays: [
                "Graz 2026-12-30–2027-01-01 2", "Innsbruck 2027-01-01–2027-01-02 1", "Bolzano 2027-01-02–2027-01-02 0",
            ]
        ),
        Case(
            name: "0 nights everywhere: a full day's driving ends at the stop reached, the rest goes on",
            stops: [("A", 0, nil), ("B", 0, nil), ("C", 0, nil), ("D", 0, nil), ("E", 0, nil)], legs: [3, 5, 3, 3],
            start: nil,
            days: [
                "day 1 A | A→B 3.0h, B→C 5.0h | C",
                "day 2 C | C→D 3.0h, D→E 3.0h | end",
            ],
            stays: ["A 0–0 0", "B 0–0 0", "C 0–1 1", "D 1–1 0", "E 1–1 0"]
        ),
        Case(
            name: "0 nights everywhere, a leg split across the night",
            stops: [("A", 0, nil), ("B", 0, nil), ("C", 0, nil)], legs: [6, 5], start: nil,
            days: ["day 1 A | A→B 6.0h, B→C 2.0h… | road B→C", "day 2 road B→C | …B→C 3.0h | end"],
            stays: ["A 0–0 0", "B 0–0 0", "C 1–1 0"]
        ),
        Case(
            name: "A stop without a known country: no holidays, no crash",
            stops: [("Graz", 0, "AT"), ("Adriatic Sea", 1, nil), ("Rijeka", 0, "HR")], legs: [4, 2],
            start: "2026-12-24",
            days: [
                "2026-12-24 Graz | Graz→Adriatic Sea 4.0h | Adriatic Sea",
                "2026-12-25 Adriatic Sea | Adriatic Sea→Rijeka 2.0h | end ★Božić",
            ],
            stays: [
                "Graz 2026-12-24–2026-12-24 0", "Adriatic Sea 2026-12-24–2026-12-25 1",
                "Rijeka 2026-12-25–2026-12-25 0",
            ]
        ),
        Case(
            name: "No start date: no dates and no holidays at all",
            stops: [("Graz", 2, "AT"), ("Innsbruck", 0, "AT")], legs: [5], start: nil,
            days: ["day 1 Graz | | Graz", "day 2 Graz | | Graz", "day 3 Graz | Graz→Innsbruck 5.0h | end"],
            stays: ["Graz 0–2 2", "Innsbruck 2–2 0"]
        ),
    ]

    @Test(arguments: cases) func theDaysFollowFromStopsNightsAndLegs(_ trip: Case) {
        let itinerary = Itinerary(Self.input(trip))
        #expect(Self.sketch(itinerary, trip) == trip.days)
        #expect(Self.stays(itinerary, trip) == trip.stays)
        if trip.start == nil {
            #expect(itinerary.countryYears.isEmpty)
            #expect(itinerary.days.allSatisfy { $0.date == nil })
            #expect(itinerary.stays.allSatisfy { $0.arrival == nil && $0.departure == nil })
            #expect(itinerary.holidays.isEmpty)
        }
    }

    @Test func theYearsToLookHolidaysUpInAreThoseOfEachCountrysDays() {
        let trip = Self.cases[5]
        #expect(trip.name.hasPrefix("Across a year boundary"))
        #expect(Itinerary(Self.input(trip)).countryYears == ["AT": [2026, 2027], "IT": [2027]])
    }

    @Test func aHundredNightsAreAHundredAndOneDaysWithEveryHolidayOnThem() {
        let trip = Case(
            name: "100 nights", stops: [("Wien", 100, "AT"), ("Graz", 0, "AT")], legs: [2], start: "2026-11-01",
            days: [], stays: [])
        let itinerary = Itinerary(Self.input(trip))
        #expect(itinerary.days.count == 101)
        #expect(itinerary.days.last?.date == LocalDate(iso: "2027-02-09"))
        #expect(itinerary.stays.map(\.nights) == [100, 0])
        #expect(
            itinerary.holidays.map(\.holiday.date.description) == [
                "2026-12-08", "2026-12-25", "2026-12-26", "2027-01-01", "2027-01-06",
            ])
        #expect(itinerary.holidays.allSatisfy { $0.stop == 0 })
        #expect(itinerary.days[37].holidays.map(\.holiday.localName) == ["Mariä Empfängnis"])
    }

    @Test func aThousandStopsWithTheDefaultNightsAreAThousandDays() {
        let stops = (0..<1_000).map { index in
            ItineraryStop(
                place: Place(name: "Stop \(index)", countryCode: "AT", point: GeoPoint(latitude: 47, longitude: 13)),
                nights: Waypoint.defaultNights(position: index, count: 1_000))
        }
        let legs = Array(repeating: ItineraryLeg(distance: 50_000, duration: 3_600), count: 999)
        let itinerary = Itinerary(
            ItineraryInput(
                stops: stops, legs: legs, startDate: LocalDate(iso: "2026-01-01"), holidays: ["AT": Self.austria],
                travelMode: .car, homeCurrency: "EUR"))
        #expect(itinerary.days.count == 1_000)
        #expect(
            itinerary.stays.last
                == StopStay(
                    arrivalDay: 999, departureDay: 999, arrival: LocalDate(iso: "2028-09-26"),
                    departure: LocalDate(iso: "2028-09-26")))
        #expect(itinerary.days.dropFirst().allSatisfy { $0.drives.count == 1 })
    }

    @Test func regionalHolidaysOnlyWhereTheStopsRegionIsKnownToHaveThem() {
        let assumption = Holiday(
            date: LocalDate(iso: "2026-08-15")!, localName: "Mariä Himmelfahrt", name: "Assumption Day",
            countryCode: "DE", global: false, counties: ["DE-BY", "DE-SL"])
        let school = Holiday(
            date: LocalDate(iso: "2026-08-15")!, localName: "Ferien", name: "Holidays", countryCode: "DE",
            types: [.school])
        func stop(_ name: String, region: String?) -> ItineraryStop {
            ItineraryStop(
                place: Place(name: name, countryCode: "DE", point: GeoPoint(latitude: 48, longitude: 11)), nights: 0,
                regionCodes: region.map { [$0] } ?? [])
        }
        let itinerary = Itinerary(
            ItineraryInput(
                stops: [
                    stop("München", region: "de-by"), stop("Stuttgart", region: "DE-BW"), stop("Köln", region: nil),
                ],
                legs: [ItineraryLeg(distance: 1, duration: 1), ItineraryLeg(distance: 1, duration: 1)],
                startDate: LocalDate(iso: "2026-08-15"), holidays: ["DE": [assumption, school]], travelMode: .car,
                homeCurrency: "EUR"))
        #expect(itinerary.holidays == [HolidayOnTheWay(stop: 0, day: 0, holiday: assumption)])
        #expect(itinerary.days.map(\.holidays.count) == [1])
    }

    @Test func theCurrenciesOnTheWayAreTheForeignOnesInTheOrderMetWithTheirRates() {
        let countries = ["DE": "EUR", "CH": "CHF", "AT": "EUR", "CZ": "CZK"]
        let stops = ["DE", "CH", "AT", "CZ", "CH", nil].map { code in
            ItineraryStop(
                place: Place(name: code ?? "Sea", countryCode: code, point: GeoPoint(latitude: 47, longitude: 9)),
                nights: 1)
        }
        let franc = RateQuote(
            rate: ExchangeRate(base: "EUR", target: "CHF", date: LocalDate(iso: "2026-10-30")!, rate: 0.94),
            source: .offlineECB)
        let fromEuro = Itinerary(
            ItineraryInput(
                stops: stops, legs: [], currencies: countries, travelMode: .car, homeCurrency: "EUR",
                rates: ["CHF": franc]))
        #expect(
            fromEuro.currencies == [
                CurrencyOnTheWay(currency: "CHF", countries: ["CH"], rate: franc),
                CurrencyOnTheWay(currency: "CZK", countries: ["CZ"], rate: nil),
            ])
        let fromFranc = Itinerary(
            ItineraryInput(stops: stops, legs: [], currencies: countries, travelMode: .car, homeCurrency: "CHF"))
        #expect(fromFranc.currencies.map(\.currency) == ["EUR", "CZK"])
        #expect(fromFranc.currencies.first?.countries == ["DE", "AT"])
    }

    @Test func legsTakeTheRoutersTimesElseAnEstimateAtTheModesSpeed() {
        let points = [GeoPoint(latitude: 48.2, longitude: 16.37), GeoPoint(latitude: 47.8, longitude: 13.04)]
        let road = Route(legs: [RouteLeg(distance: 300_000, duration: 10_800)], line: points, source: .osrm)
        #expect(
            ItineraryLeg.legs(of: road, through: points, mode: .car) == [
                ItineraryLeg(distance: 300_000, duration: 10_800)
            ])
        let imported = Route(legs: [RouteLeg(distance: 30_000, duration: nil)], line: points, source: .imported)
        let ridden = ItineraryLeg.legs(of: imported, through: points, mode: .bicycle)
        #expect(ridden.count == 1 && ridden[0].isApproximate && abs(ridden[0].duration - 7_200) < 0.001)
        let straight = ItineraryLeg.legs(of: nil, through: points, mode: .foot)
        #expect(straight.count == 1 && straight[0].isApproximate)
        #expect(abs(straight[0].duration - straight[0].distance / (5 / 3.6)) < 0.001)
        // A route for other stops is not these stops' route.
        let elsewhere = ItineraryLeg.legs(of: road, through: points + points, mode: .car)
        #expect(elsewhere.allSatisfy { $0.isApproximate })
    }

    // MARK: The table's shorthand

    static let austria: [Holiday] = [
        ("2026-10-26", "Nationalfeiertag"), ("2026-12-08", "Mariä Empfängnis"), ("2026-12-25", "Christtag"),
        ("2026-12-26", "Stefanitag"),
        ("2027-01-01", "Neujahr"), ("2027-01-06", "Heilige Drei Könige"), ("2027-03-28", "Ostersonntag"),
    ].map { Holiday(date: LocalDate(iso: $0.0)!, localName: $0.1, name: $0.1, countryCode: "AT") }
    static let croatia = [
        Holiday(date: LocalDate(iso: "2026-12-25")!, localName: "Božić", name: "Christmas Day", countryCode: "HR")
    ]

    static func input(_ trip: Case) -> ItineraryInput {
        let stops = trip.stops.enumerated().map { index, stop in
            ItineraryStop(
                place: Place(
                    name: stop.0, countryCode: stop.2, point: GeoPoint(latitude: 47, longitude: Double(index))),
                nights: stop.1)
        }
        return ItineraryInput(
            stops: stops, legs: trip.legs.map { ItineraryLeg(distance: $0 * 80_000, duration: $0 * 3_600) },
            startDate: trip.start.flatMap { LocalDate(iso: $0) }, dailyDrivingLimit: trip.limit * 3_600,
            holidays: ["AT": austria, "HR": croatia], travelMode: .car, homeCurrency: "EUR")
    }

    static func sketch(_ itinerary: Itinerary, _ trip: Case) -> [String] {
        let names = trip.stops.map { $0.0 }
        func place(_ whereabouts: Whereabouts) -> String {
            switch whereabouts {
            case .stop(let index): names[index]
            case .onTheRoad(let leg): "road \(names[leg])→\(names[leg + 1])"
            }
        }
        return itinerary.days.map { day in
            let drives = day.drives.map { drive in
                let hours = String(format: "%.1fh", drive.duration / 3_600)
                return "\(drive.continues ? "…" : "")\(names[drive.leg])→\(names[drive.leg + 1]) "
                    + "\(drive.isApproximate ? "≈" : "")\(hours)\(drive.goesOn ? "…" : "")"
            }
            let holidays = day.holidays.map { " ★\($0.holiday.localName)" }.joined()
            let driven = drives.isEmpty ? "| |" : "| \(drives.joined(separator: ", ")) |"
            return "\(day.date?.description ?? "day \(day.index + 1)") \(place(day.wakeUp)) \(driven) "
                + "\(day.sleep.map(place) ?? "end")\(holidays)"
        }
    }

    static func stays(_ itinerary: Itinerary, _ trip: Case) -> [String] {
        zip(itinerary.stays, trip.stops).map { stay, stop in
            let from = stay.arrival?.description ?? String(stay.arrivalDay)
            let to = stay.departure?.description ?? String(stay.departureDay)
            return "\(stop.0) \(from)–\(to) \(stay.nights)"
        }
    }
}
