import GlobetrotterCore
import GtkKit
import OpenCombine

/// The searchable picker's content: a focused search entry, why a choice
/// cannot be picked, and the list (or a status page). Enter picks the
/// selected row, Up/Down/Page Up/Page Down move, Escape cancels.
@MainActor
final class PickerView: ModuleView {
    let root: Widget
    let search: SearchEntry
    let list: ListView
    let refusal = Label()
    private let content = Stack(transition: .none)
    private let empty = StatusPage(iconName: "system-search-symbolic", title: tr("No Results"))
    private(set) var rows: [PickerRow] = []
    /// The state's selection, kept for new rows (which drop the list's).
    private var selectedIndex: Int?
    private var subscriptions: Set<AnyCancellable> = []

    /// - Parameter note: shown under the search entry instead of the refusal, for
    ///   a picker inside another screen (the waypoint editor's place list),
    ///   which lays it out in its own column.
    init(placeholder: String, note: Widget? = nil) {
        search = SearchEntry(placeholder: placeholder)
        var rowsProvider: () -> [PickerRow] = { [] }
        list = ListView { PickerRowView(rows: { rowsProvider() }) }
        list.activatesOnSingleClick = true
        list.addCSSClass("navigation-sidebar")
        search.setSearchDelay(milliseconds: 0)
        refusal.wraps = true
        refusal.setAlignment(x: 0)
        refusal.addCSSClass("picker-refusal")
        refusal.margins(top: 0, bottom: 6, start: 12, end: 12)
        refusal.isVisible = false
        content.addNamed(ScrolledWindow(list), name: "list")
        content.addNamed(empty, name: "empty")
        content.expand()
        if let note {
            root = Box(.vertical, spacing: 8, [search, note, content])
        } else {
            search.margins(top: 6, bottom: 6, start: 12, end: 12)
            root = Box(.vertical, [search, refusal, content])
        }
        rowsProvider = { [weak self] in self?.rows ?? [] }
    }

    func bind(to viewModel: ViewModel<PickerState, PickerAction>) {
        bind(states: viewModel.states, send: { [weak viewModel] in viewModel?.send($0) })
    }

    /// Shows the picker states of any presenter (the waypoint editor's, whose
    /// rows come from the network) and sends the keys and clicks as picker actions.
    func bind(states: AnyPublisher<PickerState, Never>, send: @escaping (PickerAction) -> Void) {
        func field<Value: Equatable>(_ keyPath: KeyPath<PickerState, Value>) -> AnyPublisher<Value, Never> {
            states.map(keyPath).removeDuplicates().eraseToAnyPublisher()
        }
        search.onSearchChanged { send(.search($0)) }
        search.onActivate { send(.chooseSelected) }
        search.onStopSearch { send(.cancel) }
        list.onActivate { send(.choose(index: $0)) }
        KeyController(attachedTo: search).onKeyPressed { key in
            switch key {
            case "Down", "KP_Down": send(.moveSelection(by: 1))
            case "Up", "KP_Up": send(.moveSelection(by: -1))
            case "Page_Down": send(.moveSelection(by: 10))
            case "Page_Up": send(.moveSelection(by: -10))
            default: return false
            }
            return true
        }
        field(\.rows)
            .sink { [weak self] rows in
                self?.rows = rows
                self?.list.reload(count: rows.count)
                // New rows drop the list's selection; the state's may not have changed.
                self?.select(self?.selectedIndex)
            }
            .store(in: &subscriptions)
        field(\.selectedIndex)
            .sink { [weak self] in
                self?.selectedIndex = $0
                self?.select($0)
            }
            .store(in: &subscriptions)
        field(\.emptyMessage)
            .sink { [weak self] message in
                // Markup in a status page; the message quotes what the person typed.
                self?.empty.details = message.map(escapeMarkup)
                self?.content.visibleChildName = message == nil ? "list" : "empty"
            }
            .store(in: &subscriptions)
        field(\.refusal)
            .sink { [refusal] text in
                refusal.text = text ?? ""
                refusal.isVisible = text != nil
            }
            .store(in: &subscriptions)
    }

    /// Brings the selected row into view (again once the list has a size).
    func scrollToSelection() {
        if let index = list.selectedIndex { list.scrollTo(index) }
    }

    private func select(_ index: Int?) {
        list.selectedIndex = index
        if let index { list.scrollTo(index) }
    }
}
