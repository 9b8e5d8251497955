import GlobetrotterCore
import GtkKit

/// A trip's checklist on its page: "Checklist · 3 of 7 done", the items
/// with their check boxes (done ones struck through, after the open ones),
/// or a line saying where to add them. Hidden where there is no to-do list.
@MainActor
final class TripChecklistView {
    let root: Box
    private let title = Label()
    private let counts = Label()
    private let list = ListBox()
    private let empty = Label()
    private let listScroll: ScrolledWindow
    /// The check boxes, kept with their rows (a toggle in code must not send).
    private var checks: [CheckButton] = []

    init() {
        title.addCSSClass("heading")
        counts.addCSSClass("dim-label")
        let header = Box(.horizontal, spacing: 8, [title, counts])
        list.addCSSClass("boxed-list")
        empty.wraps = true
        empty.setAlignment(x: 0)
        empty.addCSSClass("dim-label")
        // Scrolled like the stops, so a long checklist never makes the window taller than the screen.
        let scroll = ScrolledWindow(list)
        scroll.followsContentHeight()
        listScroll = scroll
        root = Box(.vertical, spacing: 8, [header, scroll, empty])
        root.isVisible = false
    }

    func show(_ checklist: TripChecklist?, toggle: @escaping @MainActor (Int64) -> Void) {
        guard let checklist else {
            root.isVisible = false
            return
        }
        root.isVisible = true
        title.text = checklist.title
        counts.text = checklist.countsText ?? ""
        let rows = checklist.openRows + checklist.completedRows
        empty.text = checklist.emptyText
        empty.isVisible = rows.isEmpty
        listScroll.isVisible = !rows.isEmpty
        list.removeAll()
        checks = rows.map { row in
            let check = CheckButton()
            check.isActive = row.isDone
            check.setAccessibleLabel(row.toggleLabel)
            check.onToggled { toggle(row.id) }
            let text = Label(row.text)
            text.wraps = true
            text.setAlignment(x: 0)
            text.expand(horizontally: true, vertically: false)
            let line = Box(.horizontal, spacing: 12, [check, text])
            line.margins(top: 8, bottom: 8, start: 12, end: 12)
            if row.isStruckThrough { line.addCSSClass("todo-done") }
            list.append(line)
            return check
        }
    }
}
