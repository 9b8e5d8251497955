import Foundation

/// A span of calendar days in the user's words, by a CLDR skeleton: CLDR's
/// interval formats leave out what the two ends share ("5 – 12 Dec 2026",
/// "28 Dec 2026 – 3 Jan 2027" in British English, "5.–12. Dez. 2026" in German).
@MainActor
public final class LocalDateRangeFormatter {
    private let formatter = DateIntervalFormatter()
    private var calendar = Calendar(identifier: .gregorian)

    public init(_ skeleton: String, locale: Locale = .userDates) {
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = utc
        formatter.dateTemplate = skeleton
    }

    /// One date when the span is one day.
    public func string(from days: ClosedRange<LocalDate>) -> String {
        guard let first = calendar.date(from: days.lowerBound.dateComponents),
            let last = calendar.date(from: days.upperBound.dateComponents)
        else { return days.lowerBound.description }
        return formatter.string(from: first, to: last)
    }
}
