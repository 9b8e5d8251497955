import Foundation

/// Calendar days in the user's words, by a CLDR skeleton ("dMMMM" is
/// "30 October" in English and "30. Oktober" in German): the locale decides
/// the order and punctuation, the skeleton only which fields appear.
@MainActor
public final class LocalDateFormatter {
    private let formatter = DateFormatter()
    private var calendar = Calendar(identifier: .gregorian)

    public init(_ skeleton: String, locale: Locale = .userDates) {
        let utc = TimeZone(identifier: "UTC")!
        calendar.timeZone = utc
        formatter.locale = locale
        formatter.timeZone = utc
        formatter.setLocalizedDateFormatFromTemplate(skeleton)
    }

    public func string(from date: LocalDate) -> String {
        guard let instant = calendar.date(from: date.dateComponents) else { return date.description }
        return formatter.string(from: instant)
    }
}
