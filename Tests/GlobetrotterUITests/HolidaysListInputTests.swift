import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The holiday list under real pointer events: where a new year opens, and
/// that one click opens a holiday as in every GNOME list.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct HolidaysListInputTests {
    /// 24 November 2026, noon UTC: Germany's next holidays are in December.
    static let lateNovember = Date(timeIntervalSince1970: 1_795_521_600)

    static let threeHolidays = [(1, 1, "New Year's Day"), (5, 1, "Labour Day"), (12, 25, "Christmas Day")].map {
        Holiday(date: LocalDate(year: 2024, month: $0.0, day: $0.1)!, localName: $0.2, name: $0.2, countryCode: "DE")
    }

    private func settled(_ flow: HolidaysFlow) async -> Bool {
        var done = false
        flow.whenContentReady { done = true }
        return await pumpUntil(timeout: .seconds(10)) { done }
    }

    @Test func anotherYearOpensAtItsTopAndOneClickOpensAHoliday() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.holidaysCountry] = "DE"
        settings[SettingsKeys.holidaysYear] = 2026
        let running = HolidaysFlowTests().startFlow(settings: settings, now: { Self.lateNovember })
        defer { running.stop() }
        let view = try #require(running.flow.page?.view)
        #expect(await pumpUntil(timeout: .seconds(10)) { !view.holidayNames.isEmpty })
        #expect(await settled(running.flow))
        #expect(view.scrolled.verticalOffset > 0, "2026 opens at December's holidays")

        try PointerInput.click(view.nextYear)
        #expect(await pumpUntil(timeout: .seconds(10)) { view.yearLabel.text == "2027" })
        #expect(await settled(running.flow))
        #expect(view.scrolled.verticalOffset == 0, "2027 opens at its top")
        #expect(view.visibleHolidayNames.first == view.holidayNames.first)

        let second = try #require(view.list.boundRows.first { $0.index == 1 })
        try PointerInput.click(second.row.widget)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { running.flow.root.visibleChildName == "detail" },
            "one click opened the holiday")
        #expect(running.flow.detail?.shownTitle == view.holidayNames[1])
    }

    /// `--screenshot` renders when this says so: never mid-fade or before the
    /// list is scrolled to the next holiday. (The old check raced the view's
    /// own subscription, whose order a subject does not fix: tried six times.)
    @Test func contentIsReadyOnlyOnceTheListHasFadedInAndScrolled() async throws {
        for _ in 1...6 {
            let settings = SettingsStore(backend: MemorySettingsBackend())
            settings[SettingsKeys.holidaysCountry] = "DE"
            settings[SettingsKeys.holidaysYear] = 2026
            let running = HolidaysFlowTests().startFlow(settings: settings, now: { Self.lateNovember })
            let view = try #require(running.flow.page?.view)
            var seen: (fading: Bool, offset: Double, rows: Int)?
            running.flow.whenContentReady {
                seen = (view.isFading, view.scrolled.verticalOffset, view.visibleHolidayNames.count)
            }
            #expect(await pumpUntil(timeout: .seconds(10)) { seen != nil })
            #expect(seen?.fading == false, "no crossfade runs")
            #expect((seen?.offset ?? 0) > 0, "the list is scrolled to December")
            #expect((seen?.rows ?? 0) > 0)
            running.stop()
        }
    }

    @Test func aMissingPackKeepsTheSavedCountryAndSaysTheOfflineDataIsMissing() async throws {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.holidaysCountry] = "DE"
        settings[SettingsKeys.holidaysYear] = 2024
        let missing = DataPack(root: URL(fileURLWithPath: "/nonexistent/globetrotter-pack"))
        let running = HolidaysFlowTests().startFlow(
            settings: settings, pack: missing, online: AnsweringService(Self.threeHolidays))
        defer { running.stop() }
        let page = try #require(running.flow.page)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.holidayNames.count == 3 })
        #expect(page.viewModel.state.countryTitle == "🇩🇪 Germany")
        #expect(page.view.noticeShown)
        #expect(page.view.notice.text.hasPrefix("The offline data is missing"))
    }
}

/// An online source that always has the same holidays.
private final class AnsweringService: CachedHolidayProviding {
    let source = HolidaySource.nager
    let holidays: [Holiday]
    init(_ holidays: [Holiday]) { self.holidays = holidays }
    func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] { holidays }
    func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] { holidays }
}
