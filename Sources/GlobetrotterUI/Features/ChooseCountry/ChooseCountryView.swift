import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Choose Country modal's content: a focused search entry over the list.
/// Enter picks the selected (first) match, Up and Down move, Escape cancels.
@MainActor
final class ChooseCountryView {
    let root: Widget
    let search = SearchEntry(placeholder: "Search by name or code")
    let list: ListView
    private let content = Stack(transition: .none)
    private let empty = StatusPage(iconName: "system-search-symbolic", title: "No Results")
    private var rows: [CountryRow] = []
    private var subscriptions: Set<AnyCancellable> = []

    init() {
        HolidaysStyle.install()
        var rowsProvider: () -> [CountryRow] = { [] }
        list = ListView { CountryRowView(rows: { rowsProvider() }) }
        list.activatesOnSingleClick = true
        list.addCSSClass("navigation-sidebar")
        search.setSearchDelay(milliseconds: 0)
        search.margins(top: 6, bottom: 6, start: 12, end: 12)
        content.addNamed(ScrolledWindow(list), name: "list")
        content.addNamed(empty, name: "empty")
        content.expand()
        root = Box(.vertical, [search, content])
        rowsProvider = { [weak self] in self?.rows ?? [] }
    }

    func bind(to viewModel: ChooseCountryViewModel) {
        let send = { [weak viewModel] (action: ChooseCountryAction) in viewModel?.actions.send(action) }
        search.onSearchChanged { send(.queryChanged($0)) }
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
        viewModel.rows
            .sink { [weak self] rows in
                self?.rows = rows
                self?.list.reload(count: rows.count)
            }
            .store(in: &subscriptions)
        viewModel.selectedIndex
            .sink { [list] index in
                list.selectedIndex = index
                if let index { list.scrollTo(index) }
            }
            .store(in: &subscriptions)
        viewModel.emptyMessage
            .sink { [weak self] message in
                // Markup in a status page; the message quotes what the person typed.
                self?.empty.details = message.map(escapeMarkup)
                self?.content.visibleChildName = message == nil ? "list" : "empty"
            }
            .store(in: &subscriptions)
    }

    var countryNames: [String] { rows.map(\.name) }
}
