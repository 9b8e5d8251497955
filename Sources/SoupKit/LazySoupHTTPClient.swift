import GlobetrotterCore

/// Creates the `SoupHTTPClient` (session, disk-cache index) on the first
/// request, keeping that work off the path to the first frame.
@MainActor
public final class LazySoupHTTPClient: HTTPClient {
    private let userAgent: String
    private let cacheDirectory: String?
    private var client: SoupHTTPClient?

    public init(userAgent: String, cacheDirectory: String?) {
        self.userAgent = userAgent
        self.cacheDirectory = cacheDirectory
    }

    public var isStarted: Bool { client != nil }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let client = self.client ?? SoupHTTPClient(userAgent: userAgent, cacheDirectory: cacheDirectory)
        self.client = client
        return try await client.send(request)
    }

    /// Writes the cache index, if anything was ever requested.
    public func flushCache() { client?.flushCache() }
}
