import Foundation
import Testing

@testable import GlobetrotterCore

/// Trips found by date: a month or a year in the Activities search finds the
/// trips with a day in it, their days counted as the Days view counts them.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripDateSearchTests {
    let sources = FakeSearchSources()

    /// Stops half a degree apart (under an hour's drive), so the days are the nights alone.
    static func trip(
        _ id: Int64, _ name: String, start: String?, nights: [Int?], stops: [String]? = nil
    ) -> TripSearchEntry {
        let names = stops ?? nights.indices.map { "Stop \(id)-\($0)" }
        let points = names.indices.map { GeoPoint(latitude: 47 + Double($0) / 2, longitude: 11) }
        return TripSearchEntry(
            summary: TripSummary(
                trip: Trip(id: id, name: name, startDate: start.flatMap { LocalDate(iso: $0) }), stops: points,
                route: nil),
            stopNames: names, nights: nights)
    }

    init() {
        sources.holidayData = [:]
        // Newest first, as the store lists them.
        sources.tripEntries = [
            Self.trip(6, "Mainz Weekend", start: nil, nights: [nil, nil], stops: ["Mainz", "Wiesbaden"]),
            Self.trip(5, "Someday", start: nil, nights: [nil, nil, nil], stops: ["Berlin", "Dresden", "Prague"]),
            // 10–14 April 2027 through Berlin.
            Self.trip(4, "Spring", start: "2027-04-10", nights: [2, 2, nil], stops: ["Berlin", "Leipzig", "Jena"]),
            // 28 December 2026 – 3 January 2027.
            Self.trip(3, "New Year", start: "2026-12-28", nights: [3, 3, nil]),
            // 5–12 December 2026: default nights (one a stop but the last) and chosen ones.
            Self.trip(2, "Advent", start: "2026-12-05", nights: [nil, 4, 2, nil]),
            // 20–30 November 2026.
            Self.trip(1, "Autumn", start: "2026-11-20", nights: [10, nil]),
        ]
    }

    private func trips(_ text: String, months: MonthWords = MonthWords(languages: ["en"])) -> [Int64] {
        var keywords = SearchPresenter.keywords
        keywords.months = months
        let interactor = SearchInteractor(sources: sources, keywords: keywords, decimalSeparator: ".")
        return interactor.targets(for: text.split(separator: " ").map(String.init)).compactMap { target in
            guard case .trip(let id) = target else { return nil }
            return id
        }
    }

    @Test(arguments: [
        ("trip december", [3, 2] as [Int64]),
        ("trip dec", [3, 2]),
        ("trip December", [3, 2]),
        ("trip decem", [3, 2]),
        ("december", [3, 2]),
        ("trip november", [1]),
        ("trip 2027", [4, 3]),
        ("trip 2026", [3, 2, 1]),
        ("trip december 2026", [3, 2]),
        ("trip 2026 december", [3, 2]),
        // The New Year trip is in December 2026 and January 2027, not December 2027.
        ("trip december 2027", []),
        ("trip january", [3]),
        ("trip jan 2027", [3]),
        ("trip 2025", []),
        ("trip march", []),
        // Two letters name no month yet.
        ("trip de", []),
        // A date and a name together.
        ("trip april berlin", [4]),
        ("trip 2027 jena", [4]),
        ("trip december berlin", []),
    ])
    func aMonthOrAYearFindsTheTripsOnItsDays(query: String, expected: [Int64]) {
        #expect(trips(query) == expected, "\(query)")
    }

    /// The days follow the itinerary: the last stop's day is the trip's last,
    /// counted from the nights and the legs.
    @Test func theLastDayIsTheItinerarysLastDay() {
        let advent = sources.tripEntries[4]
        #expect(
            advent.days(dailyDrivingLimit: ItineraryInput.defaultDailyDrivingLimit)
                == SearchFixtures.day(2026, 12, 5)...SearchFixtures.day(2026, 12, 12))
        // A day's drive longer than the limit spills into the next day.
        var long = advent
        long.summary.route = Route(
            legs: [RouteLeg(distance: 900_000, duration: 10 * 3_600)]
                + Array(
                    repeating: RouteLeg(distance: 50_000, duration: 1_800), count: 2),
            line: advent.summary.stops, source: .osrm)
        #expect(long.days(dailyDrivingLimit: 8 * 3_600)?.upperBound == SearchFixtures.day(2026, 12, 13))
        // The result's days are counted with the person's daily limit.
        sources.tripEntries = [long]
        let interactor = SearchFixtures.interactor(sources)
        sources.dailyDrivingLimit = 11 * 3_600
        #expect(
            interactor.answer(for: .trip(id: 2))
                == .trip(long.summary, days: SearchFixtures.day(2026, 12, 5)...SearchFixtures.day(2026, 12, 12)))
        sources.dailyDrivingLimit = 8 * 3_600
        #expect(
            interactor.answer(for: .trip(id: 2))
                == .trip(long.summary, days: SearchFixtures.day(2026, 12, 5)...SearchFixtures.day(2026, 12, 13)))
    }

    @Test func aTripWithoutAStartDateNeverMatchesADate() {
        for query in ["trip december", "trip 2026", "trip november 2026", "trip may", "trip 2027"] {
            #expect(!trips(query).contains(5), "\(query)")
        }
        // It is still found by its name and stops.
        #expect(trips("trip someday") == [5])
        #expect(trips("prague") == [5])
    }

    @Test func aDateWordIsStillAPartOfANameBeingTyped() {
        let german = MonthWords(languages: ["en", "de"])
        // "Mai" is May in German, and where "Mainz" begins.
        #expect(trips("trip mai", months: german) == [6])
        #expect(trips("trip mainz", months: german) == [6])
    }

    @Test func germanMonthNamesWithAGermanInterface() {
        let german = MonthWords(languages: ["en", "de"])
        #expect(trips("trip dezember", months: german) == [3, 2])
        #expect(trips("trip dez 2026", months: german) == [3, 2])
        #expect(trips("trip januar", months: german) == [3])
        #expect(trips("trip märz", months: german).isEmpty)
        #expect(trips("trip okt", months: german).isEmpty)
        // English is always understood; German only with a German interface.
        #expect(trips("trip december", months: german) == [3, 2])
        #expect(trips("trip dezember").isEmpty)
    }

    @Test func monthWordsFromTheLocaleData() {
        let words = MonthWords(languages: ["en", "de"])
        #expect(words.months(named: "december") == [12])
        #expect(words.months(named: "dec") == [12])
        #expect(words.months(named: "dezember") == [12])
        #expect(words.months(named: "dez") == [12])
        #expect(words.months(named: "marz") == [3], "März, folded as search words are")
        #expect(words.months(named: "sept") == [9])
        #expect(words.months(named: "ju").isEmpty)
        #expect(words.months(named: "jun") == [6])
        #expect(words.months(named: "paris").isEmpty)
    }

    /// A trip whose nights would take centuries is not walked day by day.
    @Test func absurdNightsAreNoDates() {
        var endless = sources.tripEntries[4]
        endless.nights = [Int.max, 1, nil, nil]
        #expect(endless.days(dailyDrivingLimit: ItineraryInput.defaultDailyDrivingLimit) == nil)
        sources.tripEntries = [endless]
        #expect(trips("trip december").isEmpty)
    }

    /// Five results at most, as for names.
    @Test func atMostFiveTripsByDate() {
        sources.tripEntries = (1...40).map {
            Self.trip(Int64($0), "Trip \($0)", start: "2026-12-01", nights: [1, nil])
        }
        #expect(trips("trip december") == [1, 2, 3, 4, 5])
    }
}

/// A trip's result says its dates.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripDateResultTests {
    let sources = FakeSearchSources()

    private func description(of entry: TripSearchEntry, dates: Locale) -> String? {
        sources.tripEntries = [entry]
        let presenter = SearchPresenter(
            interactor: SearchFixtures.interactor(sources), countryNames: EnglishCountryNames(), dates: dates,
            numbers: Locale(identifier: "en_US"), naming: HolidayNaming(language: "en"),
            today: { SearchFixtures.today })
        return presenter.metas(for: ["trip:\(entry.summary.id)"]).first?.description
    }

    @Test func aTripWithDatesSaysThemBeforeItsStops() {
        let advent = TripDateSearchTests.trip(2, "Advent", start: "2026-12-05", nights: [nil, 4, 2, nil])
        let thin = "\u{2009}"
        let british = description(of: advent, dates: Locale(identifier: "en_GB"))
        #expect(british?.hasPrefix("5\(thin)–\(thin)12 Dec 2026 · 4 stops · ≈ ") == true, "\(british ?? "")")
        let german = description(of: advent, dates: Locale(identifier: "de_DE"))
        #expect(german?.hasPrefix("5.–12. Dez. 2026 · 4 stops · ") == true, "\(german ?? "")")
    }

    @Test func aTripAcrossNewYearSaysBothYears() {
        let newYear = TripDateSearchTests.trip(3, "New Year", start: "2026-12-28", nights: [3, 3, nil])
        let text = description(of: newYear, dates: Locale(identifier: "en_GB"))
        #expect(text?.hasPrefix("28 Dec 2026\u{2009}–\u{2009}3 Jan 2027 · 3 stops") == true, "\(text ?? "")")
    }

    @Test func aTripWithoutDatesSaysItsStopsOnly() {
        let someday = TripDateSearchTests.trip(5, "Someday", start: nil, nights: [nil, nil])
        #expect(description(of: someday, dates: Locale(identifier: "en_GB"))?.hasPrefix("2 stops · ") == true)
    }
}
