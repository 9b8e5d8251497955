import GlobetrotterCore
import GtkKit

/// One recycled row of the holiday list: date, names, badges, region marker.
@MainActor
final class HolidayRowView: ListRow {
    let widget: Widget
    private let date = Label()
    let name = Label()
    private let localName = Label()
    private let region = Label()
    private let badges = Box(.horizontal, spacing: 6)
    private var badgeLabels: [Label] = []
    private let rows: () -> [HolidayRow]

    /// - Parameter dateColumn: the list's dates, one width, so the names line up.
    init(rows: @escaping () -> [HolidayRow], dateColumn: WidthGroup) {
        self.rows = rows
        date.setAlignment(x: 0)
        date.addCSSClass("holiday-date")
        // On one line beside the names; on a phone-narrow window it wraps rather than push the row wider.
        date.wraps = true
        date.prefersOneLine()
        dateColumn.add(date)
        // The names wrap rather than end in …: on a phone-narrow window or with
        // large text "Christmas…" would not say which holiday it is.
        for label in [name, localName, region] {
            label.setAlignment(x: 0)
            label.wraps = true
        }
        name.addCSSClass("heading")
        localName.addCSSClass("dim-label")
        region.addCSSClass("caption")
        region.addCSSClass("dim-label")
        let names = Box(.vertical, spacing: 2, [name, localName, region])
        names.expand(horizontally: true, vertically: false)
        badges.align(horizontal: .end, vertical: .center)
        let box = Box(.horizontal, spacing: 12, [date, names, badges])
        box.addCSSClass("holiday-row")
        widget = box
    }

    func bind(to index: Int) {
        let all = rows()
        guard all.indices.contains(index) else { return }
        let row = all[index]
        date.text = row.dateText
        name.text = row.name
        localName.text = row.localName ?? ""
        localName.isVisible = row.localName != nil
        region.text = row.regionNote ?? ""
        region.isVisible = row.regionNote != nil
        for label in badgeLabels { badges.remove(label) }
        badgeLabels = row.badges.map { badge in
            let label = Label(badge)
            label.addCSSClass("holiday-badge")
            label.addCSSClass(badge.lowercased())
            label.align(vertical: .center)
            return label
        }
        badgeLabels.forEach(badges.append)
        for (flag, style) in [(row.isPast, "past"), (row.isNext, "next")] {
            flag ? widget.addCSSClass(style) : widget.removeCSSClass(style)
        }
        setSpokenName(row.spokenName)
    }
}
