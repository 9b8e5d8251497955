/// The sentences a page must show for each fault of a source, as a person
/// reads them (SourceTrouble's rule: what went wrong, then what is shown instead).
enum Sentences {
    /// What went wrong at `source`, for the faults that are one.
    /// - Parameter overrides: what this source says otherwise for some faults.
    static func trouble(_ fault: Fault, at source: String, overrides: [Fault: String] = [:]) -> String {
        if let sentence = overrides[fault] { return sentence }
        return switch fault {
        case .badRequest: "\(source) is not available right now (request refused, HTTP 400)."
        case .notFound: "\(source) is not available right now (not found, HTTP 404)."
        case .tooManyRequests: "\(source) is not available right now (too many requests, HTTP 429)."
        case .serverError: "\(source) is not available right now (server error, HTTP 500)."
        case .stall: "\(source) could not be reached (timed out)."
        // libsoup hands over what arrived of a body cut short: it does not read.
        case .malformed, .emptyBody, .truncated: "\(source) sent data that could not be read."
        case .refused: "\(source) could not be reached (no connection)."
        case .ok, .redirect: ""
        }
    }

    /// The faults after which a page falls back, in an order where no two
    /// neighbours read the same (the last sentence stays while the page asks again).
    static let failures: [Fault] = [
        .serverError, .malformed, .badRequest, .emptyBody, .tooManyRequests, .truncated, .notFound, .stall, .refused,
    ]
}
