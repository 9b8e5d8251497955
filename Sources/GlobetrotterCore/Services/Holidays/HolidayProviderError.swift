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

    /// What went wrong, in the kinds every fallback note is worded by.
    /// Nil for the offline pack's own errors, which are sentences already.
    public var trouble: SourceTrouble? {
        switch self {
        case .unknownCountry: .noData(about: "holidays for this country")
        case .http(let error): SourceTrouble(error)
        case .invalidResponse: .unreadable
        case .missingKey: .keyMissing
        case .keyUnavailable: .keyUnreadable
        case .refused(let status, _) where (401...403).contains(status): .keyRefused(status: status)
        case .refused(let status, _): .refused(status: status)
        case .offline: nil
        }
    }

    /// What went wrong with `source` as one sentence for the fallback notice:
    /// a short reason, never a server's text, an address or a system error.
    public func sentence(about source: String) -> String {
        trouble?.sentence(about: source) ?? description
    }
}
