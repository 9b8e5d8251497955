import Foundation

extension LocalDate {
    /// Days since 1970-01-01 (negative before it), for day arithmetic without calendars or time zones.
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil, valid for the whole proleptic Gregorian calendar.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after (or before, when negative) this one; nil outside years 1–9999.
    public func adding(days: Int) -> LocalDate? {
        let shifted = daysSinceEpoch + days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return LocalDate(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Today in the user's time zone: the day the user means by "today".
    /// `utcOffset` gives the zone's offset in seconds at an instant; by default
    /// the C library's, read from the system's tz database, because
    /// `Calendar.current` loads ICU's calendar and zone data (about 2.5 MB)
    /// just to answer this on the home page's first frame.
    public static func today(now: Date = Date(), utcOffset: (Date) -> Int = systemUTCOffset) -> LocalDate {
        let epoch = LocalDate(year: 1970, month: 1, day: 1)!
        let localSeconds = now.timeIntervalSince1970 + Double(utcOffset(now))
        return epoch.adding(days: Int((localSeconds / 86_400).rounded(.down))) ?? epoch
    }

    /// The system time zone's offset from UTC at `date`, in seconds (`TZ` or /etc/localtime).
    public static func systemUTCOffset(at date: Date) -> Int {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return parts.tm_gmtoff
    }
}
