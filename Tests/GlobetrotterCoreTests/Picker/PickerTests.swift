import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The picker's window as its coordinator sees it: a real presenter per picker.
@MainActor
private final class PickerWindows: PickerScreens {
    private(set) var events: [String] = []
    private(set) var shown: PickerPresenter<String>?

    func presentPicker<Item: Sendable>(_ content: PickerContent<Item>) -> AnyPublisher<PickerResult<Item>, Never> {
        events.append("present \(content.title)")
        let presenter = PickerPresenter(content: content)
        shown = presenter as? PickerPresenter<String>
        presenter.viewModel.send(.viewDidLoad)
        return presenter.routes
    }

    func dismissPicker() { events.append("dismiss") }
}

@MainActor
private final class ParentCoordinator: Coordinator<Void> {}

/// The one searchable picker, over plain strings: what it finds and in which
/// order (`PickerIndex`), and how it is driven (`PickerPresenter`) — the
/// keyboard, a choice, a refusal, the cancel, the empty states. The country
/// and currency contents have their own suites.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PickerTests {
    /// A choice per (code, name), in the order an empty search lists them.
    private func content(
        _ entries: [(code: String, name: String)], current: String? = nil, refused: [String: String] = [:],
        unavailable: String? = nil
    ) -> PickerContent<String> {
        PickerContent(
            title: "Choose Place", searchPlaceholder: "Search",
            choices: entries.map { code, name in
                PickerContent<String>.Choice(
                    item: code, row: PickerRow(symbol: "", title: name, detail: code, isCurrent: code == current),
                    keys: PickerIndex.Keys(codes: [code], names: [name]), refusal: refused[code])
            },
            noMatch: { "Nothing matches “\($0)”." }, unavailable: unavailable)
    }

    private let places = [
        (code: "AU", name: "Australia"), (code: "BY", name: "Belarus"), (code: "UM", name: "US Minor Outlying Islands"),
        (code: "US", name: "United States"), (code: "VI", name: "Virgin Islands, US"), (code: "CH", name: "Zürich"),
        (code: "CI", name: "Côte d'Ivoire"),
    ]

    private func codes(_ query: String) -> [String] {
        PickerIndex(content(places).choices.map(\.keys)).matches(query).map { places[$0].code }
    }

    private func makePicker(
        current: String? = nil, refused: [String: String] = [:], unavailable: String? = nil
    ) -> (PickerPresenter<String>, () -> [PickerResult<String>], () -> [PickerState]) {
        let presenter = PickerPresenter(
            content: content(places, current: current, refused: refused, unavailable: unavailable))
        var results: [PickerResult<String>] = []
        var states: [PickerState] = []
        let subscriptions = [
            presenter.routes.collect(into: { results.append($0) }),
            presenter.viewModel.states.collect(into: { states.append($0) }),
        ]
        return (
            presenter, { withExtendedLifetime(subscriptions) { results } },
            { withExtendedLifetime(subscriptions) { states } }
        )
    }

    // MARK: - PickerIndex

    @Test func anExactCodeComesFirstThenNamesStartingWithTheQueryThenAWordThenAnywhere() {
        #expect(codes("us") == ["US", "UM", "VI", "AU", "BY"])
        #expect(codes("un") == ["US"], "a name starting with it")
        #expect(codes("is") == ["UM", "VI"], "a word starting with it, in list order")
    }

    @Test func anEmptyOrBlankQueryListsEveryChoiceInOrder() {
        let all = places.map(\.code)
        #expect(codes("") == all)
        #expect(codes("   ") == all)
        #expect(codes("-") == all, "punctuation alone is no query")
    }

    @Test func caseAccentsAndPunctuationDoNotMatter() {
        #expect(codes("zur") == ["CH"])
        #expect(codes("ZÜRICH") == ["CH"])
        #expect(codes("cote d") == ["CI"])
        #expect(codes("cote-d'ivoire") == ["CI"])
        #expect(codes("ch") == ["CH"], "a code, whatever its case")
        #expect(codes("xyz") == [])
    }

    @Test func codesMatchOnlyWhole() {
        #expect(codes("u") == ["UM", "US", "VI", "AU", "BY", "CH"], "one letter of a code is no code")
        // Were codes matched by their start, CH and CI would both come first, in list order.
        #expect(codes("c") == ["CI", "CH"])
    }

    // MARK: - PickerPresenter

    @Test func openingListsEverythingAndSelectsTheCurrentChoice() {
        let (presenter, results, states) = makePicker(current: "US")
        #expect(states() == [PickerState(title: "Choose Place", searchPlaceholder: "Search")])
        #expect(!presenter.state.isContentShown, "nothing is listed before the view loads")
        presenter.viewModel.send(.viewDidLoad)
        #expect(states().count == 2)
        #expect(presenter.state.rows.map(\.detail) == places.map(\.code))
        #expect(presenter.state.selectedIndex == 3, "the current choice is selected (and scrolled to)")
        #expect(presenter.state.isContentShown)
        #expect(presenter.state.emptyMessage == nil)
        #expect(results().isEmpty)
    }

    @Test func searchingSelectsTheBestMatchAndEnterPicksIt() {
        let (presenter, results, states) = makePicker(current: "US")
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.search("is"))
        #expect(presenter.state.query == "is")
        #expect(presenter.state.rows.map(\.detail) == ["UM", "VI"])
        #expect(presenter.state.selectedIndex == 0, "while searching, the best match — not the current one")
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.chooseSelected)
        #expect(results() == [.picked("VI")])
        #expect(states().map(\.selectedIndex) == [nil, 3, 0, 1])
    }

    @Test func theKeyboardMovesTheSelectionWithinTheList() {
        let (presenter, results, _) = makePicker()
        var selections: [Int?] = []
        let recording = presenter.viewModel.field(\.selectedIndex).collect(into: { selections.append($0) })
        presenter.viewModel.send(.viewDidLoad)
        for offset in [1, 1, -5, 3, 100, -1, 10] { presenter.viewModel.send(.moveSelection(by: offset)) }
        #expect(selections == [nil, 0, 1, 2, 0, 3, 6, 5, 6], "clamped to the first and the last row")
        presenter.viewModel.send(.chooseSelected)
        #expect(results() == [.picked("CI")])
        withExtendedLifetime(recording) {}
    }

    @Test func withNothingListedTheKeysDoNothing() {
        let (presenter, results, states) = makePicker()
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.search("qqq"))
        let shown = states().count
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.chooseSelected)
        presenter.viewModel.send(.choose(index: 0))
        #expect(states().count == shown, "nothing changes")
        #expect(presenter.state.selectedIndex == nil)
        #expect(presenter.state.emptyMessage == "Nothing matches “qqq”.")
        #expect(results().isEmpty)
    }

    @Test func aNewSearchClearsTheNoMatchMessage() {
        let (presenter, _, _) = makePicker()
        presenter.viewModel.send(.search("qqq"))
        #expect(presenter.state.emptyMessage == "Nothing matches “qqq”.")
        #expect(presenter.state.rows.isEmpty)
        presenter.viewModel.send(.search("zur"))
        #expect(presenter.state.emptyMessage == nil)
        #expect(presenter.state.rows.map(\.title) == ["Zürich"])
    }

    @Test func aClickPicksThatRowOfTheFilteredList() {
        let (presenter, results, _) = makePicker()
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.search("us"))
        presenter.viewModel.send(.choose(index: 7))
        #expect(results().isEmpty, "a row past the list is ignored")
        presenter.viewModel.send(.choose(index: 2))
        #expect(results() == [.picked("VI")])
    }

    @Test func aRefusedChoiceSaysWhyAndThePickerStaysOpen() {
        let (presenter, results, states) = makePicker(refused: ["BY": "No rate for BY."])
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.choose(index: 1))
        #expect(results().isEmpty)
        #expect(presenter.state.refusal == "No rate for BY.")
        #expect(presenter.state.selectedIndex == 1, "the refused row is selected")
        presenter.viewModel.send(.search("bel"))
        #expect(presenter.state.refusal == nil, "the next search clears it")
        presenter.viewModel.send(.moveSelection(by: 0))
        presenter.viewModel.send(.chooseSelected)
        #expect(presenter.state.refusal == "No rate for BY.")
        presenter.viewModel.send(.search("aus"))
        presenter.viewModel.send(.chooseSelected)
        #expect(results() == [.picked("AU")], "another choice still closes it")
        #expect(states().map(\.refusal) == [nil, nil, "No rate for BY.", nil, "No rate for BY.", nil])
    }

    @Test func theResultIsRoutedExactlyOnce() {
        let (presenter, results, _) = makePicker()
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.chooseSelected)
        presenter.viewModel.send(.cancel)
        presenter.viewModel.send(.choose(index: 3))
        #expect(results() == [.picked("AU")], "a cancel or a choice after the choice is ignored")

        let (cancelled, cancelResults, _) = makePicker()
        cancelled.viewModel.send(.viewDidLoad)
        cancelled.viewModel.send(.cancel)
        cancelled.viewModel.send(.chooseSelected)
        cancelled.viewModel.send(.cancel)
        #expect(cancelResults() == [.cancelled])
    }

    @Test func closingTheWindowInReactionToTheChoiceCannotOvertakeIt() {
        let presenter = PickerPresenter(content: content(places))
        var results: [PickerResult<String>] = []
        // As the window does: closing it on a result reports a cancel, before the other subscribers hear the choice.
        let closing = presenter.routes.sink { [weak presenter] _ in presenter?.viewModel.send(.cancel) }
        let recording = presenter.routes.sink { results.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.choose(index: 5))
        #expect(results == [.picked("CH")])
        withExtendedLifetime((closing, recording)) {}
    }

    @Test func anUnavailableListSaysWhyAndCanOnlyBeCancelled() {
        let (presenter, results, _) = makePicker(unavailable: "The list cannot be read.")
        presenter.viewModel.send(.viewDidLoad)
        #expect(presenter.state.rows.isEmpty)
        #expect(presenter.state.emptyMessage == "The list cannot be read.")
        #expect(presenter.state.isContentShown, "the reason is the content")
        presenter.viewModel.send(.search("aus"))
        #expect(presenter.state.rows.isEmpty)
        #expect(presenter.state.emptyMessage == "The list cannot be read.", "searching does not hide why")
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.chooseSelected)
        #expect(results().isEmpty)
        presenter.viewModel.send(.cancel)
        #expect(results() == [.cancelled])
    }

    // MARK: - The picker as a ModalCoordinator

    @Test func theCoordinatorShowsThePickerAndClosesItOnItsFirstResult() throws {
        let windows = PickerWindows()
        let parent = ParentCoordinator()
        var results: [PickerResult<String>] = []
        let running = parent.coordinate(to: ModalCoordinator(picking: content(places), on: windows))
            .collect(into: { results.append($0) })
        #expect(windows.events == ["present Choose Place"])
        #expect(parent.childCoordinatorCount == 1, "the parent keeps the picker's coordinator while it runs")
        let picker = try #require(windows.shown)
        picker.viewModel.send(.search("zur"))
        picker.viewModel.send(.chooseSelected)
        #expect(results == [.picked("CH")])
        #expect(windows.events == ["present Choose Place", "dismiss"], "closed once, on the result")
        #expect(parent.childCoordinatorCount == 0, "released after its result")
        picker.viewModel.send(.cancel)
        #expect(results.count == 1)
        #expect(windows.events.count == 2)
        withExtendedLifetime(running) {}
    }

}
