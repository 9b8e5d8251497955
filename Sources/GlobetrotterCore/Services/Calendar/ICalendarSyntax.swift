import Foundation

/// The iCalendar (RFC 5545) syntax every exported calendar shares: the
/// calendar's frame, escaped text, dates and times, folded lines and CRLF.
enum ICalendarSyntax {
    /// Where the UIDs of exported events live: the same on every export, so a re-import updates.
    static let uidDomain = "globetrotter.github.io"

    /// "BEGIN:VCALENDAR" to "X-WR-CALNAME": the calendar's first lines; `product` names what exported it.
    ///
    /// No METHOD: a file to import is not a scheduling message (RFC 5545
    /// §3.7.2), and iTIP's PUBLISH wants an ORGANIZER on every event, which
    /// libical (Evolution's parser) reports missing.
    static func header(product: String, calendarName: String) -> [String] {
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Globetrotter//\(product) \(AppInfo.version)//EN",
            "CALSCALE:GREGORIAN", "X-WR-CALNAME:\(escape(calendarName))",
        ]
    }

    /// The calendar's lines, closed, folded and joined with CRLF.
    static func document(_ lines: [String]) -> String {
        (lines + ["END:VCALENDAR"]).map(fold).joined(separator: "\r\n") + "\r\n"
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

    /// A DATE value (§3.3.4): "20261003".
    static func date(_ date: LocalDate) -> String {
        date.description.replacingOccurrences(of: "-", with: "")
    }

    /// A floating DATE-TIME (§3.3.5, form 1): the same clock time wherever the calendar is opened.
    static func floating(_ day: LocalDate, minutes: Int) -> String {
        date(day) + "T" + two(minutes / 60) + two(minutes % 60) + "00"
    }

    /// A DURATION of whole minutes (§3.3.6): "PT3H10M", "PT45M", "PT8H".
    static func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "PT\(rest)M"
        case (_, 0): return "PT\(hours)H"
        default: return "PT\(hours)H\(rest)M"
        }
    }

    /// A UTC DATE-TIME (§3.3.5, form 2), as DTSTAMP wants it.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d", parts.year ?? 0) + two(parts.month) + two(parts.day) + "T" + two(parts.hour)
            + two(parts.minute) + two(parts.second) + "Z"
    }

    private static func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
}
