import GlobetrotterCore
import GtkKit

/// A leg's turn-by-turn directions beside the map, in place of the stops:
/// "Hamburg → Lübeck", its distance and time, and its steps in a
/// `GtkListView` (hundreds of steps stay smooth). Activating a step (a click,
/// or Enter) chooses it; the map centres on its maneuver.
@MainActor
final class LegDirectionsView {
    let root: Box
    let back: Button
    let title = Label()
    let summary = Label()
    let note = Label()
    let steps: ListView
    private(set) var shown: LegDirections?

    init(labels: TripDetailLabels) {
        back = Button(iconName: "go-previous-symbolic", tooltip: labels.stopsTitle)
        back.addCSSClass("flat")
        back.align(vertical: .center)
        title.setAlignment(x: 0)
        title.wraps = true
        title.addCSSClass("heading")
        summary.setAlignment(x: 0)
        summary.addCSSClass("dim-label")
        summary.addCSSClass("numeric")
        note.wraps = true
        note.setAlignment(x: 0)
        note.addCSSClass("dim-label")
        var stepsProvider: () -> [DirectionStep] = { [] }
        steps = ListView { DirectionStepRow(steps: { stepsProvider() }) }
        steps.addCSSClass("boxed-list")
        steps.activatesOnSingleClick = true
        let heading = Box(.vertical, spacing: 2, [title, summary])
        heading.expand(horizontally: true, vertically: false)
        let scroll = ScrolledWindow(steps)
        scroll.expand(horizontally: true, vertically: true)
        root = Box(.vertical, spacing: 12, [Box(.horizontal, spacing: 6, [back, heading]), note, scroll])
        stepsProvider = { [weak self] in self?.shown?.steps ?? [] }
    }

    func bind(send: @escaping (TripDetailAction) -> Void) {
        back.onClicked { send(.closeDirections) }
        steps.onActivate { send(.selectStep($0)) }
    }

    func show(_ directions: LegDirections) {
        let isNewLeg = shown?.stopID != directions.stopID || shown?.steps != directions.steps
        shown = directions
        back.tooltip = directions.backLabel
        title.text = directions.title
        steps.setAccessibleLabel(directions.title)
        summary.text = directions.summary
        note.text = directions.emptyText ?? ""
        note.isVisible = directions.emptyText != nil
        if isNewLeg {
            steps.reload(count: directions.steps.count)
        }
        steps.isVisible = !directions.steps.isEmpty
        steps.selectedIndex = directions.selectedStep
    }
}

/// One step: the instruction, and its distance at the end.
@MainActor
final class DirectionStepRow: ListRow {
    let widget: Widget
    private let instruction = Label()
    private let distance = Label()
    private let steps: () -> [DirectionStep]

    init(steps: @escaping () -> [DirectionStep]) {
        self.steps = steps
        instruction.setAlignment(x: 0)
        instruction.wraps = true
        instruction.expand(horizontally: true, vertically: false)
        distance.addCSSClass("dim-label")
        distance.addCSSClass("numeric")
        distance.align(vertical: .center)
        let box = Box(.horizontal, spacing: 12, [instruction, distance])
        box.addCSSClass("direction-step")
        widget = box
    }

    func bind(to index: Int) {
        let all = steps()
        guard all.indices.contains(index) else { return }
        instruction.text = all[index].instruction
        distance.text = all[index].distance
        distance.isVisible = !all[index].distance.isEmpty
        // The row's box and its list item, which is what GTK 4.8 gives a screen reader as the row.
        widget.setAccessibleLabel(all[index].accessibleLabel)
        widget.parent?.setAccessibleLabel(all[index].accessibleLabel)
    }
}
