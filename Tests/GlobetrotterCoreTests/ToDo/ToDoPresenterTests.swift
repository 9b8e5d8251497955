import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The To-Do page over the real interactor and stores (in memory), recording
/// its calls: every state it publishes, in order.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ToDoPresenterTests {
    private let interactor = RecordingToDoInteractor()
    private static let baltic = Trip(id: 7, name: "Baltic Coast")
    private static let alps = Trip(id: 9, name: "  ")

    /// The page as built, before it has loaded.
    private static var initial: ToDoState {
        var state = ToDoState()
        state.labels.placeholder = "Add an item"
        state.labels.completedTitle = "Completed"
        state.labels.clearCompleted = "Clear Completed"
        state.labels.delete = "Delete Item"
        state.labels.moveUp = "Move Up"
        state.labels.moveDown = "Move Down"
        state.labels.filter = "Show items of"
        state.labels.emptyTitle = "Nothing to Do"
        state.labels.emptyDescription = "Type what needs doing above and press Enter."
        return state
    }

    private static func openRow(_ id: Int64, _ text: String, trip: String? = nil) -> ToDoRow {
        ToDoRow(
            id: id, text: text, isDone: false, isStruckThrough: false, detail: trip,
            toggleLabel: "Mark “\(text)” as done")
    }

    private static func doneRow(_ id: Int64, _ text: String, trip: String? = nil) -> ToDoRow {
        ToDoRow(
            id: id, text: text, isDone: true, isStruckThrough: true, detail: trip,
            toggleLabel: "Mark “\(text)” as not done")
    }

    private static let allOnly = [ToDoFilterChoice(filter: .all, title: "All")]

    /// Loads the page, recording from before: `states[0]` is the page as built, `states[1]` loaded.
    private func loadedPage() async -> (ToDoPresenter, Recording) {
        let presenter = ToDoPresenter(interactor: interactor)
        let recording = Recording(presenter.viewModel)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        return (presenter, recording)
    }

    @MainActor
    final class Recording {
        private(set) var states: [ToDoState] = []
        private var subscription: AnyCancellable?
        init(_ viewModel: ViewModel<ToDoState, ToDoAction>) {
            subscription = viewModel.states.collect { [weak self] in self?.states.append($0) }
        }
    }

    @Test func loadingShowsOpenItemsThenCompletedOnesWithTheCount() async {
        await interactor.seed(["Passport", "Sunscreen", "Charger"], done: ["Sunscreen"])
        let (presenter, recording) = await loadedPage()
        var loaded = Self.initial
        loaded.openRows = [Self.openRow(1, "Passport"), Self.openRow(3, "Charger")]
        loaded.completedRows = [Self.doneRow(2, "Sunscreen")]
        loaded.filters = Self.allOnly
        loaded.counts = "1 of 3 done"
        loaded.canClearCompleted = true
        loaded.isContentShown = true
        #expect(recording.states == [Self.initial, loaded])
        #expect(loaded.rows.map(\.text) == ["Passport", "Charger", "Sunscreen"])
        #expect(await interactor.calls == ["trips", "items"])
        withExtendedLifetime(presenter) {}
    }

    @Test func anEmptyListHasNoCount() async {
        let (presenter, recording) = await loadedPage()
        var loaded = Self.initial
        loaded.filters = Self.allOnly
        loaded.isContentShown = true
        #expect(recording.states == [Self.initial, loaded])
        withExtendedLifetime(presenter) {}
    }

    @Test func addingTrimsTheTextPutsTheItemAtTheEndAndEmptiesTheEntry() async {
        await interactor.seed(["Passport"])
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.add("  Sunscreen \n"))
        await presenter.settled()
        var added = recording.states[1]
        added.openRows = [Self.openRow(1, "Passport"), Self.openRow(2, "Sunscreen")]
        added.counts = "0 of 2 done"
        added.entryResets = 1
        #expect(recording.states.dropFirst(2).first == added)
        #expect(recording.states.count == 3)
        #expect(await interactor.stored.map(\.text) == ["Passport", "Sunscreen"])
        withExtendedLifetime(presenter) {}
    }

    @Test func blankTextIsRefusedWithAReasonAndNothingIsStored() async {
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.add(""))
        presenter.viewModel.send(.add(" \t "))
        await presenter.settled()
        var refused = recording.states[1]
        refused.refusal = "Type what needs doing first."
        #expect(recording.states.count == 3, "the second refusal is the same state")
        #expect(recording.states[2] == refused)
        #expect(await interactor.calls == ["trips", "items"])

        presenter.viewModel.send(.add("Maps"))
        await presenter.settled()
        var added = refused
        added.refusal = nil
        added.entryResets = 1
        added.openRows = [Self.openRow(1, "Maps")]
        added.counts = "0 of 1 done"
        #expect(recording.states.dropFirst(3) == [added])
        withExtendedLifetime(presenter) {}
    }

    /// The refusal answers one Enter: whatever the person does next (tick,
    /// delete, move, rename, filter, undo, clear, or type in the entry) takes it away.
    @Test(arguments: [
        ToDoAction.toggle(id: 1), .delete(id: 1), .moveItem(id: 2, offset: -1), .rename(id: 1, text: "Maps"),
        .selectFilter(.unassigned), .clearCompleted, .editEntry, .reload,
    ])
    func theRefusalGoesWithTheNextAction(_ next: ToDoAction) async {
        await interactor.seed(["Passport", "Sunscreen"])
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.add("  "))
        await presenter.settled()
        #expect(presenter.state.refusal == "Type what needs doing first.")
        presenter.viewModel.send(next)
        await presenter.settled()
        #expect(presenter.state.refusal == nil, "after \(next)")
        #expect(recording.states.last?.refusal == nil)
        withExtendedLifetime(presenter) {}
    }

    /// Undo, too: the refusal came after the delete it undoes.
    @Test func theRefusalGoesWithAnUndo() async {
        await interactor.seed(["Passport"])
        let (presenter, _) = await loadedPage()
        presenter.viewModel.send(.delete(id: 1))
        presenter.viewModel.send(.add(""))
        await presenter.settled()
        #expect(presenter.state.refusal != nil)
        presenter.viewModel.send(.undo)
        await presenter.settled()
        #expect(presenter.state.refusal == nil)
        #expect(presenter.state.openRows.map(\.text) == ["Passport"])
        withExtendedLifetime(presenter) {}
    }

    @Test func tickingMovesAnItemToCompletedAndUntickingBringsItBack() async {
        await interactor.seed(["Passport", "Sunscreen", "Charger"])
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.toggle(id: 2))
        await presenter.settled()
        var ticked = recording.states[1]
        ticked.openRows = [Self.openRow(1, "Passport"), Self.openRow(3, "Charger")]
        ticked.completedRows = [Self.doneRow(2, "Sunscreen")]
        ticked.counts = "1 of 3 done"
        ticked.canClearCompleted = true

        presenter.viewModel.send(.toggle(id: 2))
        await presenter.settled()
        #expect(recording.states.dropFirst(2) == [ticked, recording.states[1]])
        #expect(await interactor.calls.filter { $0.hasPrefix("setDone") } == ["setDone 2 true", "setDone 2 false"])
        withExtendedLifetime(presenter) {}
    }

    /// The id of the toast the page shows last, checked to be one made after
    /// `before` (a new showing, not the earlier toast again); 0 when there is none.
    private static func newToastID(in states: [ToDoState], after before: Int) -> Int {
        let id = states.last?.toast?.id ?? 0
        #expect(id > before, "a toast shown anew")
        return id
    }

    @Test func renamingTrimsAndABlankNameKeepsTheText() async {
        await interactor.seed(["Pasport"])
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.rename(id: 1, text: " Passport "))
        await presenter.settled()
        var renamed = recording.states[1]
        renamed.openRows = [Self.openRow(1, "Passport")]

        let beforeBlank = Occurrence.next()
        presenter.viewModel.send(.rename(id: 1, text: "   "))
        await presenter.settled()
        var kept = renamed
        kept.toast = Toast(
            id: Self.newToastID(in: recording.states, after: beforeBlank),
            text: "An item needs some text: “Passport” was kept.")
        // The same text again writes nothing and shows nothing new.
        presenter.viewModel.send(.rename(id: 1, text: "Passport"))
        await presenter.settled()
        #expect(recording.states.dropFirst(2) == [renamed, kept])
        #expect(await interactor.calls.filter { $0.hasPrefix("rename") } == ["rename 1 Passport"])
        withExtendedLifetime(presenter) {}
    }

    /// A toast is one line: a long item's name is shortened there (the row
    /// keeps it whole), also when a blank rename keeps it.
    @Test func aToastQuotesALongItemShortened() async {
        let long = "Sunscreen, factor 50, the big bottle from the pharmacy"
        await interactor.seed([long])
        let (presenter, _) = await loadedPage()
        presenter.viewModel.send(.rename(id: 1, text: " "))
        await presenter.workFinished()
        #expect(presenter.state.toast?.text == "An item needs some text: “Sunscreen, factor 50, the big…” was kept.")
        presenter.viewModel.send(.delete(id: 1))
        await presenter.workFinished()
        #expect(presenter.state.toast?.text == "“Sunscreen, factor 50, the big…” deleted")
        withExtendedLifetime(presenter) {}
    }

    @Test func deletingOffersUndoAndUndoPutsTheItemBackInItsPlace() async {
        await interactor.seed(["Passport", "Sunscreen", "Charger"])
        let (presenter, recording) = await loadedPage()
        let before = Occurrence.next()
        presenter.viewModel.send(.delete(id: 2))
        await presenter.settled()
        var deleted = recording.states[1]
        deleted.openRows = [Self.openRow(1, "Passport"), Self.openRow(3, "Charger")]
        deleted.counts = "0 of 2 done"
        deleted.toast = Toast(
            id: Self.newToastID(in: recording.states, after: before), text: "“Sunscreen” deleted", actionLabel: "Undo")

        presenter.viewModel.send(.undo)
        await presenter.settled()
        var restored = recording.states[1]
        restored.toast = deleted.toast
        // A second Undo has nothing left to undo.
        presenter.viewModel.send(.undo)
        await presenter.settled()
        #expect(recording.states.dropFirst(2) == [deleted, restored])
        #expect(await interactor.stored.map(\.text) == ["Passport", "Sunscreen", "Charger"])
        withExtendedLifetime(presenter) {}
    }

    @Test func clearingCompletedOffersUndo() async {
        await interactor.seed(["Passport", "Sunscreen", "Charger", "Maps"], done: ["Sunscreen", "Maps"])
        let (presenter, recording) = await loadedPage()
        let before = Occurrence.next()
        presenter.viewModel.send(.clearCompleted)
        await presenter.settled()
        var cleared = recording.states[1]
        cleared.completedRows = []
        cleared.counts = "0 of 2 done"
        cleared.canClearCompleted = false
        cleared.toast = Toast(
            id: Self.newToastID(in: recording.states, after: before), text: "2 completed items cleared",
            actionLabel: "Undo")

        presenter.viewModel.send(.undo)
        await presenter.settled()
        var restored = recording.states[1]
        restored.toast = cleared.toast
        #expect(recording.states.dropFirst(2) == [cleared, restored])
        #expect(await interactor.stored.map(\.text) == ["Passport", "Sunscreen", "Charger", "Maps"])
        withExtendedLifetime(presenter) {}
    }

    @Test func reorderingByKeyboardAndByDragAmongTheOpenItems() async {
        await interactor.seed(["A", "B", "C", "D"], done: ["C"])
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.moveItem(id: 1, offset: 1))
        await presenter.settled()
        var down = recording.states[1]
        down.openRows = [Self.openRow(2, "B"), Self.openRow(1, "A"), Self.openRow(4, "D")]

        presenter.viewModel.send(.moveItemTo(id: 4, index: 0))
        await presenter.settled()
        var dragged = down
        dragged.openRows = [Self.openRow(4, "D"), Self.openRow(2, "B"), Self.openRow(1, "A")]

        // Past either end, and a done item: nothing moves, nothing is written.
        presenter.viewModel.send(.moveItem(id: 4, offset: -1))
        presenter.viewModel.send(.moveItem(id: 3, offset: 1))
        await presenter.settled()
        #expect(recording.states.dropFirst(2) == [down, dragged])
        #expect(await interactor.calls.filter { $0.hasPrefix("move") } == ["move 1 to 1", "move 4 to 0"])
        withExtendedLifetime(presenter) {}
    }

    @Test func filteringByTripShowsItsItemsAndAddsToIt() async {
        await interactor.setTrips([Self.baltic, Self.alps])
        await interactor.seed(["Swimsuit"], trip: 7)
        await interactor.seed(["Passport"])
        let (presenter, recording) = await loadedPage()
        var all = Self.initial
        all.openRows = [Self.openRow(1, "Swimsuit", trip: "Baltic Coast"), Self.openRow(2, "Passport")]
        // The trips in the store's order: the newest first.
        all.filters = [
            ToDoFilterChoice(filter: .all, title: "All"), ToDoFilterChoice(filter: .trip(9), title: "Untitled Trip"),
            ToDoFilterChoice(filter: .trip(7), title: "Baltic Coast"),
        ]
        all.counts = "0 of 2 done"
        all.isContentShown = true

        presenter.viewModel.send(.selectFilter(.trip(7)))
        await presenter.settled()
        var baltic = all
        baltic.selectedFilter = .trip(7)
        baltic.openRows = [Self.openRow(1, "Swimsuit")]
        baltic.counts = "0 of 1 done"

        presenter.viewModel.send(.add("Towel"))
        await presenter.settled()
        var added = baltic
        added.openRows = [Self.openRow(1, "Swimsuit"), Self.openRow(3, "Towel")]
        added.counts = "0 of 2 done"
        added.entryResets = 1

        presenter.viewModel.send(.selectFilter(.all))
        await presenter.settled()
        var allAgain = all
        allAgain.openRows.append(Self.openRow(3, "Towel", trip: "Baltic Coast"))
        allAgain.counts = "0 of 3 done"
        allAgain.entryResets = 1
        #expect(recording.states == [Self.initial, all, baltic, added, allAgain])
        #expect(await interactor.stored.last?.tripID == 7)
        withExtendedLifetime(presenter) {}
    }

    @Test func aDeletedTripsFilterFallsBackToAllOnReload() async {
        await interactor.setTrips([Self.baltic])
        await interactor.seed(["Swimsuit"], trip: 7)
        let (presenter, recording) = await loadedPage()
        presenter.viewModel.send(.selectFilter(.trip(7)))
        await presenter.settled()
        await interactor.setTrips([])
        presenter.viewModel.send(.reload)
        await presenter.settled()
        #expect(recording.states.count == 4)
        #expect(presenter.state.selectedFilter == .all)
        #expect(presenter.state.filters == Self.allOnly)
        #expect(presenter.state.openRows == [Self.openRow(1, "Swimsuit")])
        withExtendedLifetime(presenter) {}
    }

    @Test func aDatabaseFailureShowsAProblemUntilAChangeSucceeds() async {
        await interactor.seed(["Passport"])
        await interactor.breaks(true)
        let (presenter, recording) = await loadedPage()
        var unreadable = Self.initial
        unreadable.problem = "Your to-do list could not be read."
        unreadable.isContentShown = true

        await interactor.breaks(false)
        presenter.viewModel.send(.reload)
        await presenter.settled()
        var loaded = Self.initial
        loaded.openRows = [Self.openRow(1, "Passport")]
        loaded.filters = Self.allOnly
        loaded.counts = "0 of 1 done"
        loaded.isContentShown = true

        await interactor.breaks(true)
        presenter.viewModel.send(.add("Maps"))
        await presenter.settled()
        var unsaved = loaded
        unsaved.problem = "The item could not be added."
        #expect(recording.states == [Self.initial, unreadable, loaded, unsaved])
        withExtendedLifetime(presenter) {}
    }
}

@Suite(.timeLimit(.minutes(1))) struct TripChecklistTests {
    @Test func aTripsChecklistCountsItsDoneItems() {
        let items = (1...7).map {
            ToDoItem(id: Int64($0), text: "Item \($0)", isDone: $0 <= 3, position: $0, tripID: 7)
        }
        let checklist = TripChecklist(items: items)
        #expect(checklist.countsText == "3 of 7 done")
        #expect(checklist.counts == ToDoCounts(done: 3, total: 7))
        #expect(checklist.openRows.map(\.text) == ["Item 4", "Item 5", "Item 6", "Item 7"])
        #expect(checklist.completedRows.allSatisfy { $0.isStruckThrough })
        #expect(checklist.title == "Checklist")
        #expect(TripChecklist(items: []).countsText == nil)
        #expect(TripChecklist(items: [items[0]]).countsText == "1 of 1 done")
    }

    @Test func deletingATripWithItemsAsksWhatToDoWithThem() throws {
        let trip = Trip(id: 7, name: "Baltic Coast")
        #expect(TripItemsQuestion(trip: trip, itemCount: 0) == nil)
        let one = try #require(TripItemsQuestion(trip: trip, itemCount: 1))
        #expect(one.heading == "Delete “Baltic Coast”?")
        #expect(one.body == "The trip has 1 to-do item. Keep it on the To-Do page, or delete it with the trip?")
        #expect(one.keepLabel == "_Keep Item")
        let many = try #require(TripItemsQuestion(trip: trip, itemCount: 4))
        #expect(many.body == "The trip has 4 to-do items. Keep them on the To-Do page, or delete them with the trip?")
        #expect(many.deleteLabel == "_Delete Items")
        #expect(many.cancelLabel == "_Cancel")
    }
}
