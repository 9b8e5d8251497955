/// Why the offline pack cannot give an exchange rate.
public enum OfflineRateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The ECB publishes no rate for this currency.
    case unknownCurrency(String)
    /// No day in the pack, on or before `date`, has rates for both currencies.
    case noRate(from: String, to: String, on: LocalDate)
    /// The pack, or its rates, are missing or damaged.
    case unavailable(DataPackError)

    /// For the log; the converter words these cases itself.
    public var description: String {
        switch self {
        case .unknownCurrency(let code): "no offline exchange rate for \(code)"
        case .noRate(let from, let to, let date): "no offline \(from)→\(to) rate on or before \(date)"
        case .unavailable(let error): error.description
        }
    }
}
