import GlobetrotterCore
import GtkKit
import OpenCombine

/// The waypoint editor's content: the shared searchable picker over the
/// places found (Enter searches, Down/Up walk the results, Escape cancels)
/// with a note under its entry, the source's credit, and a small map with the
/// chosen place's pin.
@MainActor
final class WaypointEditorView: ModuleView {
    let root: Widget
    let picker: PickerView
    var search: SearchEntry { picker.search }
    let message = Label()
    let credit = Label()
    let done: Button
    let cancel: Button
    let mapView: TripMapView
    private var subscriptions: Set<AnyCancellable> = []

    init(tileProvider: any TileProviding, labels: WaypointEditorLabels) {
        done = Button(label: labels.done)
        done.addCSSClass("suggested-action")
        cancel = Button(label: labels.cancel)
        message.wraps = true
        message.setAlignment(x: 0)
        message.addCSSClass("dim-label")
        credit.setAlignment(x: 1)
        credit.addCSSClass("caption")
        credit.addCSSClass("dim-label")
        picker = PickerView(placeholder: labels.searchPlaceholder, note: message)
        picker.root.expand()
        mapView = TripMapView(tileProvider: tileProvider, maxZoom: 7)
        mapView.root.sizeRequest(height: 200)
        let column = Box(.vertical, spacing: 8, [picker.root, credit, mapView.root])
        column.margins(12)
        root = column
    }

    func bind(to viewModel: ViewModel<WaypointEditorState, WaypointEditorAction>) {
        let send = { [weak viewModel] (action: WaypointEditorAction) in viewModel?.send(action) }
        mapView.show(viewModel.field(\.map))
        search.text = viewModel.state.query
        picker.bind(states: viewModel.states.map(\.picker).eraseToAnyPublisher()) { action in
            WaypointEditorAction(picker: action).map(send)
        }
        done.onClicked { send(.done) }
        cancel.onClicked { send(.cancel) }
        viewModel.field(\.message).sink { [message] text in
            message.text = text ?? ""
            message.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.credit).sink { [credit] in credit.text = $0 }.store(in: &subscriptions)
        viewModel.field(\.canFinish).sink { [done] in done.isSensitive = $0 }.store(in: &subscriptions)
    }
}
