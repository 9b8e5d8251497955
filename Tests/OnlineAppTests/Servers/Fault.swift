/// How a stand-in service answers: its documented answer, or one of the ways
/// a real service fails. The online suite drives every service through each.
enum Fault: String, CaseIterable, Sendable, CustomStringConvertible {
    /// 200 with the service's documented answer.
    case ok
    /// 400 with a JSON body saying what was wrong, as the APIs do.
    case badRequest
    case notFound
    /// 429 with `Retry-After`.
    case tooManyRequests
    case serverError
    /// Reads the request and never answers: the app's timeout must end it.
    case stall
    /// 200 with a body that is not the documented format.
    case malformed
    /// 200 whose body stops half-way: `Content-Length` promises more, then the connection closes.
    case truncated
    /// 200 with no body at all.
    case emptyBody
    /// 302 to another address on the same server, which gives the documented answer.
    case redirect
    /// Nothing listens on the service's port.
    case refused

    var description: String { rawValue }

    /// The faults after which the app shows live data (the redirect is followed).
    var servesTheAnswer: Bool { self == .ok || self == .redirect }

    /// What the stand-in sends with a 429.
    static let retryAfterSeconds = 30
}
