/// Where a list of holidays came from, as the source line names it.
public enum HolidaySource: Equatable, Sendable {
    case nager
    case holidayAPI
    case offline(years: ClosedRange<Int>)

    public var label: String {
        switch self {
        case .nager: "Nager.Date"
        case .holidayAPI: "holidayapi.com"
        case .offline(let years): "Offline data, \(years.lowerBound)–\(years.upperBound)"
        }
    }
}
