import Foundation

/// Dates as the list shows them, in the user's language: weekday, day and month.
@MainActor
public final class HolidayDateText {
    private let makeLocale: () -> Locale
    // Made on first use: the user's locale and a formatter load Foundation's
    // locale data and ICU's date patterns (about 7 MB), which a page without
    // dates (no country chosen yet) does not need before its first frame.
    private lazy var locale = makeLocale()
    private lazy var day = LocalDateFormatter("EEEEdMMMM", locale: locale)
    private lazy var rangeStart = LocalDateFormatter("EEEEdMMM", locale: locale)
    private lazy var rangeEnd = LocalDateFormatter("dMMM", locale: locale)

    public init(locale: @autoclosure @escaping () -> Locale = .current) {
        makeLocale = locale
    }

    public func text(for date: LocalDate) -> String { day.string(from: date) }

    /// A break: the first day with its weekday, then the last, e.g. "Thursday, Dec 19 – Jan 3".
    public func text(from first: LocalDate, to last: LocalDate) -> String {
        tr("{first} – {last}", ["first": rangeStart.string(from: first), "last": rangeEnd.string(from: last)])
    }
}
