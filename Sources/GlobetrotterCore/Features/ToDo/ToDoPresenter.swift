import Foundation

/// The To-Do page: an entry adds an item at the end, a check box moves it to
/// "Completed", deleting and "Clear Completed" offer Undo, items are
/// reordered by drag and drop or keyboard, and a filter shows one trip's items.
///
/// Every change is written (one committed transaction each, in the order
/// made) and then the list is read again, so what the page shows is what
/// is stored; each action publishes one state.
@MainActor
public final class ToDoPresenter: Presenter<ToDoState, ToDoAction, ToDoRoute> {
    typealias Change = (inout ToDoState) -> Void

    private let interactor: any ToDoInteracting
    private var items: [ToDoItem] = []
    private var trips: [Trip] = []
    private var tripsRead = false
    private var filter: ToDoFilter = .all
    /// What the toast's Undo puts back: the last deleted or cleared items.
    private var undoable: [ToDoItem]?
    private var lastWrite: Task<Void, Never>?

    public init(interactor: any ToDoInteracting) {
        self.interactor = interactor
        super.init(initial: ToDoState())
    }

    public override func handle(_ action: ToDoAction) {
        switch action {
        case .viewDidLoad, .reload:
            sequence(failure: tr("Your to-do list could not be read."), readTrips: true) { _ in { _ in } }
        case .add(let text): add(text)
        case .editEntry:
            // After the refusal it may answer, if that has not landed yet.
            afterEarlierWrites { $0.refusal = nil }
        case .toggle(let id): toggle(id)
        case .rename(let id, let text): rename(id, to: text)
        case .delete(let id): delete(id)
        case .undo: undo()
        case .moveItem(let id, let offset): move(id) { $0 + offset }
        case .moveItemTo(let id, let index): move(id) { _ in index }
        case .clearCompleted: clearCompleted()
        case .selectFilter(let filter): select(filter)
        }
    }

    private func add(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            // After the adds before it, which clear the reason when they land.
            afterEarlierWrites { $0.refusal = ToDoWording.blankRefusal }
            return
        }
        sequence(failure: tr("The item could not be added.")) { presenter in
            let tripID: Int64? = if case .trip(let id) = presenter.filter { id } else { nil }
            _ = try await presenter.interactor.add(trimmed, tripID: tripID)
            return { $0.entryResets += 1 }
        }
    }

    private func toggle(_ id: Int64) {
        sequence(failure: tr("The item could not be saved.")) { presenter in
            guard let item = presenter.items.first(where: { $0.id == id }) else { return { _ in } }
            try await presenter.interactor.setDone(id: id, !item.isDone)
            return { _ in }
        }
    }

    private func rename(_ id: Int64, to text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        sequence(failure: tr("The item could not be saved.")) { presenter in
            guard let item = presenter.items.first(where: { $0.id == id }), item.text != trimmed else {
                return { _ in }
            }
            guard !trimmed.isEmpty else {
                // Nothing stored: the row shows its text again.
                let message = tr("An item needs some text: “{item}” was kept.", ["item": QuotedName.short(item.text)])
                return { presenter.toast(message, in: &$0) }
            }
            try await presenter.interactor.rename(id: id, to: trimmed)
            return { _ in }
        }
    }

    private func delete(_ id: Int64) {
        sequence(failure: tr("The item could not be deleted.")) { presenter in
            guard let deleted = try await presenter.interactor.delete(id: id) else { return { _ in } }
            presenter.undoable = [deleted]
            let message = tr("“{item}” deleted", ["item": QuotedName.short(deleted.text)])
            return { presenter.toast(message, undo: true, in: &$0) }
        }
    }

    private func clearCompleted() {
        sequence(failure: tr("The completed items could not be cleared.")) { presenter in
            let cleared = try await presenter.interactor.clearCompleted(presenter.filter)
            guard !cleared.isEmpty else { return { _ in } }
            presenter.undoable = cleared
            let message = ntr("{count} completed item cleared", "{count} completed items cleared", cleared.count)
            return { presenter.toast(message, undo: true, in: &$0) }
        }
    }

    private func undo() {
        guard let items = undoable else { return }
        undoable = nil
        sequence(failure: tr("The items could not be restored.")) { presenter in
            try await presenter.interactor.restore(items)
            return { _ in }
        }
    }

    /// Moves an open item to the index `target` computes from where it is now (clamped).
    private func move(_ id: Int64, to target: @escaping (Int) -> Int) {
        sequence(failure: tr("The item could not be moved.")) { presenter in
            let open = presenter.items.filter { !$0.isDone }
            guard let index = open.firstIndex(where: { $0.id == id }) else { return { _ in } }
            let destination = max(0, min(target(index), open.count - 1))
            guard destination != index else { return { _ in } }
            try await presenter.interactor.move(id: id, to: destination, in: presenter.filter)
            return { _ in }
        }
    }

    private func select(_ filter: ToDoFilter) {
        sequence(failure: tr("Your to-do list could not be read.")) { presenter in
            presenter.filter = filter
            return { _ in }
        }
    }

    /// Runs `body` after every earlier write (a cancelled task would still
    /// finish its write, so writes are chained, not replaced), reads the list
    /// again and publishes it with the state change `body` returned, once.
    private func sequence(
        failure: String, readTrips: Bool = false,
        _ body: @escaping @MainActor (ToDoPresenter) async throws -> Change
    ) {
        let previous = lastWrite
        let task = Task { [weak self] in
            await previous?.value
            guard let self else { return }
            do {
                let change = try await body(self)
                if readTrips || !self.tripsRead {
                    self.trips = try await self.interactor.trips()
                    self.tripsRead = true
                }
                if case .trip(let id) = self.filter, !self.trips.contains(where: { $0.id == id }) {
                    self.filter = .all
                }
                self.items = try await self.interactor.items(self.filter)
                self.show(change)
            } catch {
                self.update {
                    $0.problem = failure
                    $0.isContentShown = true
                }
            }
        }
        lastWrite = task
        run("write") { await task.value }
    }

    /// Changes the state once every earlier write has landed, reading nothing.
    private func afterEarlierWrites(_ change: @escaping Change) {
        let previous = lastWrite
        let task = Task { [weak self] in
            await previous?.value
            self?.update(change)
        }
        lastWrite = task
        run("write") { await task.value }
    }

    private func show(_ change: Change) {
        let names = Dictionary(trips.map { ($0.id, ToDoWording.tripName($0)) }) { first, _ in first }
        let filter = filter
        let (open, completed) = ToDoWording.rows(items) { item in
            filter == .all ? item.tripID.flatMap { names[$0] } : nil
        }
        update {
            $0.openRows = open
            $0.completedRows = completed
            $0.selectedFilter = filter
            $0.filters =
                [ToDoFilterChoice(filter: .all, title: tr("All"))]
                + trips.map { ToDoFilterChoice(filter: .trip($0.id), title: names[$0.id] ?? "") }
            $0.counts = ToDoWording.counts(ToDoWording.counts(of: items))
            $0.canClearCompleted = !completed.isEmpty
            $0.problem = nil
            // A refusal answers the Enter before: the next action takes it away.
            $0.refusal = nil
            $0.isContentShown = true
            change(&$0)
        }
    }

    private func toast(_ message: String, undo: Bool = false, in state: inout ToDoState) {
        state.toast = Toast(text: message, actionLabel: undo ? tr("Undo") : nil)
    }
}
