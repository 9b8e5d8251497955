import GlobetrotterCore
import GtkKit

/// One recycled row of a trip's stops: its number (as on its pin), flag and
/// name, region and country, the leg from the previous stop under them
/// (beside the name it took the name's room: "…" on a phone or with large
/// text), and a menu.
/// It can be dragged onto another stop; its keys are the list's (see
/// `TripDetailView`). Every handler acts on the stop shown now.
@MainActor
final class WaypointRowView: ListRow {
    let widget: Widget
    private let number = Label()
    private let title = Label()
    private let detail = Label()
    /// "Fri, 3 Oct – Sun, 5 Oct · 2 nights", with a start date.
    private let stay = Label()
    private let leg = Label()
    /// The leg's figures, a button that opens its directions.
    let legButton: Button
    private let rows: () -> [WaypointRow]
    private let send: (TripDetailAction) -> Void
    private var moveUp: SimpleAction?
    private var moveDown: SimpleAction?
    private var stayShorter: SimpleAction?
    private let menuButton: MenuButton
    private(set) var shown: WaypointRow?

    init(rows: @escaping () -> [WaypointRow], labels: TripDetailLabels, send: @escaping (TripDetailAction) -> Void) {
        self.rows = rows
        self.send = send
        number.addCSSClass("map-pin")
        number.align(vertical: .center)
        title.setAlignment(x: 0)
        title.ellipsizeEnd()
        detail.setAlignment(x: 0)
        detail.ellipsizeEnd()
        detail.addCSSClass("dim-label")
        detail.addCSSClass("caption")
        stay.setAlignment(x: 0)
        stay.ellipsizeEnd()
        stay.addCSSClass("caption")
        stay.addCSSClass("trip-stay")
        leg.addCSSClass("dim-label")
        leg.addCSSClass("numeric")
        legButton = Button(child: leg, tooltip: labels.directionsTooltip)
        legButton.addCSSClass("flat")
        legButton.addCSSClass("trip-leg")
        legButton.align(horizontal: .start)
        let texts = Box(.vertical, spacing: 2, [title, detail, stay, legButton])
        texts.expand(horizontally: true, vertically: false)
        texts.align(vertical: .center)
        let menu = Menu()
        menu.append(labels.edit, action: "stop.edit")
        menu.append(labels.openInMaps, action: "stop.open-in-maps")
        menu.append(labels.moveUp, action: "stop.move-up")
        menu.append(labels.moveDown, action: "stop.move-down")
        menu.append(labels.stayLonger, action: "stop.stay-longer")
        menu.append(labels.stayShorter, action: "stop.stay-shorter")
        menu.append(labels.remove, action: "stop.remove")
        menuButton = MenuButton(
            iconName: "view-more-symbolic", tooltip: labels.stopMenu, menu: menu, isPrimary: false)
        menuButton.addCSSClass("flat")
        menuButton.align(vertical: .center)
        let box = Box(.horizontal, spacing: 12, [number, texts, menuButton])
        box.addCSSClass("waypoint-row")
        widget = box
        // Dropped on a row, a stop takes that row's place.
        box.enableReorder(id: { [weak self] in self?.shown?.id ?? -1 }) { [rows] dragged, target in
            guard let index = rows().firstIndex(where: { $0.id == target }) else { return }
            send(.moveStopTo(id: dragged, index: index))
        }
        installActions(on: box)
    }

    /// The menu's actions, on the row: each acts on the stop the row shows when chosen.
    private func installActions(on box: Widget) {
        let actions = WidgetActions(on: box, prefix: "stop")
        let perform = { [weak self] (make: (Int64) -> TripDetailAction) in
            if let self, let id = self.shown?.id { self.send(make(id)) }
        }
        actions.add("edit") { perform { .editStop(id: $0) } }
        moveUp = actions.add("move-up") { perform { .moveStop(id: $0, offset: -1) } }
        moveDown = actions.add("move-down") { perform { .moveStop(id: $0, offset: 1) } }
        actions.add("remove") { perform { .deleteStop(id: $0) } }
        actions.add("stay-longer") { perform { .changeNights(id: $0, by: 1) } }
        stayShorter = actions.add("stay-shorter") { perform { .changeNights(id: $0, by: -1) } }
        actions.add("open-in-maps") { perform { .openInMaps(id: $0) } }
        legButton.onClicked { perform { .openDirections(stopID: $0) } }
    }

    func bind(to index: Int) {
        let all = rows()
        guard all.indices.contains(index) else { return }
        let row = all[index]
        shown = row
        number.text = row.number
        title.text = [row.flag, row.name].compactMap { $0 }.joined(separator: " ")
        detail.text = row.detail
        detail.isVisible = !row.detail.isEmpty
        leg.text = row.leg ?? ""
        legButton.isVisible = row.leg != nil
        legButton.isSensitive = row.hasDirections
        moveUp?.isEnabled = row.canMoveUp
        moveDown?.isEnabled = row.canMoveDown
        stayShorter?.isEnabled = row.canStayShorter
        stay.text = row.stay ?? ""
        stay.isVisible = row.stay != nil
        // The row's box and, where GTK 4.8 exposes the row, its list item: the reader may meet either.
        widget.setAccessibleLabel(row.accessibleName)
        widget.parent?.setAccessibleLabel(row.accessibleName)
        menuButton.setAccessibleLabel(row.menuName)
        legButton.setAccessibleLabel(row.directionsName)
    }
}
