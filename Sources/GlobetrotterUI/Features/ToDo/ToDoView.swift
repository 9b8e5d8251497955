import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The To-Do page: an entry that adds an item with Enter (and says why a
/// blank one is refused), a filter by trip and the counts, the open items
/// (reordered by dragging or Alt+Up/Alt+Down), and "Completed" with "Clear
/// Completed". Space ticks the focused item, Delete deletes it; deleting
/// offers Undo in a toast.
@MainActor
final class ToDoView: ModuleView {
    let root: Box
    let entry: Entry
    let refusal = Label()
    let filter = DropDown()
    let counts = Label()
    let openList: ListView
    let completedList: ListView
    let clearCompleted: Button
    private let completedSection: Box
    private let problem = Label()
    private let content = Stack(transition: .crossfade)
    let scroller: ScrolledWindow
    private let empty: StatusPage
    private(set) var openRows: [ToDoRow] = []
    private(set) var completedRows: [ToDoRow] = []
    private var filters: [ToDoFilterChoice] = []
    private var subscriptions: Set<AnyCancellable> = []
    private var send: (ToDoAction) -> Void = { _ in }

    init(labels: ToDoLabels) {
        entry = Entry(placeholder: labels.placeholder)
        entry.expand(horizontally: true, vertically: false)
        refusal.wraps = true
        refusal.setAlignment(x: 0)
        refusal.addCSSClass("picker-refusal")
        refusal.isVisible = false
        problem.wraps = true
        problem.setAlignment(x: 0)
        problem.addCSSClass("error")
        problem.isVisible = false
        let filterLabel = Label(labels.filter)
        filterLabel.addCSSClass("dim-label")
        filter.setSpokenName(labels.filter)
        counts.addCSSClass("dim-label")
        counts.addCSSClass("numeric")
        counts.expand(horizontally: true, vertically: false)
        counts.setAlignment(x: 1)
        let filterBar = Box(.horizontal, spacing: 6, [filterLabel, filter, counts])
        var openProvider: () -> [ToDoRow] = { [] }
        var completedProvider: () -> [ToDoRow] = { [] }
        var sendProvider: (ToDoAction) -> Void = { _ in }
        openList = ListView { ToDoRowView(rows: { openProvider() }, labels: labels, send: { sendProvider($0) }) }
        completedList = ListView {
            ToDoRowView(rows: { completedProvider() }, labels: labels, send: { sendProvider($0) })
        }
        for list in [openList, completedList] {
            list.addCSSClass("boxed-list")
            list.addCSSClass("todo-list")
            list.addCSSClass("card")
        }
        let completedTitle = Label(labels.completedTitle)
        completedTitle.addCSSClass("heading")
        completedTitle.setAlignment(x: 0)
        completedTitle.expand(horizontally: true, vertically: false)
        clearCompleted = Button(label: labels.clearCompleted)
        clearCompleted.addCSSClass("flat")
        let completedHeader = Box(.horizontal, spacing: 6, [completedTitle, clearCompleted])
        completedSection = Box(.vertical, spacing: 12, [completedHeader, completedList])
        completedSection.isVisible = false
        let lists = Box(.vertical, spacing: 24, [openList, completedSection])
        lists.margins(top: 0, bottom: 12, start: 12, end: 12)
        scroller = ScrolledWindow(Clamp(lists, maximumWidth: 720))
        content.addNamed(scroller, name: "list")
        empty = StatusPage(
            iconName: "object-select-symbolic", title: labels.emptyTitle, description: labels.emptyDescription)
        content.addNamed(empty, name: "empty")
        content.expand()
        let top = Box(.vertical, spacing: 12, [entry, refusal, problem, filterBar])
        top.margins(12)
        root = Box(.vertical, [Clamp(top, maximumWidth: 720), content])
        openProvider = { [weak self] in self?.openRows ?? [] }
        completedProvider = { [weak self] in self?.completedRows ?? [] }
        sendProvider = { [weak self] in self?.send($0) }
        // Shown, the first time or switched to again: what is typed goes into
        // the entry (otherwise the header's first button has the focus).
        root.onMap { [entry] in entry.grabFocusWithoutSelecting() }
    }

    func bind(to viewModel: ViewModel<ToDoState, ToDoAction>) {
        send = { [weak viewModel] in viewModel?.send($0) }
        let send = send
        entry.onActivate { [entry] in send(.add(entry.text)) }
        entry.onChanged { _ in send(.editEntry) }
        clearCompleted.onClicked { send(.clearCompleted) }
        filter.onSelectionChanged { [weak self] index in
            guard let self, let index, self.filters.indices.contains(index) else { return }
            let chosen = self.filters[index].filter
            if chosen != viewModel.state.selectedFilter { send(.selectFilter(chosen)) }
        }
        // Alt+Up/Alt+Down move the focused item, Space ticks it, Delete deletes it;
        // not while its text is being edited.
        for list in [openList, completedList] {
            KeyController(attachedTo: list).onKeyPressed { [weak self] key, withAlt in
                guard let row = self?.focusedRow, let item = row.shown, !row.text.isEditing else { return false }
                switch (key, withAlt) {
                case ("Up", true), ("KP_Up", true): send(.moveItem(id: item.id, offset: -1))
                case ("Down", true), ("KP_Down", true): send(.moveItem(id: item.id, offset: 1))
                case ("space", false), ("KP_Space", false): send(.toggle(id: item.id))
                case ("Delete", false), ("KP_Delete", false): send(.delete(id: item.id))
                default: return false
                }
                return true
            }
        }
        viewModel.field(\.refusal).sink { [refusal] text in
            refusal.text = text ?? ""
            refusal.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.problem).sink { [problem] text in
            problem.text = text ?? ""
            problem.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.entryResets).dropFirst().sink { [weak self] _ in
            self?.entry.text = ""
            self?.revealLastOpenRow()
        }.store(in: &subscriptions)
        viewModel.field(\.counts).sink { [counts] in counts.text = $0 ?? "" }.store(in: &subscriptions)
        viewModel.field(\.canClearCompleted).sink { [clearCompleted] in clearCompleted.isSensitive = $0 }
            .store(in: &subscriptions)
        viewModel.states.map { ($0.filters, $0.selectedFilter) }.removeDuplicates { $0.0 == $1.0 && $0.1 == $1.1 }
            .sink { [weak self] filters, selected in self?.showFilters(filters, selected: selected) }
            .store(in: &subscriptions)
        viewModel.states.map(Shown.init).removeDuplicates()
            .sink { [weak self] in self?.render($0.open, $0.completed, isLoaded: $0.isLoaded) }
            .store(in: &subscriptions)
        let toasts = PageToasts { send(.undo) }
        viewModel.field(\.toast).compactMap { $0 }.sink { [root] in toasts.show($0, from: root) }
            .store(in: &subscriptions)
    }

    /// What the lists show.
    private struct Shown: Equatable {
        let open: [ToDoRow]
        let completed: [ToDoRow]
        let isLoaded: Bool
        init(_ state: ToDoState) {
            open = state.openRows
            completed = state.completedRows
            isLoaded = state.isContentShown
        }
    }

    /// Calls `handler` once the list or the empty state has faded in.
    func whenSettled(_ handler: @escaping @MainActor () -> Void) { content.whenTransitionFinished(handler) }

    /// The row showing item `id`, if it is on screen.
    func row(for id: Int64) -> ToDoRowView? {
        allRows.first { $0.shown?.id == id }
    }

    private var allRows: [ToDoRowView] {
        (openList.boundRows + completedList.boundRows).compactMap { $0.row as? ToDoRowView }
    }

    private var focusedRow: ToDoRowView? { allRows.first { $0.hasFocus } }

    /// An added item goes at the end of the open ones, perhaps below the
    /// fold: once its row is drawn, the list scrolls to show it.
    private func revealLastOpenRow() {
        openList.onNextFrame { [weak self] in
            guard let self, let id = self.openRows.last?.id, let row = self.row(for: id) else { return }
            // With the list's rounded bottom edge, when it is the last row.
            self.scroller.scrollToShow(row.widget, margin: 12)
        }
    }

    private func showFilters(_ filters: [ToDoFilterChoice], selected: ToDoFilter) {
        if filters.map(\.title) != self.filters.map(\.title) {
            self.filters = []  // no selection is sent while the choices change
            filter.setOptions(filters.map(\.title))
        }
        self.filters = filters
        filter.selectedIndex = filters.firstIndex { $0.filter == selected }
        filter.isSensitive = filters.count > 1
    }

    private func render(_ open: [ToDoRow], _ completed: [ToDoRow], isLoaded: Bool) {
        // The item whose row has the keyboard focus keeps it when it moves.
        let focused = focusedRow?.shown?.id
        let focusedPlace = (openRows + completedRows).firstIndex { $0.id == focused }
        openRows = open
        completedRows = completed
        // The lists' items stand for positions: with as many items as before
        // (an edit, a move), only the rows on screen are bound again.
        for (list, rows) in [(openList, open), (completedList, completed)] {
            if list.count == rows.count {
                list.refreshVisibleRows()
            } else {
                list.reload(count: rows.count)
            }
        }
        openList.isVisible = !open.isEmpty
        completedSection.isVisible = !completed.isEmpty
        // Before the items are read, neither the list nor the invitation.
        content.visibleChildName = open.isEmpty && completed.isEmpty && isLoaded ? "empty" : "list"
        let all = open + completed
        if let focused, let index = all.firstIndex(where: { $0.id == focused }) {
            focusRow(at: index, openCount: open.count, id: focused)
        } else if focusedPlace != nil, all.isEmpty {
            entry.grabFocusWithoutSelecting()
        } else if let focusedPlace {
            // Its item deleted, the focus goes to the item now in its place
            // (or the last), not into a row taken off the screen, where keys
            // (Ctrl+Z) would go nowhere; to the entry once the list is empty.
            let index = min(focusedPlace, all.count - 1)
            focusRow(at: index, openCount: open.count, id: all[index].id)
        }
    }

    /// Puts the focus on the row of item `id`, at `index` of the open then completed items.
    private func focusRow(at index: Int, openCount: Int, id: Int64) {
        let list = index < openCount ? openList : completedList
        list.scrollTo(index < openCount ? index : index - openCount)
        MainContext.idle { [weak self] in self?.row(for: id)?.focus() }
    }
}
