import GlobetrotterCore
import GtkKit
import OpenCombine

/// A trip's page: beside the map, its name (edited in place), the total,
/// why the line is straight (with Retry), and the stops — each with its leg
/// distance and a menu; Alt+Up/Alt+Down move the focused stop.
@MainActor
final class TripDetailView: ModuleView {
    let root: ToastOverlay
    let back: Button
    let name: Entry
    let total = Label()
    let note = Label()
    let retry: Button
    let addStop: Button
    let stops = ListBox()
    let noStops = Label()
    let mapView: TripMapView
    private(set) var rowWidgets: [Int64: ActionRow] = [:]
    private var rowOrder: [Int64] = []
    private let noteBar: Box
    private var labels = TripDetailLabels()
    private var subscriptions: Set<AnyCancellable> = []
    private var send: (TripDetailAction) -> Void = { _ in }

    init(tileProvider: any TileProviding, labels: TripDetailLabels) {
        self.labels = labels
        back = Button(iconName: "go-previous-symbolic", tooltip: labels.back)
        back.addCSSClass("flat")
        name = Entry(placeholder: labels.namePlaceholder)
        name.addCSSClass("title-4")
        name.expand(horizontally: true, vertically: false)
        total.wraps = true
        total.setAlignment(x: 0)
        total.addCSSClass("heading")
        note.wraps = true
        note.setAlignment(x: 0)
        note.expand(horizontally: true, vertically: false)
        retry = Button(label: labels.retry)
        retry.align(vertical: .center)
        noteBar = Box(.horizontal, spacing: 8, [note, retry])
        noteBar.addCSSClass("notice-bar")
        noteBar.isVisible = false
        addStop = Button(label: labels.addStop)
        addStop.addCSSClass("suggested-action")
        addStop.align(horizontal: .start)
        stops.addCSSClass("boxed-list")
        noStops.wraps = true
        noStops.addCSSClass("dim-label")
        let stopsTitle = Label(labels.stopsTitle)
        stopsTitle.setAlignment(x: 0)
        stopsTitle.addCSSClass("heading")
        let side = Box(
            .vertical, spacing: 12,
            [Box(.horizontal, spacing: 6, [back, name]), total, noteBar, stopsTitle, stops, noStops, addStop])
        side.margins(12)
        let sideScroll = ScrolledWindow(side)
        sideScroll.sizeRequest(width: 380)
        sideScroll.expand(horizontally: false, vertically: true)
        mapView = TripMapView(tileProvider: tileProvider)
        mapView.root.expand()
        root = ToastOverlay(child: Box(.horizontal, [sideScroll, mapView.root]))
    }

    func bind(to viewModel: ViewModel<TripDetailState, TripDetailAction>) {
        send = { [weak viewModel] in viewModel?.send($0) }
        let send = send
        back.onClicked { send(.goBack) }
        name.onChanged { send(.rename($0)) }
        retry.onClicked { send(.retryRoute) }
        addStop.onClicked { send(.addStop) }
        viewModel.field(\.name).sink { [name] in name.text = $0 }.store(in: &subscriptions)
        viewModel.field(\.total).sink { [total] text in
            total.text = text
            total.isVisible = !text.isEmpty
        }.store(in: &subscriptions)
        viewModel.field(\.routeNote).sink { [note, noteBar] text in
            note.text = text ?? ""
            noteBar.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.canRetryRoute).sink { [retry] in retry.isVisible = $0 }.store(in: &subscriptions)
        viewModel.states.map { ($0.rows, $0.selectedID) }
            .removeDuplicates { $0.0 == $1.0 && $0.1 == $1.1 }
            .sink { [weak self] rows, selected in self?.render(rows, selected: selected) }
            .store(in: &subscriptions)
        viewModel.states.map(\.noStopsText).removeDuplicates().sink { [noStops] in noStops.text = $0 }
            .store(in: &subscriptions)
        viewModel.states.map(\.map).removeDuplicates().sink { [weak self] map in
            self?.mapView.render(map, pinName: { $0.label }, onPin: { send(.select(id: $0)) })
        }.store(in: &subscriptions)
        viewModel.field(\.toast).compactMap { $0 }.sink { [root] toast in
            root.showToast(toast.text, button: toast.actionLabel) { send(.undo) }
        }.store(in: &subscriptions)
    }

    private func render(_ rows: [WaypointRow], selected: Int64?) {
        let focusedID = rowWidgets.first { $0.value.containsFocus }?.key
        stops.removeAll()
        rowWidgets = [:]
        rowOrder = rows.map(\.id)
        for row in rows {
            let widget = makeRow(row)
            if row.id == selected { widget.addCSSClass("selected-stop") }
            rowWidgets[row.id] = widget
            stops.append(widget)
        }
        stops.isVisible = !rows.isEmpty
        noStops.isVisible = rows.isEmpty
        // A stop moved by keyboard keeps the focus.
        if let focusedID, let widget = rowWidgets[focusedID] { _ = widget.grabFocus() }
    }

    private func makeRow(_ row: WaypointRow) -> ActionRow {
        let send = send
        let title = [row.flag, row.name].compactMap { $0 }.joined(separator: " ")
        let widget = ActionRow(title: title, subtitle: row.detail.isEmpty ? nil : row.detail)
        widget.isActivatable = true
        let number = Label(row.number)
        number.addCSSClass("map-pin")
        number.align(vertical: .center)
        widget.addPrefix(number)
        if let leg = row.leg {
            let legLabel = Label(leg)
            legLabel.addCSSClass("dim-label")
            legLabel.addCSSClass("numeric")
            widget.addSuffix(legLabel)
        }
        let actions = WidgetActions(on: widget, prefix: "stop")
        actions.add("edit") { send(.editStop(id: row.id)) }
        actions.add("move-up") { send(.moveStop(id: row.id, offset: -1)) }.isEnabled = row.canMoveUp
        actions.add("move-down") { send(.moveStop(id: row.id, offset: 1)) }.isEnabled = row.canMoveDown
        actions.add("remove") { send(.deleteStop(id: row.id)) }
        let menu = Menu()
        menu.append(labels.edit, action: "stop.edit")
        menu.append(labels.moveUp, action: "stop.move-up")
        menu.append(labels.moveDown, action: "stop.move-down")
        menu.append(labels.remove, action: "stop.remove")
        let menuButton = MenuButton(
            iconName: "view-more-symbolic", tooltip: labels.stopMenu, menu: menu, isPrimary: false)
        menuButton.addCSSClass("flat")
        menuButton.align(vertical: .center)
        widget.addSuffix(menuButton)
        KeyController(attachedTo: widget).onKeyPressed { key, withAlt in
            switch (key, withAlt) {
            case ("Up", true), ("KP_Up", true): send(.moveStop(id: row.id, offset: -1))
            case ("Down", true), ("KP_Down", true): send(.moveStop(id: row.id, offset: 1))
            case ("Delete", false): send(.deleteStop(id: row.id))
            case ("Return", false), ("KP_Enter", false): send(.editStop(id: row.id))
            default: return false
            }
            return true
        }
        widget.onActivated { send(.select(id: row.id)) }
        // Dropped on a row, a stop takes that row's place.
        widget.enableReorder(id: row.id) { [weak self] dragged, target in
            guard let index = self?.rowOrder.firstIndex(of: target) else { return }
            send(.moveStopTo(id: dragged, index: index))
        }
        return widget
    }
}
