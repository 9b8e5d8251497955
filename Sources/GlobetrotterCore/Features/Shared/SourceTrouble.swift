/// Why an online source gave nothing, in the few kinds a person can act on.
/// Services hand it to the presenters typed; this file words every such
/// failure, so a note always reads "<Source> <what happened> (<short reason>).
/// Showing <what is shown instead>." — never a server's text, an address or a
/// system error (those go to the log through the errors' `description`).
public enum SourceTrouble: Equatable, Sendable {
    /// No answer (no connection, a timeout, offline mode) or an error status.
    case http(HTTPError)
    /// An answer that is not what the source documents.
    case unreadable
    case keyMissing
    /// The keyring could not be asked for the key.
    case keyUnreadable
    case keyRefused(status: Int)
    case refused(status: Int?)
    /// The source answered, and has nothing for this request.
    case noData(NoData)

    /// What a source had nothing for.
    public enum NoData: Equatable, Sendable {
        case holidaysForCountry
        case holidaysForYear(Int)
        case rate(from: String, to: String)
    }

    /// "Frankfurter is not available right now (not found, HTTP 404)."
    public func sentence(about source: String) -> String {
        switch self {
        case .http(let error) where error.isUnreachable:
            tr("{source} could not be reached ({reason}).", ["source": source, "reason": Self.reason(error)])
        case .http(let error):
            tr("{source} is not available right now ({reason}).", ["source": source, "reason": Self.reason(error)])
        case .unreadable: tr("{source} sent data that could not be read.", ["source": source])
        case .keyMissing: tr("{source} needs an API key (enter one in Preferences).", ["source": source])
        case .keyUnreadable: tr("The {source} key could not be read from the keyring.", ["source": source])
        case .keyRefused(let status):
            tr("{source} did not accept the API key (HTTP {status}).", ["source": source, "status": String(status)])
        case .refused(let status?):
            tr("{source} refused the request (HTTP {status}).", ["source": source, "status": String(status)])
        case .refused(nil): tr("{source} refused the request.", ["source": source])
        case .noData(.holidaysForCountry): tr("{source} has no holidays for this country.", ["source": source])
        case .noData(.holidaysForYear(let year)):
            tr("{source} has no holidays for {year}.", ["source": source, "year": String(year)])
        case .noData(.rate(let from, let to)):
            tr("{source} has no {from} → {to} rate.", ["source": source, "from": from, "to": to])
        }
    }

    /// The fallback note: what went wrong, then what the page shows instead.
    /// - Parameter showing: the whole second sentence ("Showing offline ECB
    ///   rates of 30 October."); nil when nothing could be shown.
    public func note(about source: String, showing: String?) -> String {
        let problem = sentence(about: source)
        guard let showing else { return problem }
        return tr("{problem} {showing}", ["problem": problem, "showing": showing])
    }

    /// A few words inside the parentheses ("timed out", "server error, HTTP 500").
    private static func reason(_ error: HTTPError) -> String {
        switch error {
        case .notFound: tr("not found, HTTP 404")
        case .rateLimited: tr("too many requests, HTTP 429")
        case .clientError(let status): tr("request refused, HTTP {status}", ["status": String(status)])
        case .serverError(let status): tr("server error, HTTP {status}", ["status": String(status)])
        case .timedOut: tr("timed out")
        case .cannotConnect: tr("no connection")
        case .cancelled: tr("cancelled")
        case .offline: tr("offline mode")
        case .transport: tr("network error")
        }
    }
}
