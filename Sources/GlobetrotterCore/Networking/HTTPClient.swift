import Foundation

public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var headers: [String: String]
    /// Whole-request limit; the transport reports `.timedOut` past it.
    public var timeout: Duration
    /// Return 4xx answers (other than 429) as responses rather than errors,
    /// for APIs whose error bodies say what was wrong (OSRM's `NoRoute`).
    public var returnsClientErrorBodies: Bool

    public init(
        url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(15),
        returnsClientErrorBodies: Bool = false
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.returnsClientErrorBodies = returnsClientErrorBodies
    }
}

public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// Where the body finally came from, after redirects.
    public var url: URL

    public init(status: Int, headers: [String: String] = [:], body: Data, url: URL) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// Transport failures and HTTP error statuses, typed so messages can say what failed.
public enum HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(URL)
    case rateLimited(retryAfterSeconds: Int?)
    case clientError(status: Int)
    case serverError(status: Int)
    case timedOut
    case cannotConnect(host: String, reason: String)
    case cancelled
    case offline
    case transport(String)

    /// Maps a status outside 2xx/3xx to its error.
    public static func from(status: Int, url: URL, retryAfter: String?) -> HTTPError? {
        switch status {
        case 200..<400: nil
        case 404: .notFound(url)
        case 429: .rateLimited(retryAfterSeconds: retryAfter.flatMap { Int($0) })
        case 400..<500: .clientError(status: status)
        default: .serverError(status: status)
        }
    }

    /// For the log only: it names the address and the system's reason. A
    /// page words the failure from the case (`SourceTrouble`).
    public var description: String {
        switch self {
        case .notFound(let url): "not found (HTTP 404): \(url.path)"
        case .rateLimited(let seconds): "too many requests (HTTP 429)" + (seconds.map { "; retry after \($0) s" } ?? "")
        case .clientError(let status): "request refused (HTTP \(status))"
        case .serverError(let status): "server error (HTTP \(status))"
        case .timedOut: "timed out"
        case .cannotConnect(let host, let reason): "cannot connect to \(host): \(reason)"
        case .cancelled: "cancelled"
        case .offline: "offline mode"
        case .transport(let message): message
        }
    }

    /// True when no answer came at all, as opposed to an error status.
    public var isUnreachable: Bool {
        switch self {
        case .timedOut, .cannotConnect, .cancelled, .offline, .transport: true
        case .notFound, .rateLimited, .clientError, .serverError: false
        }
    }
}

/// Sends one GET and returns the whole body. Implemented over libsoup in
/// SoupKit; faked in core tests. Every implementation (fakes included) turns
/// statuses into errors by `HTTPRequest.failure(for:)`.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse
}

extension HTTPRequest {
    /// What `HTTPClient.send` throws for `response` to this request, or nil when it
    /// returns it: an error status is an error, except a 4xx other than 429 that
    /// the request asked to read. A 429's wait comes from `Retry-After`, else from
    /// `X-RateLimit-Reset` (Pixabay's).
    public func failure(for response: HTTPResponse) -> HTTPError? {
        let status = response.status
        if returnsClientErrorBodies && (400..<500).contains(status) && status != 429 { return nil }
        return HTTPError.from(
            status: status, url: response.url,
            retryAfter: response.header("Retry-After") ?? response.header("X-RateLimit-Reset"))
    }
}
