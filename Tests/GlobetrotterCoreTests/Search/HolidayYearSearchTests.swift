import Foundation
import Testing

@testable import GlobetrotterCore

/// A year the offline holidays do not cover (the pack ends in 2030; here the
/// fixtures end in 2027): the search says so in one result that opens the year,
/// which only the online sources can show, instead of answering nothing.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HolidayYearSearchTests {
    let sources = FakeSearchSources()

    init() {
        sources.offlineHolidayYears = 2026...2027
        sources.today = SearchFixtures.day(2031, 3, 1)
    }

    private func targets(_ text: String) -> [SearchTarget] {
        SearchFixtures.interactor(sources).targets(for: text.split(separator: " ").map(String.init))
    }

    @Test(arguments: ["holidays germany", "germany", "next holiday", "holidays", "christmas"])
    func thisYearBeyondTheOfflineDataIsOneResultForIt(query: String) {
        #expect(targets(query) == [.holidayYear(country: "DE", year: 2031)])
    }

    @Test func aNamedYearBeyondOrBeforeTheOfflineDataIsThatYear() {
        #expect(targets("christmas 2031") == [.holidayYear(country: "DE", year: 2031)])
        #expect(targets("france 2019") == [.holidayYear(country: "FR", year: 2019)])
    }

    @Test func wordsThatAreNoHolidaysNameAskForNoYear() {
        #expect(targets("alp").isEmpty)
        #expect(targets("xyz 2031").isEmpty)
    }

    @Test func aYearTheOfflineDataCoversAnswersWithItsHolidays() {
        sources.today = SearchFixtures.today
        #expect(!targets("holidays germany").isEmpty)
        #expect(!targets("holidays germany").contains { if case .holidayYear = $0 { true } else { false } })
    }

    @Test func theResultSaysTheOfflineYearsAndOpensTheYear() {
        let presenter = SearchPresenter(
            interactor: SearchFixtures.interactor(sources), countryNames: EnglishCountryNames(),
            dates: Locale(identifier: "en_US"), numbers: Locale(identifier: "en_US"), today: { SearchFixtures.today })
        #expect(
            presenter.metas(for: ["holidays:DE:2031"]) == [
                SearchResultMeta(
                    id: "holidays:DE:2031", name: "Holidays in 🇩🇪 Germany, 2031",
                    description: "The offline holidays cover 2026–2027. Open Globetrotter to see 2031 online.",
                    iconName: PageTitles.holidays.iconName)
            ])
        #expect(presenter.metas(for: ["holidays:DE:2027"]).isEmpty, "a covered year is not such a result")
        #expect(SearchTarget(id: "holidays:DE:2031")?.page == .holidays)
    }

    @Test(arguments: [
        "holidays:DE:31", "holidays:de:2031", "holidays:DE:2031:0", "holidays:DE:+2031", "holidays:DE:0999",
    ])
    func aForgedYearResultIsRefused(id: String) {
        #expect(SearchTarget(id: id) == nil)
    }
}

/// The day the environment names for tests and screenshots, read without a date formatter.
@Suite(.timeLimit(.minutes(1))) struct AppClockTests {
    @Test func aFixedInstantIsThatInstant() {
        let now = AppClock.now(environment: ["GLOBETROTTER_NOW": "2031-03-01T12:30:15Z"])
        #expect(now().timeIntervalSince1970 == 1_930_134_615)
        #expect(LocalDate.today(now: now(), utcOffset: { _ in 0 }) == LocalDate(year: 2031, month: 3, day: 1))
    }

    @Test(arguments: ["2031-03-01", "2031-03-01T12:00:00", "2031-03-01T25:00:00Z", "2031-02-30T12:00:00Z", "soon", ""])
    func anythingElseIsTheSystemClock(text: String) {
        let before = Date()
        let now = AppClock.now(environment: ["GLOBETROTTER_NOW": text])()
        #expect(now >= before && now.timeIntervalSince(before) < 60)
    }
}
