import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
private final class RecordingScreens: ConverterScreens {
    var events: [String] = []
    var pickerViewModel: CurrencyPickerViewModel?
    var aboutViewModel: AboutViewModel?

    func presentCurrencyPicker(_ viewModel: CurrencyPickerViewModel) {
        events.append("present picker")
        pickerViewModel = viewModel
        viewModel.actions.send(.viewDidLoad)
    }

    func dismissCurrencyPicker() { events.append("dismiss picker") }

    func presentAbout(_ viewModel: AboutViewModel) {
        events.append("present about")
        aboutViewModel = viewModel
    }

    func dismissAbout() { events.append("dismiss about") }
    func open(_ url: URL) { events.append("open \(url.absoluteString)") }
}

@MainActor
@Suite struct CurrencyPickerTests {
    private static func choice(_ code: String, _ name: String, hasRate: Bool = true) -> CurrencyChoice {
        CurrencyChoice(currency: Currency(code: code, name: name, hasECBRate: hasRate), hasRate: hasRate)
    }

    private let choices = [
        choice("AED", "UAE Dirham", hasRate: false), choice("CZK", "Czech Koruna"), choice("EUR", "Euro"),
        choice("ISK", "Iceland Króna"), choice("USD", "US Dollar"),
    ]

    private func makePicker() -> (CurrencyPickerViewModel, CurrencyPickerPresenter, () -> [CurrencyPickerResult]) {
        let viewModel = CurrencyPickerViewModel()
        let presenter = CurrencyPickerPresenter(viewModel: viewModel, choices: choices, selectedCode: "EUR")
        var results: [CurrencyPickerResult] = []
        let subscription = presenter.result.collect(into: { results.append($0) })
        return (viewModel, presenter, { withExtendedLifetime(subscription) { results } })
    }

    private func codes(_ viewModel: CurrencyPickerViewModel) -> [String] {
        viewModel.state.value.rows.map(\.label.code)
    }

    @Test func listsEveryCurrencyMarkingThoseWithoutARateAndTheSelectedOne() {
        let (viewModel, presenter, _) = makePicker()
        viewModel.actions.send(.viewDidLoad)
        let rows = viewModel.state.value.rows
        #expect(rows.map(\.label.code) == ["AED", "CZK", "EUR", "ISK", "USD"])
        #expect(rows.filter { !$0.hasRate }.map(\.label.code) == ["AED"])
        #expect(rows.filter(\.isSelected).map(\.label.code) == ["EUR"])
        #expect(rows.first { $0.label.code == "EUR" }?.label.flag == "🇪🇺")
        withExtendedLifetime(presenter) {}
    }

    @Test(arguments: [
        ("usd", ["USD"]), ("eu", ["EUR"]), ("dollar", ["USD"]), ("krona", ["ISK"]), ("KORUNA", ["CZK"]),
        ("  ", ["AED", "CZK", "EUR", "ISK", "USD"]), ("zzz", []),
    ])
    func searchMatchesCodesAndNamesIgnoringCaseAndAccents(query: String, expected: [String]) {
        let (viewModel, presenter, _) = makePicker()
        viewModel.actions.send(.search(query))
        #expect(codes(viewModel) == expected)
        #expect(viewModel.state.value.query == query)
        withExtendedLifetime(presenter) {}
    }

    @Test func pickingACurrencyWithoutARateSaysSoAndStaysOpen() {
        let (viewModel, presenter, results) = makePicker()
        var states: [CurrencyPickerViewState] = []
        let subscription = viewModel.state.collect(into: { states.append($0) })
        viewModel.actions.send(.search("ae"))
        viewModel.actions.send(.pick(code: "AED"))
        viewModel.actions.send(.search("a"))
        let aed = CurrencyPickerRow(
            label: CurrencyLabel(code: "AED", name: "UAE Dirham"), hasRate: false, isSelected: false)
        #expect(states.count == 4)
        #expect(states[1] == CurrencyPickerViewState(query: "ae", rows: [aed]))
        #expect(states[2] == CurrencyPickerViewState(query: "ae", rows: [aed], message: "No rate available for AED"))
        #expect(states[3].message == nil, "a new search clears the message")
        #expect(results().isEmpty)
        withExtendedLifetime((presenter, subscription)) {}
    }

    @Test func pickingOrCancellingIsTheResult() {
        let (viewModel, presenter, results) = makePicker()
        viewModel.actions.send(.pick(code: "USD"))
        viewModel.actions.send(.pick(code: "NOPE"))
        viewModel.actions.send(.cancel)
        #expect(results() == [.picked(Currency(code: "USD", name: "US Dollar", hasECBRate: true)), .cancelled])
        withExtendedLifetime(presenter) {}
    }

    @Test func theConverterCoordinatorRunsThePickerAsAChildUntilItsResult() {
        let screens = RecordingScreens()
        let coordinator = ConverterCoordinator(screens: screens, about: { .exchangeRates(offlineRatesDate: nil) })
        var results: [CurrencyPickerResult] = []
        let subscription = coordinator.pickCurrency(selected: "USD", choices: choices)
            .collect(into: { results.append($0) })
        #expect(coordinator.childCoordinatorCount == 1)
        #expect(screens.pickerViewModel?.state.value.rows.count == 5)
        screens.pickerViewModel?.actions.send(.pick(code: "CZK"))
        screens.pickerViewModel?.actions.send(.pick(code: "EUR"))
        #expect(results == [.picked(Currency(code: "CZK", name: "Czech Koruna", hasECBRate: true))])
        #expect(screens.events == ["present picker", "dismiss picker"])
        #expect(coordinator.childCoordinatorCount == 0)
        subscription.cancel()
    }

    @Test func aboutOpensItsLinkAndClosesOnce() throws {
        let screens = RecordingScreens()
        let day = LocalDate(year: 2026, month: 10, day: 30)!
        let coordinator = ConverterCoordinator(screens: screens, about: { .exchangeRates(offlineRatesDate: day) })
        var results: [AboutResult] = []
        let subscription = coordinator.showAbout().collect(into: { results.append($0) })
        let about = try #require(screens.aboutViewModel)
        #expect(about.state.value.sourceName == "Frankfurter")
        #expect(about.state.value.linkURL.absoluteString == "https://frankfurter.dev/")
        #expect(about.state.value.offlineCredit.contains("up to 2026-10-30"))
        about.actions.send(.openLink)
        about.actions.send(.close)
        about.actions.send(.close)
        #expect(results == [.closed])
        #expect(screens.events == ["present about", "open https://frankfurter.dev/", "dismiss about"])
        #expect(coordinator.childCoordinatorCount == 0)
        subscription.cancel()
    }
}
