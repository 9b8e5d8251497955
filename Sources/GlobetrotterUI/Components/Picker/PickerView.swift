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
    private var subscriptions: Set<AnyCancellable> = []

    init(placeholder: String) {
        search = SearchEntry(placeholder: placeholder)
        var rowsProvider: () -> [PickerRow] = { [] }
        list = ListView { PickerRowView(rows: { rowsProvider() }) }
        list.activatesOnSingleClick = true
        list.addCSSClass("navigation-sidebar")
        search.setSearchDelay(milliseconds: 0)
        search.margins(top: 6, bottom: 6, start: 12, end: 12)
        refusal.wraps = true
        refusal.setAlignment(x: 0)
        refusal.addCSSClass("picker-refusal")
        refusal.margins(top: 0, bottom: 6, start: 12, end: 12)
        refusal.isVisible = false
        content.addNamed(ScrolledWindow(list), name: "list")
        content.addNamed(empty, name: "empty")
        content.expand()
        root = Box(.vertical, [search, refusal, content])
        rowsProvider = { [weak self] in self?.rows ?? [] }
    }

    func bind(to viewModel: ViewModel<PickerState, PickerAction>) {
        let send = { [weak viewModel] (action: PickerAction) in viewModel?.send(action) }
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
        viewModel.field(\.rows)
            .sink { [weak self, weak viewModel] rows in
                self?.rows = rows
                self?.list.reload(count: rows.count)
                // New rows drop the list's selection; the state's may not have changed.
                self?.select(viewModel?.state.selectedIndex)
            }
            .store(in: &subscriptions)
        viewModel.field(\.selectedIndex)
            .sink { [weak self] in self?.select($0) }
            .store(in: &subscriptions)
        viewModel.field(\.emptyMessage)
            .sink { [weak self] message in
                // Markup in a status page; the message quotes what the person typed.
                self?.empty.details = message.map(escapeMarkup)
                self?.content.visibleChildName = message == nil ? "list" : "empty"
            }
            .store(in: &subscriptions)
        viewModel.field(\.refusal)
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
