import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Synchronization
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The Holidays flow with real widgets over the bundled pack (offline), as a
/// person uses it: Choose Country, type, pick, find a holiday, open it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct HolidaysFlowTests {
    static let pack = DataPack(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/pack"))

    /// The flow in a shown window, its coordinator started.
    func startFlow(
        settings: SettingsStore, pack: DataPack = Self.pack, online: (any CachedHolidayProviding)? = nil,
        now: @escaping () -> Date = Date.init
    ) -> RunningFlow {
        // GTK is initialized when the application registers: before any widget exists.
        let window = ApplicationWindow(application: TestApplication.shared)
        let dependencies = HolidaysDependencies(
            service: HolidayService(
                online: online, offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: pack))),
            countries: CountryCatalog(pack: pack), countryNames: EnglishCountryNames(),
            regionNames: IsoSubdivisionNames(), now: now)
        let flow = HolidaysFlow(dependencies: dependencies, settings: settings)
        let coordinator = HolidaysCoordinator(screens: flow)
        window.title = "Holidays test"
        window.setDefaultSize(width: 900, height: 700)
        window.setPageContent(flow.root)
        // The detail page's Back activates the window's go-back, as in the app.
        let goBack = SimpleAction("go-back")
        goBack.onActivate { [weak flow] in flow?.goBack() }
        window.addAction(goBack)
        window.present()
        return RunningFlow(flow: flow, coordinator: coordinator, window: window, run: coordinator.start().sink { _ in })
    }

    @Test func chooseGermanyFindChristmasDayAndOpenIt() async throws {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let running = startFlow(settings: settings)
        defer { running.stop() }
        let (flow, coordinator) = (running.flow, running.coordinator)
        let page = try #require(flow.page)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.view.chooseFirst.isMapped },
            "the status page asks for a country")

        page.view.chooseFirst.click()
        let chooser = try #require(flow.chooser, "Choose Country opened")
        #expect(await pumpUntil(timeout: .seconds(10)) { chooser.window.isMapped })
        let focused = await pumpUntil(timeout: .seconds(10)) { chooser.view.search.containsFocus }
        #expect(focused, "the search entry has the focus")
        #expect(chooser.view.titles.count > 200)

        chooser.view.search.text = "germ"
        #expect(
            await pumpUntil(timeout: .seconds(10)) { chooser.view.titles == ["Germany"] },
            "\(chooser.view.titles.prefix(5))")
        chooser.view.search.activate()
        #expect(
            await pumpUntil(timeout: .seconds(10)) { flow.chooser == nil && !chooser.window.isMapped },
            "Enter picked Germany and closed the modal")
        #expect(coordinator.childCoordinatorCount == 0)
        #expect(settings[SettingsKeys.holidaysCountry] == "DE")

        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.holidayNames.contains("Christmas Day") })
        let index = try #require(page.view.holidayNames.firstIndex(of: "Christmas Day"))
        page.view.list.scrollTo(index)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.view.visibleHolidayNames.contains("Christmas Day") },
            "a row shows it")

        page.view.list.activate(index)
        let detail = try #require(flow.detail)
        #expect(flow.root.visibleChildName == "detail")
        #expect(detail.shownTitle == "Christmas Day")
        #expect(detail.shownFacts["Public holiday"] == "Yes")
        #expect(detail.shownFacts["Country"] == "🇩🇪 Germany")
        detail.back.click()
        #expect(
            await pumpUntil(timeout: .seconds(5)) { flow.root.visibleChildName == "list" }, "Back returns to the list")
    }

    @Test func escapeCancelsAndKeepsTheCountry() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.holidaysCountry] = "AT"
        let running = startFlow(settings: settings)
        defer { running.stop() }
        let (flow, coordinator) = (running.flow, running.coordinator)
        let page = try #require(flow.page)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.countryTitle == "🇦🇹 Austria" })
        page.view.countryButton.click()
        let chooser = try #require(flow.chooser)
        #expect(await pumpUntil(timeout: .seconds(10)) { chooser.window.isMapped && chooser.view.search.containsFocus })
        chooser.view.search.text = "germ"
        try KeyboardInput.press("Escape", inWindowTitled: "Choose Country")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { flow.chooser == nil && !chooser.window.isMapped },
            "Escape closed the modal")
        #expect(page.viewModel.state.countryTitle == "🇦🇹 Austria")
        #expect(settings[SettingsKeys.holidaysCountry] == "AT")
        #expect(coordinator.childCoordinatorCount == 0)
    }
}

extension HolidaysFlowTests {
    @Test func arrowKeysMoveAndEnterPicksTheSelectedCountry() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let running = startFlow(settings: settings)
        defer { running.stop() }
        let page = try #require(running.flow.page)
        page.view.chooseFirst.click()
        let chooser = try #require(running.flow.chooser)
        #expect(await pumpUntil(timeout: .seconds(10)) { chooser.window.isMapped && chooser.view.search.containsFocus })
        chooser.view.search.text = "ger"
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                chooser.view.titles == ["Germany", "Algeria", "Niger", "Nigeria"]
            })
        #expect(chooser.view.list.selectedIndex == 0, "the best match is highlighted: Enter picks it")
        for (key, row) in [("Down", 1), ("Down", 2), ("Up", 1), ("Down", 2)] {
            try KeyboardInput.press(key, inWindowTitled: "Choose Country")
            #expect(
                await pumpUntil(timeout: .seconds(10)) { chooser.view.list.selectedIndex == row },
                "\(key): row \(row), not \(String(describing: chooser.view.list.selectedIndex))")
        }
        try KeyboardInput.press("Return", inWindowTitled: "Choose Country")
        #expect(await pumpUntil(timeout: .seconds(10)) { running.flow.chooser == nil }, "Enter closed the modal")
        #expect(settings[SettingsKeys.holidaysCountry] == "NE", "the third match, Niger")
    }
}

/// A started Holidays flow and what keeps it alive.
@MainActor
struct RunningFlow {
    let flow: HolidaysFlow
    let coordinator: HolidaysCoordinator
    let window: ApplicationWindow
    let run: AnyCancellable

    func stop() {
        window.destroy()
        run.cancel()
    }
}

/// An online source that is always down, with nothing cached.
private final class UnreachableService: CachedHolidayProviding {
    let source = HolidaySource.nager
    private let counter = Atomic<Int>(0)
    /// Providers are called off the main actor; the test reads this on it.
    var calls: Int { counter.load(ordering: .sequentiallyConsistent) }
    func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        counter.add(1, ordering: .sequentiallyConsistent)
        throw .http(.timedOut)
    }
    func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        throw .http(.offline)
    }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct HolidaysFallbackViewTests {
    @Test func fallbackShowsTheNoteRetryAndSourceAndTheYearSwitches() async throws {
        let window = ApplicationWindow(application: TestApplication.shared)
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.holidaysCountry] = "DE"
        settings[SettingsKeys.holidaysYear] = 2026
        let online = UnreachableService()
        let dependencies = HolidaysDependencies(
            service: HolidayService(
                online: online,
                offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: HolidaysFlowTests.pack))),
            countries: CountryCatalog(pack: HolidaysFlowTests.pack), countryNames: EnglishCountryNames(),
            regionNames: SubdivisionCodesOnly())
        let flow = HolidaysFlow(dependencies: dependencies, settings: settings)
        let coordinator = HolidaysCoordinator(screens: flow)
        window.setPageContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        defer {
            window.destroy()
            run.cancel()
        }
        let view = try #require(flow.page?.view)
        #expect(await pumpUntil(timeout: .seconds(10)) { view.noticeShown && !view.holidayNames.isEmpty })
        #expect(
            view.notice.text
                == "Nager.Date could not be reached (timed out). Showing offline data, 2024–2030.")
        #expect(view.source.text == "Source: Offline data, 2024–2030")
        #expect(view.yearLabel.text == "2026")

        view.retry.click()
        #expect(await pumpUntil(timeout: .seconds(10)) { online.calls == 2 }, "Retry asks the online source again")

        view.nextYear.click()
        #expect(await pumpUntil(timeout: .seconds(10)) { view.yearLabel.text == "2027" && online.calls == 3 })
        #expect(settings[SettingsKeys.holidaysYear] == 2027)
        #expect(await pumpUntil(timeout: .seconds(10)) { !(flow.page?.viewModel.state.isLoading ?? true) })
        #expect(view.holidayNames.contains("Christmas Day"))
    }
}
