import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The Holidays flow with real widgets over the bundled pack (offline), as a
/// person uses it: Choose Country, type, pick, find a holiday, open it.
@MainActor
@Suite(.serialized) struct HolidaysFlowTests {
    static let pack = DataPack(
        root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/pack"))

    /// The flow in a shown window, its coordinator started.
    private func startFlow(settings: SettingsStore) -> RunningFlow {
        // GTK is initialized when the application registers: before any widget exists.
        let window = ApplicationWindow(application: TestApplication.shared)
        let dependencies = HolidaysDependencies(
            service: HolidayService(
                online: nil, offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: Self.pack))),
            countries: CountryCatalog(pack: Self.pack), countryNames: EnglishCountryNames(),
            regionNames: IsoSubdivisionNames())
        let flow = HolidaysFlow(dependencies: dependencies, settings: settings) { _ in }
        let coordinator = HolidaysCoordinator(screens: flow)
        window.title = "Holidays test"
        window.setDefaultSize(width: 900, height: 700)
        window.setContent(flow.root)
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
        #expect(chooser.view.countryNames.count > 200)

        chooser.view.search.text = "germ"
        #expect(
            await pumpUntil(timeout: .seconds(10)) { chooser.view.countryNames == ["Germany"] },
            "\(chooser.view.countryNames.prefix(5))")
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
        #expect(detail.view.shownTitle == "Christmas Day")
        #expect(detail.view.shownFacts["Public holiday"] == "Yes")
        #expect(detail.view.shownFacts["Country"] == "🇩🇪 Germany")
        detail.view.back.click()
        #expect(flow.root.visibleChildName == "list")
    }

    @Test func escapeCancelsAndKeepsTheCountry() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.holidaysCountry] = "AT"
        let running = startFlow(settings: settings)
        defer { running.stop() }
        let (flow, coordinator) = (running.flow, running.coordinator)
        let page = try #require(flow.page)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.value.countryTitle == "🇦🇹 Austria" })
        page.view.countryButton.click()
        let chooser = try #require(flow.chooser)
        #expect(await pumpUntil(timeout: .seconds(10)) { chooser.window.isMapped && chooser.view.search.containsFocus })
        chooser.view.search.text = "germ"
        try KeyboardInput.press("Escape", inWindowTitled: "Choose Country")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { flow.chooser == nil && !chooser.window.isMapped },
            "Escape closed the modal")
        #expect(page.viewModel.state.value.countryTitle == "🇦🇹 Austria")
        #expect(settings[SettingsKeys.holidaysCountry] == "AT")
        #expect(coordinator.childCoordinatorCount == 0)
    }
}

/// A started Holidays flow and what keeps it alive.
@MainActor
private struct RunningFlow {
    let flow: HolidaysFlow
    let coordinator: HolidaysCoordinator
    let window: ApplicationWindow
    let run: AnyCancellable

    func stop() {
        window.destroy()
        run.cancel()
    }
}
