import CGLib
import CSoup
import Foundation
import GLibKit
import SoupKit

/// What the loopback server saw of one request.
struct LoopbackRequest: Sendable {
    let method: String
    let path: String
    /// The raw query string, nil when the URL had none.
    var query: String? = nil
    let headers: [String: String]
    /// When the server received it: what tests of request spacing measure.
    var arrived = ContinuousClock.now

    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// How the loopback server answers a request.
enum LoopbackReply: Sendable {
    case respond(status: Int, body: Data = Data(), headers: [String: String] = [:])
    /// Never answers, so the client's deadline or cancellation must end the request.
    case pause
    /// Answers `reply` after `milliseconds`, as a slow service does.
    indirect case delayed(LoopbackReply, milliseconds: UInt32)

    static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> LoopbackReply {
        .respond(
            status: status, body: Data(text.utf8), headers: ["Content-Type": "application/json"].merging(headers) { $1 }
        )
    }

    static func status(_ status: Int, headers: [String: String] = [:]) -> LoopbackReply {
        .respond(status: status, body: Data("status \(status)".utf8), headers: headers)
    }

    static func redirect(_ status: Int = 301, to location: String) -> LoopbackReply {
        .respond(status: status, headers: ["Location": location])
    }
}

/// An HTTP server on 127.0.0.1 (a free port), built on libsoup's own
/// `SoupServer`. Routes are closures per path; unrouted paths get 404. Every
/// request is recorded and counted per path. Every response carries a `Date`
/// header, without which `SoupCache` will not reuse it.
///
/// Lives on the main actor: libsoup objects belong to the thread iterating
/// the main context, and the tests pump that context from the main actor.
@MainActor
final class LoopbackServer {
    private let server: ObjectRef
    private let state = State()
    let port: UInt16

    init() throws {
        let object = g_object_new_with_properties(soup_server_get_type(), 0, nil, nil)!
        let server = ObjectRef(adopting: object)
        let soupServer: UnsafeMutablePointer<SoupServer> = server.cast()
        soup_server_add_handler(
            soupServer, nil, loopbackHandler, Unmanaged.passRetained(state).toOpaque(),
            { Unmanaged<State>.fromOpaque($0!).release() })
        _ = try withGError { soup_server_listen_local(soupServer, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, $0) }
        self.server = server
        let uris = soup_server_get_uris(soupServer)
        defer { g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) } }
        guard let first = uris?.pointee.data else {
            throw GLibError(domain: "test", code: 0, message: "no listening address")
        }
        port = UInt16(g_uri_get_port(OpaquePointer(first)))
    }

    /// Answers requests for `path` with `reply`.
    func route(_ path: String, _ reply: @escaping @MainActor (LoopbackRequest) -> LoopbackReply) {
        state.routes[path] = reply
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    func hits(_ path: String) -> Int { state.requests.filter { $0.path == path }.count }

    func requests(_ path: String) -> [LoopbackRequest] { state.requests.filter { $0.path == path } }

    /// Every request the server saw, whatever its path.
    var allRequests: [LoopbackRequest] { state.requests }

    /// Answers paused requests (with 503) and closes every socket.
    func stop() {
        for message in state.paused {
            soup_server_message_set_status(OpaquePointer(message.objectPointer), 503, nil)
            soup_server_message_unpause(OpaquePointer(message.objectPointer))
        }
        state.paused.removeAll()
        soup_server_disconnect(server.cast())
    }

    @MainActor
    fileprivate final class State {
        var routes: [String: @MainActor (LoopbackRequest) -> LoopbackReply] = [:]
        var requests: [LoopbackRequest] = []
        var paused: [ObjectRef] = []
    }
}

private let loopbackHandler: SoupServerCallback = { _, message, path, _, data in
    guard let message = message.map(UncheckedSendable.init), let data else { return }
    let state = Unmanaged<LoopbackServer.State>.fromOpaque(data).takeUnretainedValue()
    let requestPath = path.map { String(cString: $0) } ?? "/"
    let method = soup_server_message_get_method(message.value).map { String(cString: $0) } ?? "GET"
    let query = soup_server_message_get_uri(message.value).flatMap { g_uri_get_query($0) }.map { String(cString: $0) }
    let request = LoopbackRequest(
        method: method, path: requestPath, query: query,
        headers: SoupHeaders.dictionary(soup_server_message_get_request_headers(message.value)))
    MainActor.assumeIsolated {
        let message = message.value
        state.requests.append(request)
        switch state.routes[requestPath]?(request) ?? .status(404) {
        case .pause:
            state.paused.append(ObjectRef(retaining: UnsafeMutableRawPointer(message)))
            soup_server_message_pause(message)
        case .delayed(let reply, let milliseconds):
            // Kept alive while paused; a client that gave up meanwhile is answered into the void.
            let held = ObjectRef(retaining: UnsafeMutableRawPointer(message))
            soup_server_message_pause(message)
            MainContext.timeout(milliseconds: milliseconds) {
                let message: OpaquePointer = OpaquePointer(held.objectPointer)
                if case .respond(let status, let body, let headers) = reply {
                    respond(message, status: status, body: body, headers: headers)
                }
                soup_server_message_unpause(message)
                return .remove
            }
        case .respond(let status, let body, let extraHeaders):
            respond(message, status: status, body: body, headers: extraHeaders)
        }
    }
}

@MainActor
private func respond(_ message: OpaquePointer, status: Int, body: Data, headers extraHeaders: [String: String]) {
    soup_server_message_set_status(message, guint(status), nil)
    body.withUnsafeBytes { bytes in
        let contentType = extraHeaders["Content-Type"] ?? (bytes.isEmpty ? nil : "text/plain")
        soup_server_message_set_response(
            message, contentType, SOUP_MEMORY_COPY,
            bytes.baseAddress?.assumingMemoryBound(to: CChar.self), gsize(bytes.count))
    }
    let responseHeaders = soup_server_message_get_response_headers(message)
    soup_message_headers_replace(responseHeaders, "Date", httpDate())
    for (name, value) in extraHeaders where name != "Content-Type" {
        soup_message_headers_replace(responseHeaders, name, value)
    }
}

private func httpDate() -> String {
    let now = g_date_time_new_now_utc()
    defer { g_date_time_unref(now) }
    let text = soup_date_time_to_string(now, SOUP_DATE_HTTP)!
    defer { g_free(text) }
    return String(cString: text)
}
