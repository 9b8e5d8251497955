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
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Globetrotter//Holidays \(AppInfo.version)//EN",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:\(escape(text.calendarName))",
        ]
        let dtstamp = timestamp(stamp)
        for span in HolidaySpan.group(year.holidays) {
            lines += event(span.holiday, through: span.lastDate, text: text, dtstamp: dtstamp)
        }
        lines.append("END:VCALENDAR")  // i18n-ignore: iCalendar syntax
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
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
            "DTSTART;VALUE=DATE:\(compact(holiday.date))", "DTEND;VALUE=DATE:\(compact(lastDate.nextDay))",
            "SUMMARY:\(escape(text.summary(holiday)))", "DESCRIPTION:\(escape(text.description(holiday)))",
        ]
        let categories = text.categories(holiday)
        if !categories.isEmpty {
            // i18n-ignore: iCalendar syntax around the presenter's words
            lines.append("CATEGORIES:\(categories.map(escape).joined(separator: ","))")
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
        let end = lastDate.map { $0 == holiday.date ? "" : "-to-\(compact($0))" } ?? ""
        return "\(compact(holiday.date))\(end)-\(holiday.countryCode)-\(slug)\(counties)@globetrotter.github.io"
    }

    /// TEXT escaping of RFC 5545 §3.3.11.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n", "\r\n": escaped += "\\n"
            case "\r": continue
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Folds a content line into 75-octet pieces (§3.1), never inside a UTF-8 sequence.
    static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            let limit = pieces.isEmpty ? 75 : 74  // a continuation starts with a space
            if octets + size > limit {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    private static func compact(_ date: LocalDate) -> String {
        date.description.replacingOccurrences(of: "-", with: "")
    }

    private static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day) + "T" + two(parts.hour)
            + two(parts.minute) + two(parts.second) + "Z"
    }
}
