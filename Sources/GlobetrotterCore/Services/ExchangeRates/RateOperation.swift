/// What the converter tried to load, so a failure says what failed
/// ("Could not load currencies: the server had a problem (HTTP 500)").
public enum RateOperation: Equatable, Sendable {
    case currencies
    case rate(from: String, to: String)
    case history(from: String, to: String)

    public func failureMessage(_ error: ExchangeRateError) -> String {
        "Could not load \(subject): \(error)"
    }

    private var subject: String {
        switch self {
        case .currencies: "currencies"
        case .rate(let from, let to): "the \(from) → \(to) rate"
        case .history(let from, let to): "the \(from) → \(to) history"
        }
    }
}
