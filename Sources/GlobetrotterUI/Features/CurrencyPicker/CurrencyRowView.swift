import GlobetrotterCore
import GtkKit

/// One recycled row of the currency picker: flag, code, name, a "No rate"
/// mark, and a check on the currency the button shows.
@MainActor
final class CurrencyRowView: ListRow {
    let widget: Widget
    private let flag = Label()
    private let code = Label()
    private let name = Label()
    private let noRate = Label(CurrencyPickerRow.noRateMark)
    private let check = Image(iconName: "object-select-symbolic")
    private let rows: () -> [CurrencyPickerRow]

    init(rows: @escaping () -> [CurrencyPickerRow]) {
        self.rows = rows
        flag.addCSSClass("title-3")
        flag.sizeRequest(width: 28)
        code.addCSSClass("heading")
        code.sizeRequest(width: 40)
        code.setAlignment(x: 0)
        name.setAlignment(x: 0)
        name.ellipsizeEnd()
        name.expand(horizontally: true, vertically: false)
        noRate.addCSSClass("no-rate-mark")
        noRate.tooltip = "No source has a rate for this currency"
        let box = Box(.horizontal, spacing: 12, [flag, code, name, noRate, check])
        box.addCSSClass("currency-row")
        widget = box
    }

    func bind(to index: Int) {
        let all = rows()
        guard all.indices.contains(index) else { return }
        let row = all[index]
        flag.text = row.label.flag
        code.text = row.label.code
        name.text = row.label.name
        noRate.isVisible = !row.hasRate
        check.isVisible = row.isSelected
        widget.setAccessibleLabel(
            "\(row.label.name) (\(row.label.code))" + (row.hasRate ? "" : ", no rate available")
                + (row.isSelected ? ", current" : ""))
    }
}
