import GlobetrotterCore
import GtkKit

/// One recycled row of a picker: flag, name, code, a mark ("No rate") and a
/// check on the current choice.
@MainActor
final class PickerRowView: ListRow {
    let widget: Widget
    private let symbol = Label()
    private let title = Label()
    private let subtitle = Label()
    private let detail = Label()
    private let mark = Label()
    private let check = Image(iconName: "object-select-symbolic")
    private let rows: () -> [PickerRow]

    init(rows: @escaping () -> [PickerRow]) {
        self.rows = rows
        symbol.addCSSClass("title-3")
        symbol.sizeRequest(width: 28)
        title.setAlignment(x: 0)
        title.ellipsizeEnd()
        subtitle.setAlignment(x: 0)
        subtitle.ellipsizeEnd()
        subtitle.addCSSClass("dim-label")
        subtitle.addCSSClass("caption")
        let titles = Box(.vertical, spacing: 2, [title, subtitle])
        titles.expand(horizontally: true, vertically: false)
        // Centred as a lone title was: a row without a second line looks as before.
        titles.align(vertical: .center)
        detail.addCSSClass("dim-label")
        detail.addCSSClass("caption")
        mark.addCSSClass("picker-mark")
        let box = Box(.horizontal, spacing: 12, [symbol, titles, detail, mark, check])
        box.addCSSClass("picker-row")
        widget = box
    }

    func bind(to index: Int) {
        let all = rows()
        guard all.indices.contains(index) else { return }
        let row = all[index]
        symbol.text = row.symbol
        symbol.isVisible = !row.symbol.isEmpty
        title.text = row.title
        subtitle.text = row.subtitle ?? ""
        subtitle.isVisible = row.subtitle != nil
        detail.text = row.detail
        mark.text = row.mark?.text ?? ""
        mark.tooltip = row.mark?.tooltip
        mark.isVisible = row.mark != nil
        check.isVisible = row.isCurrent
        widget.setAccessibleLabel(row.accessibleLabel)
    }
}
