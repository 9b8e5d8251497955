/// Why a provider gave no holidays, specific enough to tell the user.
public enum HolidayProviderError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownCountry(String)
    case http(HTTPError)
    case invalidResponse(String)
    case missingKey
    /// The keyring could not be asked for the key (locked, or no Secret Service).
    case keyUnavailable(String)
    /// holidayapi.com's own error body (`{"status":401,"error":"…"}`).
    case refused(status: Int, message: String)
    case offline(OfflineHolidayError)

    public var description: String {
        switch self {
        case .unknownCountry(let code): "No holidays are known for the country code “\(code)”."
        case .http(let error): error.description
        case .invalidResponse(let reason): "The server sent holidays we could not read: \(reason)"
        case .missingKey: "holidayapi.com needs an API key; enter one in Preferences."
        case .keyUnavailable(let reason): "The holidayapi.com key could not be read from the keyring: \(reason)"
        case .refused(let status, let message): "holidayapi.com refused the request (\(status)): \(message)"
        case .offline(let error): error.description
        }
    }

    /// What went wrong with `source` as one sentence for the fallback notice:
    /// a short reason, never a server's text, an address or a system error.
    public func sentence(about source: String) -> String {
        switch self {
        case .unknownCountry: "\(source) has no holidays for this country."
        case .http(let error) where error.isUnreachable: "\(source) could not be reached (\(error.shortReason))."
        case .http(let error): "\(source) is not available right now (\(error.shortReason))."
        case .invalidResponse: "\(source) sent data that could not be read."
        case .missingKey: "\(source) needs an API key (enter one in Preferences)."
        case .keyUnavailable: "The \(source) key could not be read from the keyring."
        case .refused(let status, _) where (401...403).contains(status):
            "\(source) did not accept the API key (HTTP \(status))."
        case .refused(let status, _): "\(source) refused the request (HTTP \(status))."
        case .offline(let error): error.description
        }
    }

    /// A wrong country code gives the same answer from every source, so
    /// falling back would only hide it.
    public var isFinal: Bool {
        if case .unknownCountry = self { true } else { false }
    }
}
