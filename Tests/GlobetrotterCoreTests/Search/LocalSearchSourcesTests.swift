import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// The live sources over the committed pack, a rate cache file and a real
/// user database in a temporary directory, on 20 November 2026 at home in Germany.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LocalSearchSourcesTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("globetrotter-search-\(UUID())")
    let settings = SettingsStore(backend: MemorySettingsBackend())

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        settings[SettingsKeys.homeCountry] = "DE"
    }

    private var rateCache: JSONFileRateCache {
        JSONFileRateCache(fileURL: directory.appendingPathComponent("rates.json"))
    }
    private var databasePath: String { directory.appendingPathComponent("data/globetrotter.sqlite").path }

    private func sources(today: @escaping () -> LocalDate = { SearchFixtures.today }) -> LocalSearchSources {
        LocalSearchSources(
            pack: PackFixture.committed, rateCache: rateCache, settings: settings, locale: nil,
            tripsDatabasePath: databasePath, today: today)
    }

    private func targets(_ text: String, _ sources: LocalSearchSources) -> [SearchTarget] {
        SearchFixtures.interactor(sources).targets(for: text.split(separator: " ").map(String.init))
    }

    private func firstCountry(_ text: String, _ sources: LocalSearchSources) -> String? {
        guard case .holiday(let country, _, _)? = targets(text, sources).first else { return nil }
        return country
    }

    private func cleanUp() { try? FileManager.default.removeItem(at: directory) }

    @Test func homeComesFromTheProfile() {
        defer { cleanUp() }
        let sources = sources()
        #expect(sources.homeCountry == "DE")
        #expect(sources.homeCurrency == "EUR", "Germany's currency until one is chosen")
        settings[SettingsKeys.homeCurrency] = "CHF"
        #expect(sources.homeCurrency == "CHF", "read at each search")
    }

    /// A provider running past midnight answers for the new day: today is asked at each search.
    @Test func todayIsAskedAtEachSearch() {
        defer { cleanUp() }
        var today = SearchFixtures.today
        let sources = sources { today }
        #expect(sources.today == SearchFixtures.today)
        today = SearchFixtures.today.adding(days: 1)!
        #expect(sources.today == SearchFixtures.today.adding(days: 1))
    }

    @Test func countriesByTheirNameInOtherLanguages() {
        defer { cleanUp() }
        let sources = sources()
        #expect(firstCountry("holidays deutschland", sources) == "DE")
        #expect(firstCountry("holidays allemagne", sources) == "DE")
        #expect(firstCountry("holidays germany", sources) == "DE")
        #expect(firstCountry("holidays österreich", sources) == "AT")
        #expect(firstCountry("holidays france", sources) == "FR")
        #expect(targets("holidays germany", sources).count == 3)
    }

    @Test func mexicoIsMexicoThoughALanguageNamesMalaysiaSo() throws {
        defer { cleanUp() }
        let sources = sources()
        // The premise: iso-codes names both so.
        #expect(Set(sources.countryCodes(named: "mexico")).isSuperset(of: ["MX", "MY"]))
        #expect(sources.hasHolidays(country: "MX"))
        #expect(firstCountry("holidays mexico", sources) == "MX")
        #expect(firstCountry("next holiday mexico", sources) == "MX")
    }

    @Test func holidaysComeFromThePack() {
        defer { cleanUp() }
        let sources = sources()
        let christmas = targets("christmas 2027", sources)
        guard case .holiday("DE", SearchFixtures.day(2027, 12, 25), _)? = christmas.first else {
            Issue.record("\(christmas)")
            return
        }
        guard
            case .holiday(let holiday, let country)? = christmas.first.flatMap(
                SearchFixtures.interactor(sources).answer)
        else {
            Issue.record("no answer for \(christmas)")
            return
        }
        #expect(holiday.name == "Christmas Day")
        #expect(country?.alpha2 == "DE")
    }

    @Test func currenciesByName() {
        defer { cleanUp() }
        let sources = sources()
        #expect(targets("50 yen in euro", sources) == [.conversion(amount: 50, from: "JPY", to: "EUR")])
        #expect(targets("10 swiss francs in euro", sources) == [.conversion(amount: 10, from: "CHF", to: "EUR")])
        #expect(targets("10 pound sterling", sources) == [.conversion(amount: 10, from: "GBP", to: "EUR")])
        #expect(targets("100 usd", sources) == [.conversion(amount: 100, from: "USD", to: "EUR")])
        #expect(sources.isCurrency("USD") && !sources.isCurrency("XYZ"))
    }

    @Test func withoutACacheThePacksECBRate() throws {
        defer { cleanUp() }
        let quote = try #require(sources().quote(from: "USD", to: "EUR"))
        #expect(quote.source == .offlineECB)
        #expect(quote.rate.date == SearchFixtures.ratesDay)
        #expect(!quote.isSaved)
        #expect(!FileManager.default.fileExists(atPath: rateCache.fileURL.path))
    }

    private func cache(_ date: LocalDate, rate: String) throws {
        try rateCache.save(
            RateCacheSnapshot(rates: [
                RateCacheSnapshot.Entry(base: "USD", target: "EUR", date: date, rate: rate, source: .frankfurter)
            ]))
    }

    @Test func aNewerRateInTheCacheWins() throws {
        defer { cleanUp() }
        let sources = sources()
        let bundled = try #require(sources.quote(from: "USD", to: "EUR"))
        // Written while the provider runs: read at each search.
        try cache(SearchFixtures.day(2026, 11, 19), rate: "0.5")
        let quote = try #require(sources.quote(from: "USD", to: "EUR"))
        #expect(quote.rate.rate == Decimal(string: "0.5")!)
        #expect(quote.rate.date == SearchFixtures.day(2026, 11, 19))
        #expect(quote.source == .frankfurter)
        #expect(quote.isSaved)
        #expect(quote != bundled)
    }

    @Test func anOlderRateInTheCacheLosesToThePack() throws {
        defer { cleanUp() }
        try cache(SearchFixtures.day(2026, 1, 2), rate: "0.5")
        let quote = try #require(sources().quote(from: "USD", to: "EUR"))
        #expect(quote.source == .offlineECB)
        #expect(quote.rate.date == SearchFixtures.ratesDay)
        #expect(quote.rate.rate != Decimal(string: "0.5")!)
        #expect(!quote.isSaved)
    }

    @Test func aPairOnlyTheCacheKnows() throws {
        defer { cleanUp() }
        try rateCache.save(
            RateCacheSnapshot(rates: [
                RateCacheSnapshot.Entry(
                    base: "EUR", target: "XAU", date: SearchFixtures.day(2026, 1, 2), rate: "0.0004",
                    source: .currencyConverterAPI)
            ]))
        let sources = sources()
        #expect(sources.quote(from: "EUR", to: "XAU")?.isSaved == true)
        #expect(sources.quote(from: "EUR", to: "XYZ") == nil)
    }

    @Test func withoutADatabaseNoTripsAndNoFile() {
        defer { cleanUp() }
        let sources = sources()
        #expect(sources.trips().isEmpty)
        #expect(targets("paris", sources).allSatisfy { if case .trip = $0 { false } else { true } })
        #expect(!FileManager.default.fileExists(atPath: databasePath))
        #expect(!FileManager.default.fileExists(atPath: (databasePath as NSString).deletingLastPathComponent))
    }

    @Test func aDatabaseCreatedAfterTheFirstSearchIsRead() throws {
        defer { cleanUp() }
        let sources = sources()
        #expect(sources.trips().isEmpty)
        let store = TripStore(database: try AppDatabase.open(at: databasePath))
        let trip = try store.createTrip(named: "Paris")
        #expect(sources.trips().map(\.summary.trip) == [trip])
    }

    @Test func tripsFromTheUsersDatabase() throws {
        defer { cleanUp() }
        let database = try AppDatabase.open(at: databasePath)
        let store = TripStore(database: database)
        let summer = try store.createTrip(named: "Summer Tour")
        for (name, latitude, longitude) in [("Berlin", 52.52, 13.405), ("Paris", 48.8566, 2.3522)] {
            _ = try store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: latitude, longitude: longitude)), toTrip: summer.id)
        }
        let weekend = try store.createTrip(named: "Paris Weekend")

        let sources = sources()
        let entries = sources.trips()
        #expect(entries.map(\.summary.trip.name) == ["Paris Weekend", "Summer Tour"])
        #expect(entries.map(\.stopNames) == [[], ["Berlin", "Paris"]])
        #expect(targets("par", sources) == [.trip(id: weekend.id), .trip(id: summer.id)])
        #expect(targets("berlin", sources) == [.trip(id: summer.id)])

        // Changes the app makes while the provider runs are seen at the next search.
        _ = try store.deleteTrip(id: weekend.id)
        let lyon = try store.createTrip(named: "Lyon")
        #expect(targets("par", sources) == [.trip(id: summer.id)])
        #expect(targets("lyon", sources) == [.trip(id: lyon.id)])
    }

    /// A trip's dates as the Days view counts them, from the stored start
    /// date, the stops' nights (chosen and default) and the daily limit.
    @Test func tripsByTheirStoredDates() throws {
        defer { cleanUp() }
        let store = TripStore(database: try AppDatabase.open(at: databasePath))
        let advent = try store.createTrip(named: "Advent")
        var stops: [Waypoint] = []
        for (name, latitude, longitude) in [
            ("Munich", 48.14, 11.58), ("Salzburg", 47.8, 13.04), ("Vienna", 48.21, 16.37),
        ] {
            stops.append(
                try store.appendWaypoint(
                    Place(name: name, point: GeoPoint(latitude: latitude, longitude: longitude)), toTrip: advent.id))
        }
        try store.setStartDate(SearchFixtures.day(2026, 11, 28), ofTrip: advent.id)
        try store.setNights(3, ofWaypoint: stops[1].id)
        _ = try store.createTrip(named: "Undated")

        let sources = sources()
        #expect(sources.trips().map(\.nights) == [[], [nil, 3, nil]])
        // 28 November: a night in Munich, three in Salzburg, Vienna on 2 December.
        #expect(targets("trip december", sources) == [.trip(id: advent.id)])
        #expect(targets("trip november 2026", sources) == [.trip(id: advent.id)])
        #expect(targets("trip 2027", sources).isEmpty)
        #expect(
            SearchFixtures.interactor(sources).answer(for: .trip(id: advent.id)).flatMap {
                if case .trip(_, let days) = $0 { days } else { nil }
            } == SearchFixtures.day(2026, 11, 28)...SearchFixtures.day(2026, 12, 2))
        try store.setNights(0, ofWaypoint: stops[1].id)
        #expect(targets("trip december", sources).isEmpty, "read again at each search")
    }

    @Test func openingForReadingNeverCreatesAFile() throws {
        defer { cleanUp() }
        #expect(try AppDatabase.openForReading(at: databasePath) == nil)
        #expect(!FileManager.default.fileExists(atPath: databasePath))
    }

    @Test func openingForReadingNeverMigrates() throws {
        defer { cleanUp() }
        let path = directory.appendingPathComponent("old.sqlite").path
        let old = try DatabaseQueue(path: path)
        try old.write { db in try db.execute(sql: "CREATE TABLE something(id INTEGER)") }
        try old.close()

        #expect(try AppDatabase.openForReading(at: path) == nil)
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        #expect(tables == ["something"])

        let sources = LocalSearchSources(
            pack: PackFixture.committed, rateCache: rateCache, settings: settings, locale: nil,
            tripsDatabasePath: path, today: { SearchFixtures.today })
        #expect(sources.trips().isEmpty)
    }

    @Test func aMigratedDatabaseOpensForReadingOnly() throws {
        defer { cleanUp() }
        _ = try AppDatabase.open(at: databasePath)
        let reader = try #require(try AppDatabase.openForReading(at: databasePath))
        #expect(throws: (any Error).self) { _ = try TripStore(database: reader).createTrip(named: "Nope") }
        #expect(try TripStore(database: reader).trips().isEmpty)
    }
}
