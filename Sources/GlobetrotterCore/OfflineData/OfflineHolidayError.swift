/// Why the offline pack cannot answer a holiday request.
public enum OfflineHolidayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pack has no holidays for this country code.
    case unknownCountry(String)
    case yearNotCovered(Int, covered: ClosedRange<Int>)
    /// The pack, or its holidays, are missing or damaged.
    case unavailable(DataPackError)

    /// For the log; the Holidays page words these cases itself.
    public var description: String {
        switch self {
        case .unknownCountry(let code): "no offline holidays for the country code \"\(code)\""
        case .yearNotCovered(let year, let covered):
            "the offline holidays cover \(covered.lowerBound)–\(covered.upperBound), not \(year)"
        case .unavailable(let error): "offline holidays unavailable: \(error)"
        }
    }
}
