import Foundation

/// Dates as the list shows them, in the user's language: weekday, day and month.
@MainActor
public final class HolidayDateText {
    private let formatter: DateFormatter
    private let rangeStart: DateFormatter
    private let rangeEnd: DateFormatter

    public init(locale: Locale = .current) {
        func make(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        formatter = make("EEEEdMMMM")
        rangeStart = make("EEEEdMMM")
        rangeEnd = make("dMMM")
    }

    public func text(for date: LocalDate) -> String {
        format(date, with: formatter)
    }

    /// A break: the first day with its weekday, then the last, e.g. "Thursday, Dec 19 – Jan 3".
    public func text(from first: LocalDate, to last: LocalDate) -> String {
        "\(format(first, with: rangeStart)) – \(format(last, with: rangeEnd))"
    }

    private func format(_ date: LocalDate, with formatter: DateFormatter) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        guard let instant = calendar.date(from: date.dateComponents) else { return date.description }
        return formatter.string(from: instant)
    }
}
