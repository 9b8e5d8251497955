import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// A trip's page: beside the map, its name (edited in place), the total,
/// why the line is straight (with Retry), and the stops — each with its leg
/// distance and a menu; Alt+Up/Alt+Down move the focused stop.
@MainActor
final class TripDetailView: ModuleView {
    let root: Widget
    /// The stops and the map: side by side, or one at a time on a narrow window.
    let panes: TripPanes
    let back: Button
    let name: Entry
    let total = Label()
    let note = Label()
    let retry: Button
    let addStop: Button
    let optimise: Button
    let checklist = TripChecklistView()
    /// Car, Bicycle, On Foot.
    let travelModes: TravelModeControl
    /// A leg's directions, shown in place of the stops.
    let directions: LegDirectionsView
    /// "stops" or "directions".
    let sideContent = Stack(transition: .slideLeftRight)
    /// The trip's first day: a calendar in a popover.
    let startDate: DateButton
    /// "stops" or "days", switched by the Stops/Days buttons.
    let stopsOrDays = Stack(transition: .crossfade)
    let days = TripDaysView()
    /// The chosen direction step's maneuver on the map.
    let stepMark: MapMark
    let stops: ListView
    let noStops = Label()
    let mapView: TripMapView
    /// The destination's photo, its own module (`TripPhotoModule`, wired by `TripsFlow`).
    let photoHeader = TripPhotoView()
    private(set) var rows: [WaypointRow] = []
    private let noteBar: Box
    /// What was not saved while the database refuses changes.
    let unsaved = Label()
    private let unsavedBar: Box
    private var labels = TripDetailLabels()
    private var subscriptions: Set<AnyCancellable> = []
    private var send: (TripDetailAction) -> Void = { _ in }

    init(tileProvider: any TileProviding, labels: TripDetailLabels, travel: TravelModeChoice) {
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
        unsaved.wraps = true
        unsaved.setAlignment(x: 0)
        unsaved.expand(horizontally: true, vertically: false)
        unsavedBar = Box(.horizontal, spacing: 8, [Image(iconName: "dialog-warning-symbolic"), unsaved])
        unsavedBar.addCSSClass("notice-bar")
        unsavedBar.isVisible = false
        addStop = Button(label: labels.addStop)
        addStop.addCSSClass("suggested-action")
        addStop.align(horizontal: .start)
        optimise = Button(label: labels.optimise)
        optimise.tooltip = labels.optimiseTooltip
        // Side by side on a phone-narrow window too, in longer languages on two lines.
        addStop.wrapsLabel()
        optimise.wrapsLabel()
        var rowsProvider: () -> [WaypointRow] = { [] }
        var sendProvider: (TripDetailAction) -> Void = { _ in }
        stops = ListView {
            WaypointRowView(rows: { rowsProvider() }, labels: labels, send: { sendProvider($0) })
        }
        stops.addCSSClass("boxed-list")
        stops.addCSSClass("waypoint-list")
        stops.setAccessibleLabel(labels.stopsTitle)
        noStops.text = labels.noStops
        noStops.wraps = true
        noStops.addCSSClass("dim-label")
        // The stops scroll; the name, total and buttons above and below stay.
        let stopsScroll = ScrolledWindow(stops)
        stopsScroll.followsContentHeight()
        travelModes = TravelModeControl(choice: travel)
        directions = LegDirectionsView(labels: labels)
        startDate = DateButton(clearLabel: labels.removeStartDate, accessibleName: labels.startDate)
        stopsOrDays.addTitled(
            Box(
                .vertical, spacing: 12,
                [stopsScroll, noStops, Box(.horizontal, spacing: 6, [addStop, optimise]), checklist.root]),
            name: "stops", title: labels.stopsTab)
        stopsOrDays.addTitled(days.root, name: "days", title: labels.daysTab)
        days.list.setAccessibleLabel(labels.daysTitle)
        let switcher = StackSwitcher(stopsOrDays)
        switcher.addCSSClass("fits-narrow")
        switcher.nameTabs([labels.stopsTitle, labels.daysTitle])
        switcher.expand(horizontally: true, vertically: false)
        switcher.align(horizontal: .start)
        // The start date beside the Stops/Days switch: the days follow from it, and the stops keep their room.
        startDate.widget.align(vertical: .center)
        sideContent.addNamed(
            Box(.vertical, spacing: 12, [Box(.horizontal, spacing: 6, [switcher, startDate.widget]), stopsOrDays]),
            name: "stops")
        sideContent.addNamed(directions.root, name: "directions")
        sideContent.visibleChildName = "stops"
        let nameRow = Box(.horizontal, spacing: 6, [back, name, Self.tripMenu(labels)])
        let side = Box(
            .vertical, spacing: 12,
            [
                photoHeader.root,
                nameRow, travelModes.root, total, noteBar,
                unsavedBar, sideContent,
            ])
        side.margins(12)
        let mapView = TripMapView(tileProvider: tileProvider)
        self.mapView = mapView
        stepMark = MapMark(on: mapView.map, accessibleName: labels.directionsTooltip)
        panes = TripPanes(side: side, map: mapView.root)
        // "Show Map" beside the name, before the trip's menu: shown only when the panes fold.
        nameRow.insert(panes.showMap, after: name)
        root = panes.root
        rowsProvider = { [weak self] in self?.rows ?? [] }
        sendProvider = { [weak self] in self?.send($0) }
    }

    func bind(to viewModel: ViewModel<TripDetailState, TripDetailAction>) {
        send = { [weak viewModel] in viewModel?.send($0) }
        let send = send
        mapView.show(viewModel.field(\.map), addStopHere: labels.addStopHere, send: send)
        back.onClicked { send(.goBack) }
        name.onChanged { send(.rename($0)) }
        retry.onClicked { send(.retryRoute) }
        addStop.onClicked { send(.addStop) }
        optimise.onClicked { send(.optimiseOrder) }
        travelModes.onChoose { send(.setTravelMode($0)) }
        directions.bind(send: send)
        days.bind(send: send)
        startDate.onPick { day in
            send(.setStartDate(day.flatMap { LocalDate(year: $0.year, month: $0.month, day: $0.day) }))
        }
        viewModel.states.map { ($0.calendarDay, $0.startDateText, $0.startDate != nil) }
            .removeDuplicates { $0 == $1 }
            .sink { [startDate] day, text, hasDate in
                let shown = day.map { CalendarDay(year: $0.year, month: $0.month, day: $0.day) }
                startDate.show(shown, text: text, hasDate: hasDate)
            }.store(in: &subscriptions)
        viewModel.field(\.dayItems).sink { [days] in days.show($0) }.store(in: &subscriptions)
        viewModel.field(\.travel.selected).sink { [travelModes] in travelModes.show($0) }.store(in: &subscriptions)
        viewModel.field(\.directions).sink { [weak self] in self?.show($0) }.store(in: &subscriptions)
        // gtk_show_uri takes the window (given the page's own widget it launched nothing).
        viewModel.field(\.launch).compactMap { $0 }.sink { [root] in URILauncher.open($0.uri, parent: root.root) }
            .store(in: &subscriptions)
        viewModel.field(\.printout).compactMap { $0 }.sink { [mapView, root] in
            TripPrinter.print($0.trip, mapView: mapView, parent: root) { send(.printFailed) }
        }.store(in: &subscriptions)
        // Alt+Up/Alt+Down move the focused stop, Delete removes it.
        KeyController(attachedTo: stops).onKeyPressed { [weak self] key, withAlt in
            guard let id = self?.focusedRow?.shown?.id else { return false }
            switch (key, withAlt) {
            case ("Up", true), ("KP_Up", true): send(.moveStop(id: id, offset: -1))
            case ("Down", true), ("KP_Down", true): send(.moveStop(id: id, offset: 1))
            case ("Delete", false), ("KP_Delete", false): send(.deleteStop(id: id))
            case ("plus", false), ("KP_Add", false): send(.changeNights(id: id, by: 1))
            case ("minus", false), ("KP_Subtract", false): send(.changeNights(id: id, by: -1))
            default: return false
            }
            return true
        }
        stops.onActivate { [weak self] index in
            guard let self, self.rows.indices.contains(index) else { return }
            send(.select(id: self.rows[index].id))
            // On a narrow window a stop chosen is shown where it is: on the map.
            if self.panes.isFolded { self.panes.show(.map) }
        }
        viewModel.field(\.name).sink { [name] in name.text = $0 }.store(in: &subscriptions)
        // A new trip's name, all selected: typing replaces "New Trip".
        viewModel.field(\.nameSelections).dropFirst().sink { [name, weak viewModel] _ in
            name.text = viewModel?.state.name ?? name.text
            _ = name.grabFocus()
            name.selectAll()
        }.store(in: &subscriptions)
        viewModel.field(\.total).sink { [total] text in
            total.text = text
            total.isVisible = !text.isEmpty
        }.store(in: &subscriptions)
        viewModel.field(\.routeNote).sink { [note, noteBar] text in
            note.text = text ?? ""
            noteBar.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.unsaved).sink { [unsaved, unsavedBar] text in
            unsaved.text = text ?? ""
            unsavedBar.isVisible = text != nil
        }.store(in: &subscriptions)
        viewModel.field(\.canRetryRoute).sink { [retry] in retry.isVisible = $0 }.store(in: &subscriptions)
        viewModel.field(\.canOptimise).sink { [optimise] in optimise.isSensitive = $0 }.store(in: &subscriptions)
        viewModel.field(\.checklist).sink { [checklist] in
            checklist.show($0) { send(.toggleChecklistItem(id: $0)) }
        }.store(in: &subscriptions)
        viewModel.states.map { ($0.rows, $0.selectedID) }
            .removeDuplicates { $0.0 == $1.0 && $0.1 == $1.1 }
            .sink { [weak self] rows, selected in self?.render(rows, selected: selected) }
            .store(in: &subscriptions)
        let toasts = PageToasts { send(.undo) }
        viewModel.field(\.toast).compactMap { $0 }.sink { [root] in toasts.show($0, from: root) }
            .store(in: &subscriptions)
        viewModel.field(\.alert).compactMap { $0 }.sink { [root] in MessageDialog.present($0, over: root) }
            .store(in: &subscriptions)
    }

    /// Export as GPX or GeoJSON: the window's actions, so Ctrl+E does the same.
    private static func tripMenu(_ labels: TripDetailLabels) -> MenuButton {
        let menu = Menu()
        menu.append(labels.exportGPX, action: AppAction.window(.exportTrip(.gpx)).detailedName)
        menu.append(labels.exportGeoJSON, action: AppAction.window(.exportTrip(.geoJSON)).detailedName)
        menu.append(labels.exportCalendar, action: AppAction.window(.exportCalendar).detailedName)
        menu.append(labels.print, action: AppAction.window(.printTrip).detailedName)
        let button = MenuButton(iconName: "view-more-symbolic", tooltip: labels.tripMenu, menu: menu, isPrimary: false)
        button.align(vertical: .center)
        return button
    }

    /// A leg's directions in place of the stops, the chosen step marked on the map; the stops again without.
    private func show(_ legDirections: LegDirections?) {
        guard let legDirections else {
            sideContent.visibleChildName = "stops"
            stepMark.hide()
            return
        }
        let wasShown = directions.shown
        directions.show(legDirections)
        sideContent.visibleChildName = "directions"
        if let index = legDirections.selectedStep, legDirections.steps.indices.contains(index) {
            if wasShown?.focusSerial != legDirections.focusSerial {
                let point = legDirections.steps[index].point
                // Offline, no closer than the pack has tiles: a blank basemap shows nothing to find the turn by.
                stepMark.show(
                    latitude: point.latitude, longitude: point.longitude, maximumZoom: mapView.basemap.sharpestZoom)
            }
        } else {
            stepMark.hide()
        }
    }

    /// The row showing stop `id`, if it is on screen.
    func row(for id: Int64) -> WaypointRowView? {
        stops.boundRows.lazy.compactMap { $0.row as? WaypointRowView }.first { $0.shown?.id == id }
    }

    func rowWidget(for id: Int64) -> Widget? { row(for: id)?.widget }

    private var focusedRow: WaypointRowView? {
        stops.boundRows.lazy.compactMap { $0.row as? WaypointRowView }.first { $0.hasFocus }
    }

    private func render(_ rows: [WaypointRow], selected: Int64?) {
        // The stop whose row has the keyboard focus keeps it when it moves.
        let focused = focusedRow?.shown?.id
        let focusedPlace = self.rows.firstIndex { $0.id == focused }
        let previousIDs = Set(self.rows.map(\.id))
        self.rows = rows
        // The list's items stand for positions: with as many stops as before
        // (an edit, a move), only the rows on screen are bound again.
        if stops.count == rows.count {
            stops.refreshVisibleRows()
        } else {
            stops.reload(count: rows.count)
        }
        stops.selectedIndex = rows.firstIndex { $0.id == selected }
        stops.isVisible = !rows.isEmpty
        noStops.isVisible = rows.isEmpty
        // A stop just added (or put back) is scrolled to: the list may be longer than the window.
        let added = Set(rows.map(\.id)).subtracting(previousIDs)
        if added.count == 1, let index = rows.firstIndex(where: { added.contains($0.id) }) {
            stops.scrollTo(index)
        }
        if let focused, let index = rows.firstIndex(where: { $0.id == focused }) {
            stops.scrollTo(index)
            MainContext.idle { [weak self] in self?.row(for: focused)?.focus() }
        } else if let focusedPlace {
            // Its stop deleted, the focus goes to the stop now in its place
            // (or the last), not into a row taken off the screen, where keys
            // (Ctrl+Z) would go nowhere.
            if rows.isEmpty {
                _ = addStop.grabFocus()
            } else {
                let next = rows[min(focusedPlace, rows.count - 1)].id
                stops.scrollTo(min(focusedPlace, rows.count - 1))
                MainContext.idle { [weak self] in self?.row(for: next)?.focus() }
            }
        }
    }
}
