import Foundation

/// Writes a country-year of holidays as an iCalendar file (RFC 5545) that
/// GNOME Calendar and Thunderbird import: one all-day VEVENT per holiday (a
/// school break listed day by day is one event over all its days),
/// UIDs that stay the same on every export (so a re-import updates instead of
/// duplicating), escaped text, CRLF line ends, lines folded at 75 octets.
///
/// The words a person reads in the calendar (its name, each event's
/// description and categories) come from the presenter as `ICalendarText`.
public enum ICalendarWriter {
    public static func document(for year: HolidayYear, text: ICalendarText, stamp: Date) -> String {
        var lines = ICalendarSyntax.header(product: "Holidays", calendarName: text.calendarName)
        let dtstamp = ICalendarSyntax.timestamp(stamp)
        for span in HolidaySpan.group(year.holidays) {
            lines += event(span.holiday, through: span.lastDate, text: text, dtstamp: dtstamp)
        }
        return ICalendarSyntax.document(lines)
    }

    /// A suggested file name, e.g. "holidays-DE-2025.ics".
    public static func fileName(for year: HolidayYear) -> String { "holidays-\(year.countryCode)-\(year.year).ics" }

    /// - Parameter lastDate: the last day of a span; the holiday's own day when nil.
    static func event(_ holiday: Holiday, through lastDate: LocalDate? = nil, text: ICalendarText, dtstamp: String)
        -> [String]
    {
        let lastDate = lastDate ?? holiday.date
        var lines = [
            "BEGIN:VEVENT", "UID:\(uid(holiday, through: lastDate))", "DTSTAMP:\(dtstamp)",
            "DTSTART;VALUE=DATE:\(ICalendarSyntax.date(holiday.date))",
            "DTEND;VALUE=DATE:\(ICalendarSyntax.date(lastDate.nextDay))",
            "SUMMARY:\(ICalendarSyntax.escape(text.summary(holiday)))",
            "DESCRIPTION:\(ICalendarSyntax.escape(text.description(holiday)))",
        ]
        let categories = text.categories(holiday)
        if !categories.isEmpty {
            // i18n-ignore: iCalendar syntax around the presenter's words
            lines.append("CATEGORIES:\(categories.map(ICalendarSyntax.escape).joined(separator: ","))")
        }
        lines += ["TRANSP:TRANSPARENT", "END:VEVENT"]
        return lines
    }

    /// Derived from what identifies the holiday, never random; a span adds its last day.
    static func uid(_ holiday: Holiday, through lastDate: LocalDate? = nil) -> String {
        let slug = holiday.name.lowercased().unicodeScalars.map {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) ? String($0) : "-"
        }.joined()
        let counties = holiday.counties.map { "-" + $0.joined(separator: "+") } ?? ""
        let end = lastDate.map { $0 == holiday.date ? "" : "-to-\(ICalendarSyntax.date($0))" } ?? ""
        return
            "\(ICalendarSyntax.date(holiday.date))\(end)-\(holiday.countryCode)-\(slug)\(counties)@\(ICalendarSyntax.uidDomain)"
    }
}
