import GlobetrotterCore
import GtkKit

/// One recycled row of the country list: flag, name, code.
@MainActor
final class CountryRowView: ListRow {
    let widget: Widget
    private let flag = Label()
    private let name = Label()
    private let code = Label()
    private let rows: () -> [CountryRow]

    init(rows: @escaping () -> [CountryRow]) {
        self.rows = rows
        flag.addCSSClass("title-3")
        name.setAlignment(x: 0)
        name.ellipsizeEnd()
        name.expand(horizontally: true, vertically: false)
        code.addCSSClass("dim-label")
        code.addCSSClass("caption")
        let box = Box(.horizontal, spacing: 12, [flag, name, code])
        box.addCSSClass("country-row")
        widget = box
    }

    func bind(to index: Int) {
        let all = rows()
        guard all.indices.contains(index) else { return }
        flag.text = all[index].flag
        name.text = all[index].name
        code.text = all[index].code
        widget.setAccessibleLabel(all[index].name)
    }
}
