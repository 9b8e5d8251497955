import CGLib
import CSoup
import Foundation
import GLibKit
import GlobetrotterCore

/// `HTTPClient` over one `SoupSession`: identifying User-Agent, an on-disk
/// HTTP cache honouring the servers' expiry headers, redirects followed,
/// per-request timeouts, and statuses and GIO errors mapped to `HTTPError`.
///
/// libsoup objects belong to the main context's thread, hence `@MainActor`.
@MainActor
public final class SoupHTTPClient: HTTPClient {
    private let session: ObjectRef
    private let cache: ObjectRef?

    /// - Parameter cacheDirectory: where SoupCache keeps responses; nil for no cache.
    public init(userAgent: String, cacheDirectory: String?, cacheSizeBytes: UInt32 = 64 << 20) {
        session = ObjectRef(adopting: UnsafeMutableRawPointer(soup_session_new()!))
        soup_session_set_user_agent(session.cast(), userAgent)
        // Idle connections are dropped quickly; request deadlines come from HTTPRequest.timeout.
        soup_session_set_idle_timeout(session.cast(), 30)
        if let cacheDirectory {
            try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            let soupCache = soup_cache_new(cacheDirectory, SOUP_CACHE_SINGLE_USER)!
            soup_cache_set_max_size(soupCache, cacheSizeBytes)
            soup_cache_load(soupCache)
            soup_session_add_feature(session.cast(), OpaquePointer(soupCache))
            cache = ObjectRef(adopting: UnsafeMutableRawPointer(soupCache))
        } else {
            cache = nil
        }
    }

    /// Writes the cache index so cached responses survive a restart.
    public func flushCache() {
        guard let cache else { return }
        soup_cache_flush(cache.cast())
        soup_cache_dump(cache.cast())
    }

    public func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        // libsoup takes any scheme (and would speak HTTP to an ftp:// port) and
        // meets a missing host with a g_critical, so check both first.
        guard ["http", "https"].contains(request.url.scheme?.lowercased()), request.url.host?.isEmpty == false,
            let message = soup_message_new("GET", request.url.absoluteString)
        else {
            throw .transport("Invalid address: \(request.url.absoluteString)")  // i18n-ignore: for the log
        }
        let messageRef = ObjectRef(adopting: UnsafeMutableRawPointer(message))
        let requestHeaders = soup_message_get_request_headers(message)
        for (name, value) in request.headers {
            soup_message_headers_replace(requestHeaders, name, value)
        }
        let session: UnsafeMutablePointer<SoupSession> = self.session.cast()
        let body: Data
        do {
            body = try await gioAsync(timeout: request.timeout) { cancellable, callback, data in
                soup_session_send_and_read_async(session, message, G_PRIORITY_DEFAULT, cancellable, callback, data)
            } finish: { result in
                let bytes = try withGError { soup_session_send_and_read_finish(session, result, $0) }
                return Self.data(from: bytes)
            }
        } catch {
            throw Self.map(error, url: request.url)
        }
        withExtendedLifetime(messageRef) {}
        let status = Int(soup_message_get_status(message).rawValue)
        let headers = SoupHeaders.dictionary(soup_message_get_response_headers(message))
        let finalURL = soup_message_get_uri(message).flatMap { uri -> URL? in
            guard let text = g_uri_to_string(uri) else { return nil }
            defer { g_free(text) }
            return URL(string: String(cString: text))
        }
        let response = HTTPResponse(status: status, headers: headers, body: body, url: finalURL ?? request.url)
        // Header names are case-insensitive (`HTTPResponse.header`): libsoup keeps the
        // received case of names it does not know, such as Retry-After (lower case over HTTP/2).
        if let error = request.failure(for: response) { throw error }
        return response
    }

    private static func data(from bytes: OpaquePointer?) -> Data {
        guard let bytes else { return Data() }
        defer { g_bytes_unref(bytes) }
        var size: Int = 0
        guard let pointer = g_bytes_get_data(bytes, &size), size > 0 else { return Data() }
        return Data(bytes: pointer, count: size)
    }

    static func map(_ error: any Error, url: URL) -> HTTPError {
        if error is CancellationError { return .cancelled }
        guard let error = error as? GLibError else { return .transport(String(describing: error)) }
        if error.isTimeout { return .timedOut }
        if error.isCancellation { return .cancelled }
        let host = url.host ?? url.absoluteString
        let ioDomain = String(cString: g_quark_to_string(g_io_error_quark()))
        let resolverDomain = String(cString: g_quark_to_string(g_resolver_error_quark()))
        if error.domain == resolverDomain
            || (error.domain == ioDomain
                && [G_IO_ERROR_CONNECTION_REFUSED, G_IO_ERROR_HOST_UNREACHABLE, G_IO_ERROR_NETWORK_UNREACHABLE]
                    .map { Int32($0.rawValue) }.contains(error.code))
        {
            // GIO's message already starts with "Could not connect to <host>: ",
            // which the error's own description says once.
            let reason = error.message.replacingOccurrences(of: "Could not connect to \(host): ", with: "")
            return .cannotConnect(host: host, reason: reason)
        }
        return .transport("\(host): \(error.message)")
    }
}
