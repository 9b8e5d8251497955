import GlobetrotterCore

/// Creates the `SoupHTTPClient` (session, disk-cache index) on the first
/// request, keeping that work off the path to the first frame.
@MainActor
public final class LazySoupHTTPClient: HTTPClient {
    private let userAgent: String
    private let cacheDirectory: String?
    private let timeoutLimit: Duration?
    private var client: SoupHTTPClient?

    /// - Parameter timeoutLimit: shortens every request's own timeout to at
    ///   most this (tests of a service that never answers); nil keeps each.
    public init(userAgent: String, cacheDirectory: String?, timeoutLimit: Duration? = nil) {
        self.userAgent = userAgent
        self.cacheDirectory = cacheDirectory
        self.timeoutLimit = timeoutLimit
    }

    public var isStarted: Bool { client != nil }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let client = self.client ?? SoupHTTPClient(userAgent: userAgent, cacheDirectory: cacheDirectory)
        self.client = client
        var request = request
        if let timeoutLimit { request.timeout = min(request.timeout, timeoutLimit) }
        return try await client.send(request)
    }

    /// Writes the cache index, if anything was ever requested.
    public func flushCache() { client?.flushCache() }
}
