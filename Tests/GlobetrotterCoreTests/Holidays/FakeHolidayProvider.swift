import Synchronization

@testable import GlobetrotterCore

/// Answers from a script and counts the calls.
final class FakeHolidayProvider: CachedHolidayProviding {
    let source: HolidaySource
    private let live: Mutex<Result<[Holiday], HolidayProviderError>>
    private let cached: Result<[Holiday], HolidayProviderError>
    private let counts = Mutex((live: 0, cached: 0))

    init(
        source: HolidaySource = .nager, live: Result<[Holiday], HolidayProviderError>,
        cached: Result<[Holiday], HolidayProviderError> = .failure(.http(.offline))
    ) {
        self.source = source
        self.live = Mutex(live)
        self.cached = cached
    }

    var liveCalls: Int { counts.withLock { $0.live } }
    var cachedCalls: Int { counts.withLock { $0.cached } }

    func answer(_ result: Result<[Holiday], HolidayProviderError>) { live.withLock { $0 = result } }

    func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        counts.withLock { $0.live += 1 }
        return try live.withLock { $0 }.get()
    }

    func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        counts.withLock { $0.cached += 1 }
        return try cached.get()
    }
}

enum HolidayFixtures {
    static func holiday(_ name: String, _ month: Int, _ day: Int, year: Int = 2024, local: String? = nil) -> Holiday {
        Holiday(
            date: LocalDate(year: year, month: month, day: day)!, localName: local ?? name, name: name,
            countryCode: "DE")
    }

    static let germany2024 = [
        holiday("New Year's Day", 1, 1, local: "Neujahr"), holiday("Labour Day", 5, 1, local: "Tag der Arbeit"),
        holiday("Christmas Day", 12, 25, local: "Erster Weihnachtstag"),
    ]
    static let offlineOnly = [holiday("New Year's Day", 1, 1, local: "Neujahr")]
}
