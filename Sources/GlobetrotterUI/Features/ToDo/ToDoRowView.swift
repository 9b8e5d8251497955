import GlobetrotterCore
import GtkKit

/// One recycled row of the To-Do page: a check box, the item's text (edited
/// in place: double click, Enter or F2), its trip under "All", and buttons to move
/// an open item up or down and to delete it.
/// An open item can be dragged onto another; its keys are the list's (see
/// `ToDoView`). Every handler acts on the item shown now.
@MainActor
final class ToDoRowView: ListRow {
    let widget: Widget
    let check = CheckButton()
    let text = EditableLabel()
    private let detail = Label()
    private let rows: () -> [ToDoRow]
    private let send: (ToDoAction) -> Void
    private let up: Button
    private let down: Button
    private let delete: Button
    private(set) var shown: ToDoRow?
    private(set) var index = 0

    init(rows: @escaping () -> [ToDoRow], labels: ToDoLabels, send: @escaping (ToDoAction) -> Void) {
        self.rows = rows
        self.send = send
        check.align(vertical: .center)
        text.expand(horizontally: true, vertically: false)
        text.ellipsizesWhenNarrow()
        detail.setAlignment(x: 0)
        detail.ellipsizeEnd()
        detail.addCSSClass("dim-label")
        detail.addCSSClass("caption")
        let texts = Box(.vertical, spacing: 2, [text, detail])
        texts.expand(horizontally: true, vertically: false)
        texts.align(vertical: .center)
        up = Self.iconButton("go-up-symbolic", tooltip: labels.moveUp)
        down = Self.iconButton("go-down-symbolic", tooltip: labels.moveDown)
        delete = Self.iconButton("user-trash-symbolic", tooltip: labels.delete)
        let box = Box(.horizontal, spacing: 6, [check, texts, up, down, delete])
        widget = box
        check.onToggled { [weak self] in
            // Binding sets the box to the item's state: only a change by the person is sent.
            guard let self, let row = self.shown, self.check.isActive != row.isDone else { return }
            send(.toggle(id: row.id))
        }
        text.onEditingFinished { [weak self] edited in
            guard let self, let row = self.shown, edited != row.text else { return }
            send(.rename(id: row.id, text: edited))
            // Shown as stored: a blank text is refused and the old one comes back.
            self.text.text = row.text
        }
        // Dropped on an open row, an open item takes that row's place.
        box.enableReorder(id: { [weak self] in self?.shown?.id ?? -1 }) { [rows] dragged, target in
            let open = rows().filter { !$0.isDone }
            guard let index = open.firstIndex(where: { $0.id == target }), open.contains(where: { $0.id == dragged })
            else { return }
            send(.moveItemTo(id: dragged, index: index))
        }
        let perform = { [weak self] (make: (Int64) -> ToDoAction) in
            if let self, let id = self.shown?.id { self.send(make(id)) }
        }
        up.onClicked { perform { .moveItem(id: $0, offset: -1) } }
        down.onClicked { perform { .moveItem(id: $0, offset: 1) } }
        delete.onClicked { perform { .delete(id: $0) } }
    }

    private static func iconButton(_ icon: String, tooltip: String) -> Button {
        let button = Button(iconName: icon, tooltip: tooltip)
        button.addCSSClass("flat")
        button.align(vertical: .center)
        return button
    }
    func bind(to index: Int) {
        let all = rows()
        guard all.indices.contains(index) else { return }
        let row = all[index]
        // Text being edited belongs to the item shown before: put it back, unsaved.
        if text.isEditing, shown?.id != row.id { text.stopEditing(commit: false) }
        shown = row
        self.index = index
        check.isActive = row.isDone
        check.tooltip = row.toggleLabel
        check.setAccessibleLabel(row.toggleLabel)
        if !text.isEditing { text.text = row.text }
        if row.isStruckThrough {
            text.addCSSClass("todo-done")
            text.addCSSClass("dim-label")
        } else {
            text.removeCSSClass("todo-done")
            text.removeCSSClass("dim-label")
        }
        detail.text = row.detail ?? ""
        detail.isVisible = row.detail != nil
        let openCount = all.filter { !$0.isDone }.count
        up.isVisible = !row.isDone
        down.isVisible = !row.isDone
        up.isSensitive = index > 0
        down.isSensitive = index < openCount - 1
        setSpokenName(row.spokenName)
        // Each row's buttons say whose they are: a reader lists them out of their row.
        up.setAccessibleLabel(row.moveUpLabel)
        down.setAccessibleLabel(row.moveDownLabel)
        delete.setAccessibleLabel(row.deleteLabel)
    }
}
