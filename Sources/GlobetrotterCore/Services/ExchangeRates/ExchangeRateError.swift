/// Why a source could not give rates. `description` is for the log (it may
/// hold a server's or the system's text); the page words `trouble`.
public enum ExchangeRateError: Error, Equatable, Sendable, CustomStringConvertible {
    case http(HTTPError)
    /// The source knows no rate for this pair (Frankfurter answers 404).
    case pairNotAvailable(from: String, to: String)
    /// The answer is not JSON, is cut off, or is not shaped as documented.
    case malformedResponse(String)
    /// A source that needs the user's API key has none.
    case missingKey
    /// The service answered with its own error message.
    case refused(String)
    /// The source does not offer this (currencyconverterapi has no history).
    case unsupported
    case offlineData(OfflineRateError)

    /// For the log; the page words `trouble`.
    public var description: String {
        switch self {
        case .http(let error): error.description
        case .pairNotAvailable(let from, let to): "no \(from) → \(to) rate"
        case .malformedResponse(let reason): "not valid rate data (\(reason))"
        case .missingKey: "no API key is set"
        case .refused(let message): "refused (\(message))"
        case .unsupported: "not offered by this source"
        case .offlineData(let error): error.description
        }
    }

    /// What went wrong, in the kinds every fallback note is worded by; nil
    /// for the bundled rates' own errors, which are not a source's trouble.
    public var trouble: SourceTrouble? {
        switch self {
        case .http(let error): .http(error)
        case .pairNotAvailable(let from, let to): .noData(.rate(from: from, to: to))
        case .malformedResponse: .unreadable
        case .missingKey: .keyMissing
        case .refused: .refused(status: nil)
        case .unsupported, .offlineData: nil
        }
    }
}
