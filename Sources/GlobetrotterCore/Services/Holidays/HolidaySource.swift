/// Where a list of holidays came from; the Holidays page names it
/// (`HolidaysWording`).
public enum HolidaySource: Equatable, Sendable {
    case nager
    case holidayAPI
    case offline(years: ClosedRange<Int>)
}
