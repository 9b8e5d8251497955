import Foundation

extension LocalDate {
    /// The day after; an ICS all-day event ends there (DTEND is exclusive).
    public var nextDay: LocalDate {
        LocalDate(year: year, month: month, day: day + 1) ?? LocalDate(year: year, month: month + 1, day: 1)
            ?? LocalDate(year: year + 1, month: 1, day: 1) ?? self
    }

    /// Whole days from `self` to `other` (negative when `other` is earlier).
    public func days(until other: LocalDate) -> Int {
        Self.dayNumber(other) - Self.dayNumber(self)
    }

    /// Days since 1 March of year 0 in the proleptic Gregorian calendar
    /// (the civil-from-days algorithm); arithmetic, so no calendar or time zone is involved.
    private static func dayNumber(_ date: LocalDate) -> Int {
        let year = date.month <= 2 ? date.year - 1 : date.year
        let era = year / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5 + date.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }

    /// Today in the user's time zone.
    public static func today(in timeZone: TimeZone = .current, now: Date = Date()) -> LocalDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return LocalDate(year: parts.year ?? 2024, month: parts.month ?? 1, day: parts.day ?? 1)!
    }
}
