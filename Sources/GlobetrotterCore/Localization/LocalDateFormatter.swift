import Foundation

/// Calendar days in the user's words, by a CLDR skeleton ("dMMMM" is
/// "30 October" in English and "30. Oktober" in German): the locale decides
/// the order and punctuation, the skeleton only which fields appear.
/// Sendable: nothing changes after `init`, and Foundation's date formatters
/// format from any thread (a trip's days are worded off the main thread).
public final class LocalDateFormatter: @unchecked Sendable {
    private let formatter = DateFormatter()
    private let calendar: Calendar

    public init(_ skeleton: String, locale: Locale = .userDates) {
        let utc = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        self.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = utc
        formatter.setLocalizedDateFormatFromTemplate(skeleton)
    }

    public func string(from date: LocalDate) -> String {
        guard let instant = calendar.date(from: date.dateComponents) else { return date.description }
        return formatter.string(from: instant)
    }
}
