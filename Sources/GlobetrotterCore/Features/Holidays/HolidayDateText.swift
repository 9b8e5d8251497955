import Foundation

/// Dates as the list shows them, in the user's language: weekday, day and month.
@MainActor
public final class HolidayDateText {
    private let locale: Locale
    // Made on first use: building a formatter loads ICU's date patterns, which
    // a page without dates (no country chosen yet) does not need before its first frame.
    private lazy var day = LocalDateFormatter("EEEEdMMMM", locale: locale)
    private lazy var rangeStart = LocalDateFormatter("EEEEdMMM", locale: locale)
    private lazy var rangeEnd = LocalDateFormatter("dMMM", locale: locale)

    public init(locale: Locale = .current) {
        self.locale = locale
    }

    public func text(for date: LocalDate) -> String { day.string(from: date) }

    /// A break: the first day with its weekday, then the last, e.g. "Thursday, Dec 19 – Jan 3".
    public func text(from first: LocalDate, to last: LocalDate) -> String {
        tr("{first} – {last}", ["first": rangeStart.string(from: first), "last": rangeEnd.string(from: last)])
    }
}
