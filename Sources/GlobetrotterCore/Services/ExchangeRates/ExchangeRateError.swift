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

    public var description: String {
        switch self {
        case .http(let error): Self.sentenceFragment(error.description)
        case .pairNotAvailable(let from, let to): "there is no \(from) → \(to) rate"
        case .malformedResponse(let reason): "the answer was not valid rate data (\(reason))"
        case .missingKey: "no API key is set in Preferences"
        case .refused(let message): "the service refused the request (\(message))"
        case .unsupported: "this source does not offer it"
        case .offlineData(let error): Self.sentenceFragment(error.description)
        }
    }

    /// "The server had a problem (HTTP 500)." → "the server had a problem (HTTP 500)".
    private static func sentenceFragment(_ sentence: String) -> String {
        var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }

    /// What went wrong, in the kinds every fallback note is worded by; nil
    /// for the bundled rates' own errors, which are not a source's trouble.
    public var trouble: SourceTrouble? {
        switch self {
        case .http(let error): SourceTrouble(error)
        case .pairNotAvailable(let from, let to): .noData(about: "\(from) → \(to) rate")
        case .malformedResponse: .unreadable
        case .missingKey: .keyMissing
        case .refused: .refused(status: nil)
        case .unsupported, .offlineData: nil
        }
    }
}
