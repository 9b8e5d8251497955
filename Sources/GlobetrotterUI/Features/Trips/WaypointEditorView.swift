import GlobetrotterCore
import GtkKit
import OpenCombine

/// The waypoint editor's content: a search entry (Enter searches, Escape
/// cancels), a note, the results, and a small map with the chosen place's pin.
@MainActor
final class WaypointEditorView: ModuleView {
    let root: Widget
    let search: SearchEntry
    let message = Label()
    let results = ListBox()
    let credit = Label()
    let done: Button
    let cancel: Button
    let mapView: TripMapView
    private var subscriptions: Set<AnyCancellable> = []

    init(tileProvider: any TileProviding, labels: WaypointEditorLabels) {
        search = SearchEntry(placeholder: labels.searchPlaceholder)
        search.setSearchDelay(milliseconds: 0)
        done = Button(label: labels.done)
        done.addCSSClass("suggested-action")
        cancel = Button(label: labels.cancel)
        message.wraps = true
        message.setAlignment(x: 0)
        message.addCSSClass("dim-label")
        credit.setAlignment(x: 1)
        credit.addCSSClass("caption")
        credit.addCSSClass("dim-label")
        results.addCSSClass("boxed-list")
        let resultsScroll = ScrolledWindow(results)
        resultsScroll.expand()
        mapView = TripMapView(tileProvider: tileProvider, maxZoom: 7)
        mapView.root.sizeRequest(height: 200)
        let column = Box(.vertical, spacing: 8, [search, message, resultsScroll, credit, mapView.root])
        column.margins(12)
        root = column
    }

    func bind(to viewModel: ViewModel<WaypointEditorState, WaypointEditorAction>) {
        let send = { [weak viewModel] (action: WaypointEditorAction) in viewModel?.send(action) }
        mapView.show(viewModel.field(\.map))
        search.text = viewModel.state.query
        search.onSearchChanged { send(.queryChanged($0)) }
        search.onActivate { send(.submit) }
        search.onStopSearch { send(.cancel) }
        done.onClicked { send(.done) }
        cancel.onClicked { send(.cancel) }
        results.onRowActivated { send(.choose(index: $0)) }
        KeyController(attachedTo: search).onKeyPressed { key in
            switch key {
            case "Down", "KP_Down": send(.moveSelection(by: 1))
            case "Up", "KP_Up": send(.moveSelection(by: -1))
            default: return false
            }
            return true
        }
        viewModel.field(\.message).sink { [message] text in
            message.text = text ?? ""
            message.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.credit).sink { [credit] in credit.text = $0 }.store(in: &subscriptions)
        viewModel.field(\.canFinish).sink { [done] in done.isSensitive = $0 }.store(in: &subscriptions)
        viewModel.states.map { ($0.results, $0.selectedIndex) }
            .removeDuplicates { $0.0 == $1.0 && $0.1 == $1.1 }
            .sink { [weak self] rows, selected in self?.render(rows, selected: selected) }
            .store(in: &subscriptions)
    }

    private func render(_ rows: [PlaceRow], selected: Int?) {
        results.removeAll()
        for (index, row) in rows.enumerated() {
            let title = [row.flag, row.name].compactMap { $0 }.joined(separator: " ")
            let widget = ActionRow(title: title, subtitle: row.detail.isEmpty ? nil : row.detail)
            widget.isActivatable = true
            if index == selected {
                widget.addCSSClass("selected-stop")
                widget.addSuffix(Image(iconName: "object-select-symbolic"))
            }
            results.append(widget)
        }
        results.isVisible = !rows.isEmpty
    }
}
