import Foundation

/// Dates as the list shows them, in the user's language: weekday, day and month.
@MainActor
public final class HolidayDateText {
    private let day: LocalDateFormatter
    private let rangeStart: LocalDateFormatter
    private let rangeEnd: LocalDateFormatter

    public init(locale: Locale = .current) {
        day = LocalDateFormatter("EEEEdMMMM", locale: locale)
        rangeStart = LocalDateFormatter("EEEEdMMM", locale: locale)
        rangeEnd = LocalDateFormatter("dMMM", locale: locale)
    }

    public func text(for date: LocalDate) -> String { day.string(from: date) }

    /// A break: the first day with its weekday, then the last, e.g. "Thursday, Dec 19 – Jan 3".
    public func text(from first: LocalDate, to last: LocalDate) -> String {
        tr("{first} – {last}", ["first": rangeStart.string(from: first), "last": rangeEnd.string(from: last)])
    }
}
