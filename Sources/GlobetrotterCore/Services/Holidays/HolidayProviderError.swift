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

    /// For the log; the page words `trouble`.
    public var description: String {
        switch self {
        case .unknownCountry(let code): "unknown country code “\(code)”"
        case .http(let error): error.description
        case .invalidResponse(let reason): "unreadable holidays: \(reason)"
        case .missingKey: "no API key is set"
        case .keyUnavailable(let reason): "the key could not be read from the keyring: \(reason)"
        case .refused(let status, let message): "refused (\(status)): \(message)"
        case .offline(let error): error.description
        }
    }

    /// What went wrong, in the kinds every fallback note is worded by.
    /// Nil for the offline pack's own errors, which the page words itself.
    public var trouble: SourceTrouble? {
        switch self {
        case .unknownCountry: .noData(.holidaysForCountry)
        case .http(let error): .http(error)
        case .invalidResponse: .unreadable
        case .missingKey: .keyMissing
        case .keyUnavailable: .keyUnreadable
        case .refused(let status, _) where (401...403).contains(status): .keyRefused(status: status)
        case .refused(let status, _): .refused(status: status)
        case .offline: nil
        }
    }
}
