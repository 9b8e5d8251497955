import GlobetrotterCore
import GtkKit
import OpenCombine

/// The currency picker's content: a focused search entry, the reason a
/// currency cannot be picked, and the list. Enter picks the selected (or
/// first) match, Up and Down move, Escape cancels.
@MainActor
final class CurrencyPickerView {
    let root: Widget
    let search = SearchEntry(placeholder: "Search by code or name")
    let list: ListView
    let message = Label()
    private let content = Stack(transition: .none)
    private let empty = StatusPage(iconName: "system-search-symbolic", title: "No Results")
    private(set) var rows: [CurrencyPickerRow] = []
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        ConverterStyle.install()
        var rowsProvider: () -> [CurrencyPickerRow] = { [] }
        list = ListView { CurrencyRowView(rows: { rowsProvider() }) }
        list.activatesOnSingleClick = true
        list.addCSSClass("navigation-sidebar")
        search.setSearchDelay(milliseconds: 0)
        search.margins(top: 6, bottom: 6, start: 12, end: 12)
        message.wraps = true
        message.setAlignment(x: 0)
        message.addCSSClass("converter-problem")
        message.margins(top: 0, bottom: 6, start: 12, end: 12)
        message.isVisible = false
        content.addNamed(ScrolledWindow(list), name: "list")
        content.addNamed(empty, name: "empty")
        content.expand()
        root = Box(.vertical, [search, message, content])
        rowsProvider = { [weak self] in self?.rows ?? [] }
    }

    func bind(to viewModel: CurrencyPickerViewModel) {
        let send = { [weak viewModel] (action: CurrencyPickerAction) in viewModel?.actions.send(action) }
        search.onSearchChanged { send(.search($0)) }
        search.onActivate { [weak self] in
            guard let self, let code = codeToPickOnEnter else { return }
            send(.pick(code: code))
        }
        search.onStopSearch { send(.cancel) }
        list.onActivate { [weak self] index in
            guard let self, rows.indices.contains(index) else { return }
            send(.pick(code: rows[index].label.code))
        }
        KeyController(attachedTo: search).onKeyPressed { [weak self] key in
            switch key {
            case "Down", "KP_Down": self?.moveSelection(by: 1)
            case "Up", "KP_Up": self?.moveSelection(by: -1)
            case "Page_Down": self?.moveSelection(by: 10)
            case "Page_Up": self?.moveSelection(by: -10)
            default: return false
            }
            return true
        }
        viewModel.state
            .map(\.rows).removeDuplicates()
            .sink { [weak self] in self?.show($0) }
            .store(in: &subscriptions)
        viewModel.state
            .map(\.message).removeDuplicates()
            .sink { [message] text in
                message.text = text ?? ""
                message.isVisible = text != nil
            }
            .store(in: &subscriptions)
    }

    private func show(_ newRows: [CurrencyPickerRow]) {
        let isFirstFill = rows.isEmpty
        rows = newRows
        list.reload(count: rows.count)
        content.visibleChildName = rows.isEmpty ? "empty" : "list"
        empty.details = rows.isEmpty ? "No currency matches “\(escapeMarkup(search.text))”." : nil
        // On opening, the current currency is selected and in view; while searching, the first match.
        let current = isFirstFill ? rows.firstIndex(where: \.isSelected) : nil
        select(current ?? (rows.isEmpty ? nil : 0))
    }

    /// Enter picks the highlighted row, which is the first match unless the arrows moved it.
    private var codeToPickOnEnter: String? {
        guard let index = list.selectedIndex ?? (rows.isEmpty ? nil : 0), rows.indices.contains(index) else {
            return nil
        }
        return rows[index].label.code
    }

    private func moveSelection(by delta: Int) {
        guard !rows.isEmpty else { return }
        select(min(max((list.selectedIndex ?? -1) + delta, 0), rows.count - 1))
    }

    func scrollToSelection() {
        if let index = list.selectedIndex { list.scrollTo(index) }
    }

    private func select(_ index: Int?) {
        list.selectedIndex = index
        if let index { list.scrollTo(index) }
    }
}
