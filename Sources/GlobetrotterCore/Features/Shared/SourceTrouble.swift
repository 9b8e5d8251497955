/// Why an online source gave nothing, in the few kinds a person can act on.
/// Holidays and the converter word every failure through this one type, so a
/// note always reads "<Source> <what happened> (<short reason>). Showing <what
/// is shown instead>." — never a server's text, an address or a system error.
public enum SourceTrouble: Equatable, Sendable {
    /// No answer at all: no connection, a timeout, offline mode.
    case unreachable(reason: String)
    /// An answer with an error status.
    case unavailable(reason: String)
    /// An answer that is not what the source documents.
    case unreadable
    case keyMissing
    /// The keyring could not be asked for the key.
    case keyUnreadable
    case keyRefused(status: Int)
    case refused(status: Int?)
    /// The source answered, and has nothing for this request.
    case noData(about: String)

    public init(_ error: HTTPError) {
        self = error.isUnreachable ? .unreachable(reason: error.shortReason) : .unavailable(reason: error.shortReason)
    }

    /// "Frankfurter is not available right now (not found, HTTP 404)."
    public func sentence(about source: String) -> String {
        switch self {
        case .unreachable(let reason): "\(source) could not be reached (\(reason))."
        case .unavailable(let reason): "\(source) is not available right now (\(reason))."
        case .unreadable: "\(source) sent data that could not be read."
        case .keyMissing: "\(source) needs an API key (enter one in Preferences)."
        case .keyUnreadable: "The \(source) key could not be read from the keyring."
        case .keyRefused(let status): "\(source) did not accept the API key (HTTP \(status))."
        case .refused(let status?): "\(source) refused the request (HTTP \(status))."
        case .refused(nil): "\(source) refused the request."
        case .noData(let subject): "\(source) has no \(subject)."
        }
    }

    /// The fallback note: what went wrong, then what the page shows instead.
    /// - Parameter showing: "offline ECB rates of 30 October"; nil when nothing could be shown.
    public func note(about source: String, showing: String?) -> String {
        let problem = sentence(about: source)
        guard let showing else { return problem }
        return "\(problem) Showing \(showing)."
    }
}
