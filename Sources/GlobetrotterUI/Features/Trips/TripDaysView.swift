import GlobetrotterCore
import GtkKit

/// A trip's Days view: the holidays and the money on the way (each row opens
/// Holidays or the converter on it), then the trip day by day — where you
/// wake up, what you drive, where you sleep, a holiday marked. One recycled
/// list, so a 1,000-stop trip scrolls as lightly as a short one.
@MainActor
final class TripDaysView {
    let root: ScrolledWindow
    let list: ListView
    private(set) var items: [TripDaysItem] = []

    init() {
        var itemsProvider: () -> [TripDaysItem] = { [] }
        list = ListView { TripDayItemRow(items: { itemsProvider() }) }
        list.addCSSClass("trip-days")
        list.activatesOnSingleClick = true
        root = ScrolledWindow(list)
        root.expand(horizontally: true, vertically: true)
        itemsProvider = { [weak self] in self?.items ?? [] }
    }

    func bind(send: @escaping (TripDetailAction) -> Void) {
        list.onActivate { [weak self] index in
            guard let self, self.items.indices.contains(index) else { return }
            switch self.items[index] {
            case .holiday(let holiday, _): send(.openHoliday(holiday))
            case .currency(let currency, _): send(.openCurrency(currency))
            default: break
            }
        }
    }

    func show(_ items: [TripDaysItem]) {
        guard items != self.items else { return }
        let sameCount = items.count == self.items.count
        self.items = items
        if sameCount { list.refreshVisibleRows() } else { list.reload(count: items.count) }
    }
}

/// One line of the Days view: a heading, a note, a holiday or currency to
/// open, or a day with its lines.
@MainActor
final class TripDayItemRow: ListRow {
    let widget: Widget
    private let title = Label()
    private let lines = Label()
    private let opens = Image(iconName: "go-next-symbolic")
    private let items: () -> [TripDaysItem]
    private(set) var shown: TripDaysItem?

    init(items: @escaping () -> [TripDaysItem]) {
        self.items = items
        title.setAlignment(x: 0)
        title.wraps = true
        lines.setAlignment(x: 0)
        lines.wraps = true
        lines.addCSSClass("dim-label")
        let texts = Box(.vertical, spacing: 2, [title, lines])
        texts.expand(horizontally: true, vertically: false)
        opens.align(vertical: .center)
        let box = Box(.horizontal, spacing: 8, [texts, opens])
        box.addCSSClass("trip-day-row")
        widget = box
    }

    func bind(to index: Int) {
        let all = items()
        guard all.indices.contains(index) else { return }
        let item = all[index]
        shown = item
        for style in ["heading", "accent", "dim-label", "trip-days-heading"] { title.removeCSSClass(style) }
        opens.isVisible = false
        switch item {
        case .heading(let text):
            show(text, [])
            title.addCSSClass("heading")
            title.addCSSClass("trip-days-heading")
        case .note(let text):
            show(text, [])
            title.addCSSClass("dim-label")
        case .holiday(_, let text), .currency(_, let text):
            show(text, [])
            opens.isVisible = true
        case .day(let day):
            show(day.title, [day.wakeUp] + day.drives + [day.sleep] + day.holidays)
            title.addCSSClass("heading")
            if day.isHoliday { title.addCSSClass("accent") }
        }
        let spoken = ([title.text] + (lines.isVisible ? [lines.text] : [])).joined(separator: ", ")
        // The row's box and its list item, which is what GTK 4.8 gives a screen reader as the row.
        widget.setAccessibleLabel(spoken)
        widget.parent?.setAccessibleLabel(spoken)
    }

    private func show(_ heading: String, _ detail: [String]) {
        title.text = heading
        lines.text = detail.joined(separator: "\n")
        lines.isVisible = !detail.isEmpty
    }
}
