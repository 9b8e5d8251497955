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

    /// The label inside a sentence: "Showing offline data, 2024–2030."
    public var labelInSentence: String {
        if case .offline(let years) = self { "offline data, \(years.lowerBound)–\(years.upperBound)" } else { label }
    }
}
