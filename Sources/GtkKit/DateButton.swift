import CGlobetrotter
import CGtk
import GLibKit

/// A calendar date: year, month (1–12) and day, with no time and no zone.
public struct CalendarDay: Equatable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

/// A button that shows a date and opens a popover with GTK's calendar and a
/// button that takes the date away — the date chooser of GNOME's own apps
/// (libadwaita 1.2 has none). A click on a day picks it and closes the
/// popover; the arrow keys walk the days and Enter or Space picks; Escape closes it unchanged.
@MainActor
public final class DateButton {
    /// The button, to put in a box.
    public let widget: Widget
    private let calendar: Widget
    private let popover: Widget
    private let clear: Button
    private var picked: (@MainActor (CalendarDay?) -> Void)?
    /// While the state's date is put on the calendar: not a person's pick.
    private var isShowing = false

    /// - Parameter clearLabel: the popover's button that takes the date away ("No Start Date").
    public init(clearLabel: String, accessibleName: String) {
        calendar = Widget(widget: gtk_calendar_new())
        clear = Button(label: clearLabel)
        clear.addCSSClass("flat")
        let box = Box(.vertical, spacing: 6, [calendar, clear])
        box.margins(6)
        popover = Widget(widget: gtk_popover_new())
        widget = Widget(widget: gtk_menu_button_new())
        gtk_popover_set_child(popover.cast(), box.widgetPointer)
        gtk_menu_button_set_popover(widget.opaque, popover.widgetPointer)
        gtk_menu_button_set_always_show_arrow(widget.opaque, 1)
        widget.setAccessibleLabel(accessibleName)
        widget.tooltip = accessibleName
        // A click on a day (GTK's calendar says "day-selected" for clicks only;
        // its month and year arrows do not).
        calendar.on("day-selected") { [weak self] in
            guard let self, !self.isShowing else { return }
            self.pick()
        }
        // GTK 4.8's calendar walks a focus mark from the grid's first cell and
        // selects with Space only; here the arrows move the chosen day itself
        // (a week with Up and Down, a month with Page Up and Page Down) and Enter picks it.
        KeyController(attachedTo: calendar).onKeyPressed { [weak self] key, _ in
            guard let self else { return false }
            let isRightToLeft = gtk_widget_get_direction(self.calendar.widgetPointer) == GTK_TEXT_DIR_RTL
            switch key {
            case "Return", "KP_Enter", "space", "KP_Space": self.pick()
            case "Left", "KP_Left": self.move(days: isRightToLeft ? 1 : -1)
            case "Right", "KP_Right": self.move(days: isRightToLeft ? -1 : 1)
            case "Up", "KP_Up": self.move(days: -7)
            case "Down", "KP_Down": self.move(days: 7)
            case "Page_Up", "KP_Page_Up": self.move(months: -1)
            case "Page_Down", "KP_Page_Down": self.move(months: 1)
            default: return false
            }
            return true
        }
        clear.onClicked { [weak self] in
            guard let self else { return }
            gtk_popover_popdown(self.popover.cast())
            self.picked?(nil)
        }
    }

    /// Called with the day a person picks, or nil when they take the date away.
    public func onPick(_ handler: @escaping @MainActor (CalendarDay?) -> Void) { picked = handler }

    /// Shows `text` on the button and `day` on the calendar; the date can be taken away when `hasDate`.
    public func show(_ day: CalendarDay?, text: String, hasDate: Bool) {
        gtk_menu_button_set_label(widget.opaque, text)
        clear.isSensitive = hasDate
        guard let day, let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 12, 0, 0)
        else { return }
        defer { g_date_time_unref(date) }
        isShowing = true
        gtk_calendar_select_day(OpaquePointer(calendar.objectPointer), date)
        isShowing = false
    }

    /// The day the calendar shows as chosen.
    public var calendarDay: CalendarDay {
        let date = gtk_calendar_get_date(OpaquePointer(calendar.objectPointer))!
        defer { g_date_time_unref(date) }
        var (year, month, day): (Int32, Int32, Int32) = (0, 0, 0)
        g_date_time_get_ymd(date, &year, &month, &day)
        return CalendarDay(year: Int(year), month: Int(month), day: Int(day))
    }

    public var isOpen: Bool { popover.isVisible }

    /// Moves the calendar's chosen day by keys: walking, not yet picking.
    private func move(days: Int = 0, months: Int = 0) {
        let pointer: OpaquePointer = OpaquePointer(calendar.objectPointer)
        guard let date = gtk_calendar_get_date(pointer) else { return }
        defer { g_date_time_unref(date) }
        guard
            let moved = months == 0
                ? g_date_time_add_days(date, Int32(days)) : g_date_time_add_months(date, Int32(months))
        else { return }
        defer { g_date_time_unref(moved) }
        isShowing = true
        gtk_calendar_select_day(pointer, moved)
        isShowing = false
    }

    private func pick() {
        guard !isShowing else { return }
        gtk_popover_popdown(popover.cast())
        picked?(calendarDay)
    }
}
