import Foundation

/// Dates as the list shows them, in the user's language: weekday, day and month.
@MainActor
public final class HolidayDateText {
    private let formatter: DateFormatter

    public init(locale: Locale = .current) {
        formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.setLocalizedDateFormatFromTemplate("EEEEdMMMM")
    }

    public func text(for date: LocalDate) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        guard let instant = calendar.date(from: date.dateComponents) else { return date.description }
        return formatter.string(from: instant)
    }
}
