import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The converter page with real widgets over the bundled ECB rates (offline),
/// used as a person uses it: real X key events into the amount field, the
/// picker, About.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct ConverterFlowTests {
    private static var pack: DataPack { HolidaysFlowTests.pack }

    private func startFlow(settings: SettingsStore = SettingsStore(backend: MemorySettingsBackend())) async throws
        -> RunningConverter
    {
        let window = ApplicationWindow(application: TestApplication.shared)
        let flow = ConverterFlow(dependencies: Self.offlineDependencies(), settings: settings)
        let coordinator = ConverterCoordinator(screens: flow)
        let run = coordinator.start().sink { _ in }
        window.title = "Converter test"
        window.setDefaultSize(width: 800, height: 760)
        window.setPageContent(flow.root)
        window.present()
        var ready = false
        flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready && flow.view.amount.isMapped }, "the page loaded")
        return RunningConverter(flow: flow, coordinator: coordinator, run: run, window: window, settings: settings)
    }

    /// The converter over the bundled ECB rates only, as in offline mode.
    static func offlineDependencies() -> ConverterDependencies {
        let offline = OfflineExchangeRateProvider(
            store: OfflineRateStore(pack: pack), catalog: CurrencyCatalog(pack: pack))
        return ConverterDependencies(
            rates: ExchangeRateService(online: [], offline: offline, cache: MemoryRateCache()),
            catalog: CurrencyCatalog(pack: pack), offlineRatesDate: { try? OfflineRateStore(pack: pack).latestDate() })
    }

    /// The bundled USD → EUR rate, read straight from the pack.
    private func usdToEUR() throws -> Decimal {
        try OfflineRateStore(pack: Self.pack).rate(from: "USD", to: "EUR").rate
    }

    @Test func typingTwelveCommaFiveShowsTwelvePointFiveAndConvertsIt() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let view = running.flow.view
        #expect(view.amount.text == "100", "the default amount")
        #expect(view.amount.grabFocus())
        for key in ["ctrl+a", "BackSpace", "1", "2", "comma", "5"] {
            try KeyboardInput.press(key, inWindowTitled: "Converter test")
        }
        #expect(await pumpUntil(timeout: .seconds(5)) { view.amount.text == "12.5" }, "got \(view.amount.text)")

        var expected = Decimal(string: "12.5")! * (try usdToEUR())
        var roundedDown = Decimal()
        NSDecimalRound(&roundedDown, &expected, 2, .down)
        let shown = running.flow.viewModel.state.convertedAmount
        #expect(Decimal(string: shown) == roundedDown, "12.5 × rate rounded down; shown \(shown)")
        #expect(view.convertedAmount.text == "\(shown) EUR")
        #expect(running.settings[SettingsKeys.converterAmount] == "12.5", "the amount is remembered")
    }

    @Test func refusedKeystrokesKeepTheTextAndSayWhy() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let view = running.flow.view
        #expect(view.amount.grabFocus())
        for key in ["ctrl+a", "BackSpace", "0", "5"] {
            try KeyboardInput.press(key, inWindowTitled: "Converter test")
        }
        #expect(await pumpUntil(timeout: .seconds(5)) { view.rejection.isVisible }, "the refusal is explained")
        #expect(view.amount.text == "0", "\"0\" then \"5\" is refused, not turned into \"5\"")
        #expect(view.rejection.text == AmountInputRejection.digitAfterLeadingZero.sentence)
        for key in ["period", "2", "comma"] {
            try KeyboardInput.press(key, inWindowTitled: "Converter test")
        }
        #expect(await pumpUntil(timeout: .seconds(5)) { view.amount.text == "0.2" })
        #expect(view.rejection.text == AmountInputRejection.secondSeparator.sentence)
    }

    @Test func aRefusedSpaceIsNamedAndTheNoteGoesWithASwap() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let view = running.flow.view
        #expect(view.amount.grabFocus())
        // After the text, not over the selection focusing makes (typing there would delete it first).
        try KeyboardInput.press("End", inWindowTitled: "Converter test")
        try KeyboardInput.press("space", inWindowTitled: "Converter test")
        #expect(await pumpUntil(timeout: .seconds(5)) { view.rejection.isVisible }, "the refusal is explained")
        #expect(view.rejection.text == "A space is not a digit")
        #expect(view.amount.text == "100")

        try PointerInput.click(view.swap)
        #expect(
            await pumpUntil(timeout: .seconds(5)) { running.flow.viewModel.state.from.code == "EUR" },
            "the click swapped the pair")
        #expect(!view.rejection.isVisible, "the note explained a keystroke, not the new pair")
    }

    @Test func pastedTextGoesThroughTheSameRules() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let view = running.flow.view
        Clipboard.copy("3,5", from: view.amount)
        #expect(view.amount.grabFocus(), "focusing selects all, so the paste replaces the text")
        try KeyboardInput.press("ctrl+v", inWindowTitled: "Converter test")
        #expect(await pumpUntil(timeout: .seconds(5)) { view.amount.text == "3.5" }, "got \(view.amount.text)")

        Clipboard.copy("1.2.3", from: view.amount)
        try KeyboardInput.press("ctrl+v", inWindowTitled: "Converter test")
        #expect(await pumpUntil(timeout: .seconds(5)) { view.rejection.isVisible })
        #expect(view.amount.text == "3.5", "nothing half-pasted")
        #expect(view.rejection.text == AmountInputRejection.secondSeparator.sentence)
    }
}

extension ConverterFlowTests {
    @Test func pickerSearchesAndEnterPicksTheFirstMatch() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let flow = running.flow
        flow.view.from.button.click()
        let picker = try #require(flow.picker, "the picker opened")
        #expect(await pumpUntil(timeout: .seconds(10)) { picker.window.isMapped && picker.view.search.containsFocus })
        #expect(picker.view.rows.count > 150, "every ISO 4217 currency is listed")
        #expect(picker.view.rows.first { $0.detail == "USD" }?.isCurrent == true, "the current one is checked")

        picker.view.search.text = "yen"
        #expect(await pumpUntil(timeout: .seconds(5)) { picker.view.rows.first?.detail == "JPY" })
        try KeyboardInput.press("Return", inWindowTitled: "Choose Currency")
        #expect(await pumpUntil(timeout: .seconds(5)) { !picker.window.isMapped && flow.picker == nil })
        #expect(flow.viewModel.state.from.code == "JPY")
        #expect(running.settings[SettingsKeys.converterFrom] == "JPY")
        #expect(await pumpUntil(timeout: .seconds(5)) { flow.view.rateLine.text.hasPrefix("1 JPY = ") })
        #expect(running.coordinator.childCoordinatorCount == 0, "the picker's coordinator is released")
    }

    @Test func aCurrencyWithoutARateIsMarkedAndNotPicked() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let flow = running.flow
        flow.view.to.button.click()
        let picker = try #require(flow.picker)
        #expect(await pumpUntil(timeout: .seconds(10)) { picker.window.isMapped })
        picker.view.search.text = "lek"
        #expect(await pumpUntil(timeout: .seconds(5)) { picker.view.rows.map(\.detail) == ["ALL"] })
        #expect(picker.view.rows[0].mark != nil, "the ECB has no Albanian lek rate")
        picker.view.list.activate(0)
        #expect(await pumpUntil(timeout: .seconds(5)) { picker.view.refusal.isVisible })
        #expect(picker.view.refusal.text == "No rate available for ALL.")
        #expect(picker.window.isMapped, "the picker stays open")

        try KeyboardInput.press("Escape", inWindowTitled: "Choose Currency")
        #expect(await pumpUntil(timeout: .seconds(5)) { !picker.window.isMapped && flow.picker == nil })
        #expect(flow.viewModel.state.to.code == "EUR", "cancelling keeps the old currency")
        #expect(running.coordinator.childCoordinatorCount == 0)
    }

    @Test func swapTurnsThePairAround() async throws {
        let running = try await startFlow()
        defer { running.stop() }
        let flow = running.flow
        flow.view.swap.click()
        #expect(await pumpUntil(timeout: .seconds(5)) { flow.view.rateLine.text.hasPrefix("1 EUR = ") })
        #expect(flow.viewModel.state.to.code == "USD")
        #expect(flow.view.convertedAmount.text.hasSuffix(" USD"))
    }

    @Test func aboutNamesTheSourceAndEscapeClosesIt() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await startFlow()
        defer { running.stop() }
        let flow = running.flow
        flow.view.about.click()
        let about = try #require(flow.about, "About opened")
        #expect(await pumpUntil(timeout: .seconds(10)) { about.window.isMapped })
        #expect(about.window.title == "About the Rates")
        #expect(about.link.label == "frankfurter.dev")
        let texts = about.window.descendants().filter { $0.typeName == "GtkLabel" }
            .map { Label(widget: $0.objectPointer).text }
        #expect(texts.contains("Frankfurter"), "\(texts)")
        #expect(texts.contains { $0.contains("up to 30 Oct 2026") }, "the bundled rates' date")

        try KeyboardInput.press("Escape", inWindowTitled: "About the Rates")
        #expect(await pumpUntil(timeout: .seconds(5)) { !about.window.isMapped && flow.about == nil })
        #expect(running.coordinator.childCoordinatorCount == 0)

        flow.view.about.click()
        let again = try #require(flow.about, "About opens again")
        #expect(await pumpUntil(timeout: .seconds(10)) { again.window.isMapped })
        again.close.click()
        #expect(await pumpUntil(timeout: .seconds(5)) { !again.window.isMapped && flow.about == nil }, "Close closes")
        #expect(running.coordinator.childCoordinatorCount == 0)
    }
}

/// A converter page in a shown window.
@MainActor
struct RunningConverter {
    let flow: ConverterFlow
    let coordinator: ConverterCoordinator
    let run: AnyCancellable
    let window: ApplicationWindow
    let settings: SettingsStore

    func stop() { window.destroy() }
}
