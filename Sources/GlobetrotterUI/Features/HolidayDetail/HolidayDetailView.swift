import GlobetrotterCore
import GtkKit

/// One holiday's facts under a back button, as a sub-page of the Holidays page.
@MainActor
final class HolidayDetailView {
    let root: Widget
    let back = Button(iconName: "go-previous-symbolic", tooltip: tr("Back"))
    let title = Label()
    private let subtitle = Label()
    private let facts = ListBox()

    init() {
        back.addCSSClass("flat")
        // Back is the window's action (Alt+Left too): the shell knows where back is.
        back.actionName = "win.go-back"
        title.addCSSClass("title-1")
        title.wraps = true
        title.justify(true)
        subtitle.addCSSClass("title-4")
        subtitle.addCSSClass("dim-label")
        subtitle.wraps = true
        subtitle.justify(true)
        facts.addCSSClass("boxed-list")
        let body = Box(.vertical, spacing: 6, [title, subtitle, facts])
        body.margins(top: 12, bottom: 24, start: 12, end: 12)
        facts.margins(top: 18, bottom: 0, start: 0, end: 0)
        let bar = Box(.horizontal, spacing: 6, [back])
        bar.margins(top: 10, bottom: 0, start: 12, end: 12)
        let scrolled = ScrolledWindow(Clamp(body, maximumWidth: 600))
        scrolled.expand()
        root = Box(.vertical, [bar, scrolled])
    }

    func render(_ display: HolidayDetailState) {
        title.text = display.title
        subtitle.text = display.subtitle ?? ""
        subtitle.isVisible = display.subtitle != nil
        for row in factRows { facts.remove(row) }
        factRows = display.facts.map { Self.row(for: $0) }
        factRows.forEach(facts.append)
    }

    private(set) var factRows: [ActionRow] = []

    /// A short value sits at the row's end; a long one (a list of regions)
    /// goes under the label, where it has the row's width.
    private static func row(for fact: HolidayFact) -> ActionRow {
        guard fact.value.count <= 40 else { return ActionRow(title: fact.label, subtitle: fact.value) }
        let value = Label(fact.value)
        value.isSelectable = true
        value.addCSSClass("dim-label")
        value.setAlignment(x: 1)
        let row = ActionRow(title: fact.label)
        row.addSuffix(value)
        return row
    }
}
