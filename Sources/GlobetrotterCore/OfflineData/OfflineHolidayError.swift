/// Why the offline pack cannot answer a holiday request.
public enum OfflineHolidayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pack has no holidays for this country code.
    case unknownCountry(String)
    case yearNotCovered(Int, covered: ClosedRange<Int>)
    /// The pack, or its holidays, are missing or damaged.
    case unavailable(DataPackError)

    public var description: String {
        switch self {
        case .unknownCountry(let code): "The offline data has no holidays for the country code \"\(code)\"."
        case .yearNotCovered(let year, let covered):
            "The offline data covers the years \(covered.lowerBound)–\(covered.upperBound), not \(year)."
        // Which file and why goes to the log (HolidayService); a person can only reinstall.
        case .unavailable(.corrupt): "The offline holidays are damaged; reinstalling Globetrotter repairs them."
        case .unavailable: "The offline holidays are missing; reinstalling Globetrotter restores them."
        }
    }
}
