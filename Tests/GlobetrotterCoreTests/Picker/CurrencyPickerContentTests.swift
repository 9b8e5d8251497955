import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The converter's currency picker: the searchable picker over `PickerContent.currencies`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CurrencyPickerContentTests {
    private static func choice(_ code: String, _ name: String, hasRate: Bool = true) -> CurrencyChoice {
        CurrencyChoice(currency: Currency(code: code, name: name, hasECBRate: hasRate), hasRate: hasRate)
    }

    static let choices = [
        choice("AED", "UAE Dirham", hasRate: false), choice("CZK", "Czech Koruna"), choice("EUR", "Euro"),
        choice("ISK", "Iceland Króna"), choice("USD", "US Dollar"),
    ]

    private func makePicker() -> (PickerPresenter<Currency>, () -> [PickerResult<Currency>]) {
        let presenter = PickerPresenter(content: .currencies(Self.choices, current: "EUR"))
        var results: [PickerResult<Currency>] = []
        let subscription = presenter.routes.collect(into: { results.append($0) })
        return (presenter, { withExtendedLifetime(subscription) { results } })
    }

    private func codes(_ presenter: PickerPresenter<Currency>) -> [String] { presenter.state.rows.map(\.detail) }

    @Test func listsEveryCurrencyMarkingThoseWithoutARateAndTheCurrentOne() {
        let (presenter, _) = makePicker()
        presenter.viewModel.send(.viewDidLoad)
        let rows = presenter.state.rows
        #expect(presenter.state.title == "Choose Currency")
        #expect(presenter.state.searchPlaceholder == "Search by code or name")
        #expect(rows.map(\.detail) == ["AED", "CZK", "EUR", "ISK", "USD"])
        #expect(rows.map(\.title) == ["UAE Dirham", "Czech Koruna", "Euro", "Iceland Króna", "US Dollar"])
        #expect(rows.filter { $0.mark != nil }.map(\.detail) == ["AED"])
        #expect(rows[0].mark == PickerMark("No rate", tooltip: "No source has a rate for this currency"))
        #expect(rows.filter(\.isCurrent).map(\.detail) == ["EUR"])
        #expect(rows.first { $0.detail == "EUR" }?.symbol == "🇪🇺")
        #expect(presenter.state.selectedIndex == 2, "the current currency is selected on opening")
        #expect(rows[0].accessibleLabel == "UAE Dirham (AED), no rate available")
        #expect(rows[2].accessibleLabel == "Euro (EUR), current")
        #expect(rows[4].accessibleLabel == "US Dollar (USD)")
    }

    @Test(arguments: [
        ("usd", ["USD"]), ("eu", ["EUR"]), ("dollar", ["USD"]), ("krona", ["ISK"]), ("KORUNA", ["CZK"]),
        ("  ", ["AED", "CZK", "EUR", "ISK", "USD"]), ("zzz", []),
    ])
    func searchMatchesCodesAndNamesIgnoringCaseAndAccents(query: String, expected: [String]) {
        let (presenter, _) = makePicker()
        presenter.viewModel.send(.search(query))
        #expect(codes(presenter) == expected)
        #expect(presenter.state.query == query)
        #expect(presenter.state.emptyMessage == (expected.isEmpty ? "No currency matches “\(query)”." : nil))
    }

    @Test func pickingACurrencyWithoutARateSaysSoAndStaysOpen() {
        let (presenter, results) = makePicker()
        var states: [PickerState] = []
        let subscription = presenter.viewModel.states.collect(into: { states.append($0) })
        presenter.viewModel.send(.search("ae"))
        presenter.viewModel.send(.chooseSelected)
        presenter.viewModel.send(.search("a"))
        #expect(states.count == 4)
        #expect(states[1].query == "ae")
        #expect(states[1].rows.map(\.detail) == ["AED"])
        #expect(states[1].refusal == nil)
        var refused = states[1]
        refused.refusal = "No rate available for AED."
        #expect(states[2] == refused, "only the refusal changes")
        #expect(states[3].refusal == nil, "a new search clears the refusal")
        #expect(results().isEmpty)
        withExtendedLifetime(subscription) {}
    }

    @Test func pickingOrCancellingIsTheResultAndOnlyTheFirstCounts() {
        let (presenter, results) = makePicker()
        presenter.viewModel.send(.search("usd"))
        presenter.viewModel.send(.choose(index: 0))
        presenter.viewModel.send(.choose(index: 7))
        presenter.viewModel.send(.cancel)
        #expect(results() == [.picked(Currency(code: "USD", name: "US Dollar", hasECBRate: true))])

        let (cancelled, cancelResults) = makePicker()
        cancelled.viewModel.send(.viewDidLoad)
        cancelled.viewModel.send(.cancel)
        cancelled.viewModel.send(.chooseSelected)
        #expect(cancelResults() == [.cancelled])
    }
}
