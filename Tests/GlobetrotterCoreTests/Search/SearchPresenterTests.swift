import Foundation
import Testing

@testable import GlobetrotterCore

/// Country names as a German desktop would show them.
private struct GermanCountryNames: CountryNameLocalizing {
    func localizedName(_ englishName: String) -> String {
        ["Germany": "Deutschland", "France": "Frankreich"][englishName] ?? englishName
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchPresenterTests {
    static let english = Locale(identifier: "en_US")
    let sources = FakeSearchSources()

    private func presenter(
        numbers: Locale = english, names: any CountryNameLocalizing = EnglishCountryNames(),
        naming: HolidayNaming = HolidayNaming(language: "en"), today: LocalDate = SearchFixtures.today
    ) -> SearchPresenter {
        SearchPresenter(
            interactor: SearchFixtures.interactor(sources), countryNames: names, dates: Self.english, numbers: numbers,
            naming: naming, today: { today })
    }

    @Test func aConversionSaysTheAmountTheRateAndItsSource() {
        let metas = presenter().metas(for: ["convert:100:USD:EUR"])
        #expect(
            metas == [
                SearchResultMeta(
                    id: "convert:100:USD:EUR", name: "100 USD = 89.5 EUR",
                    description: "1 USD = 0.8950 EUR · Offline ECB rates of Oct 30, 2026",
                    iconName: "accessories-calculator-symbolic", clipboardText: "89.5")
            ])
    }

    @Test func aSavedRateSaysSo() {
        sources.quotes["USD_EUR"] = RateQuote(
            rate: ExchangeRate(base: "USD", target: "EUR", date: SearchFixtures.day(2026, 11, 19), rate: 0.9),
            source: .frankfurter, isSaved: true)
        let meta = presenter().metas(for: ["convert:1000.5:USD:EUR"]).first
        #expect(meta?.name == "1000.5 USD = 900.45 EUR")
        #expect(meta?.description == "1 USD = 0.9000 EUR · ECB reference rate of Nov 19, 2026 via Frankfurter (saved)")
        #expect(meta?.clipboardText == "900.45")
    }

    @Test func aDecimalCommaLocaleWritesCommas() {
        let meta = presenter(numbers: Locale(identifier: "de_DE")).metas(for: ["convert:100:USD:EUR"]).first
        #expect(meta?.name == "100 USD = 89,5 EUR")
        #expect(meta?.description.hasPrefix("1 USD = 0,8950 EUR · ") == true)
        #expect(meta?.clipboardText == "89,5")
    }

    @Test func aHolidaySaysItsCountryDayAndHowSoon() {
        let metas = presenter().metas(for: ["holiday:DE:2026-12-25:1", "holiday:DE:2026-12-25:0"])
        #expect(
            metas == [
                SearchResultMeta(
                    id: "holiday:DE:2026-12-25:1", name: "Christmas Day",
                    description: "🇩🇪 Germany · Friday, December 25, 2026 · In 35 days",
                    iconName: "x-office-calendar-symbolic", clipboardText: nil),
                SearchResultMeta(
                    id: "holiday:DE:2026-12-25:0", name: "Christmas Holidays",
                    description: "🇩🇪 Germany · Friday, December 25, 2026 · In 35 days",
                    iconName: "x-office-calendar-symbolic", clipboardText: nil),
            ])
    }

    @Test func theDayIsCountedFromTheDayTheMetasAreAskedFor() {
        let tomorrow = presenter(today: SearchFixtures.day(2026, 12, 24)).metas(for: ["holiday:DE:2026-12-25:1"])
        #expect(tomorrow.first?.description == "🇩🇪 Germany · Friday, December 25, 2026 · Tomorrow")
        let today = presenter(today: SearchFixtures.day(2026, 12, 25)).metas(for: ["holiday:DE:2026-12-25:1"])
        #expect(today.first?.description == "🇩🇪 Germany · Friday, December 25, 2026 · Today")
    }

    /// In German a German holiday is found by its German name, as the page names it.
    @Test func inGermanAHolidayIsNamedAsThePageNamesIt() {
        let meta = presenter(names: GermanCountryNames(), naming: HolidayNaming(language: "de"))
            .metas(for: ["holiday:DE:2026-12-25:1"]).first
        #expect(meta?.name == "Erster Weihnachtstag")
    }

    @Test func theCountrysNameIsTranslated() {
        let meta = presenter(names: GermanCountryNames()).metas(for: ["holiday:FR:2026-12-25:0"]).first
        #expect(meta?.description == "🇫🇷 Frankreich · Friday, December 25, 2026 · In 35 days")
    }

    @Test func aCountryNotInTheListIsItsCode() {
        sources.countries["FR"] = nil
        let meta = presenter().metas(for: ["holiday:FR:2026-12-25:0"]).first
        #expect(meta?.description == "FR · Friday, December 25, 2026 · In 35 days")
    }

    @Test func aTripSaysItsStopsAndDistance() {
        let stops = [
            GeoPoint(latitude: 52.52, longitude: 13.405), GeoPoint(latitude: 48.8566, longitude: 2.3522),
            GeoPoint(latitude: 45.764, longitude: 4.8357),
        ]
        let road = Route(
            legs: [RouteLeg(distance: 1_000_000, duration: 36_000), RouteLeg(distance: 234_000, duration: 9_000)],
            line: stops, source: .osrm)
        sources.tripEntries = [
            TripSearchEntry(
                summary: TripSummary(trip: Trip(id: 1, name: "Summer Tour"), stops: stops, route: road),
                stopNames: ["Berlin", "Paris", "Lyon"]),
            TripSearchEntry(
                summary: TripSummary(trip: Trip(id: 2, name: "Straight"), stops: stops, route: nil),
                stopNames: ["Berlin", "Paris", "Lyon"]),
            TripSearchEntry(
                summary: TripSummary(trip: Trip(id: 3, name: "Just Berlin"), stops: [stops[0]], route: nil),
                stopNames: ["Berlin"]),
        ]
        let metas = presenter().metas(for: ["trip:1", "trip:2", "trip:3"])
        let straight = TripsWording(numbers: Self.english).distance(Route.straightLines(through: stops).distance)
        #expect(metas.map(\.name) == ["Summer Tour", "Straight", "Just Berlin"])
        #expect(metas.map(\.description) == ["3 stops · 1,234 km", "3 stops · ≈ \(straight)", "1 stop"])
        #expect(straight.hasSuffix(" km") && straight != "1,234 km")
        #expect(metas.allSatisfy { $0.iconName == "mark-location-symbolic" && $0.clipboardText == nil })
    }

    @Test func unknownAndStaleIDsAreLeftOutAndTheOthersKept() {
        sources.tripEntries = [SearchFixtures.trip(1, "Paris", stops: [])]
        let ids = [
            "nonsense", "trip:99", "convert:100:USD:EUR", "holiday:DE:2026-12-25:5", "holiday:DE:2026-12-27:0",
            "convert:5:USD:GBP", "page:trips", "trip:1", String(repeating: "x", count: 10_000),
        ]
        #expect(presenter().metas(for: ids).map(\.id) == ["convert:100:USD:EUR", "trip:1"])
        #expect(presenter().metas(for: []).isEmpty)
    }

    @Test func resultIDsAreTheTargetsIDs() {
        let presenter = presenter()
        #expect(presenter.resultIDs(for: ["100", "usd", "in", "eur"]) == ["convert:100:USD:EUR"])
        #expect(
            presenter.resultIDs(for: ["holidays", "germany"]) == [
                "holiday:DE:2026-12-25:1", "holiday:DE:2026-12-26:0", "holiday:DE:2027-01-01:0",
            ])
        #expect(presenter.resultIDs(for: ["xyzzy"]).isEmpty)
        // Every ID it gives is one it describes.
        let ids = presenter.resultIDs(for: ["christmas", "2027"])
        #expect(ids.count == 3)
        #expect(presenter.metas(for: ids).map(\.id) == ids)
        #expect(presenter.launchTarget(for: ["trips"]) == .page(.trips))
    }

    @Test func theKeywordsUnderstandEnglish() {
        let keywords = SearchPresenter.keywords
        #expect(keywords.holidays.isSuperset(of: ["holiday", "holidays", "public", "bank", "vacation"]))
        #expect(keywords.next.isSuperset(of: ["next", "upcoming"]))
        #expect(keywords.conversion.isSuperset(of: ["in", "to", "into", "as"]))
        #expect(keywords.trips.isSuperset(of: ["trip", "trips"]))
        #expect(
            SearchKeywords(holidays: "Feiertage; Ferien", next: "", conversion: "", trips: "").holidays == [
                "feiertage", "ferien",
            ])
    }
}
