import CGLib
import Foundation
import GLibKit
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

/// One serialized tree: the suites share the main context and libsoup's log.
@MainActor
@Suite(.serialized)
struct SoupKitTests {}

extension SoupKitTests {
    @MainActor
    @Suite
    struct SoupHTTPClientTests {
        let userAgent = "Globetrotter/9.9-test (+https://example.invalid/globetrotter)"

        init() { SoupTestEnvironment.prepare() }

        private func makeClient(cacheDirectory: String? = nil) -> SoupHTTPClient {
            SoupHTTPClient(userAgent: userAgent, cacheDirectory: cacheDirectory)
        }

        /// Sends one request, pumping the main context until it finishes.
        private func send(
            _ client: SoupHTTPClient, _ url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(5)
        ) async throws -> Result<HTTPResponse, HTTPError> {
            let logged = LibsoupLog.messages.count
            let pending = PendingRequest(client, HTTPRequest(url: url, headers: headers, timeout: timeout))
            let outcome = try #require(await pending.result(), "send did not return")
            #expect(LibsoupLog.messages.dropFirst(logged).isEmpty, "libsoup complained")
            return outcome
        }

        @Test func okJSONReturnsBodyHeadersAndSendsTheUserAgent() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let json = #"{"name":"Lisboa","population":545796}"#
            server.route("/json") { _ in .json(json, headers: ["X-Request-Echo": "yes"]) }

            let response = try await send(makeClient(), server.url("/json"), headers: ["Accept": "application/json"])
                .get()

            #expect(response.status == 200)
            #expect(response.body == Data(json.utf8))
            #expect(response.header("content-type") == "application/json")
            #expect(response.header("X-Request-Echo") == "yes")
            #expect(response.header("Date") != nil, "the loopback server always dates its responses")
            #expect(response.url == server.url("/json"))
            let received = try #require(server.requests("/json").first)
            #expect(server.hits("/json") == 1)
            #expect(received.method == "GET")
            #expect(received.header("User-Agent") == userAgent)
            #expect(received.header("Accept") == "application/json")
        }

        @Test func notFoundMapsToNotFoundWithTheURL() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let url = server.url("/missing")
            let outcome = try await send(makeClient(), url)
            #expect(throws: HTTPError.notFound(url)) { try outcome.get() }
            #expect(server.hits("/missing") == 1)
        }

        @Test(arguments: [
            ("7" as String?, HTTPError.rateLimited(retryAfterSeconds: 7)),
            ("soon", .rateLimited(retryAfterSeconds: nil)),
            (nil, .rateLimited(retryAfterSeconds: nil)),
        ])
        func tooManyRequestsCarriesRetryAfter(retryAfter: String?, expected: HTTPError) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/limited") { _ in .status(429, headers: retryAfter.map { ["Retry-After": $0] } ?? [:]) }
            let outcome = try await send(makeClient(), server.url("/limited"))
            #expect(throws: expected) { try outcome.get() }
        }

        /// HTTP/2 sends header names in lower case, and libsoup keeps the case of
        /// names it does not know (Retry-After is one of them).
        @Test func retryAfterIsFoundWhateverItsCase() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/limited") { _ in .status(429, headers: ["retry-after": "9"]) }
            let outcome = try await send(makeClient(), server.url("/limited"))
            #expect(throws: HTTPError.rateLimited(retryAfterSeconds: 9)) { try outcome.get() }
        }

        @Test(arguments: [
            (500, HTTPError.serverError(status: 500)),
            (503, .serverError(status: 503)),
            (403, .clientError(status: 403)),
        ])
        func errorStatusesMapToTheirErrors(status: Int, expected: HTTPError) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/fail") { _ in .status(status) }
            let outcome = try await send(makeClient(), server.url("/fail"))
            #expect(throws: expected) { try outcome.get() }
        }

        @Test func refusedConnectionMapsToCannotConnect() async throws {
            // A bound socket that does not listen: the port stays ours and the
            // kernel refuses connections to it.
            let socket = try withGError {
                g_socket_new(G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, $0)
            }!
            defer { g_object_unref(socket) }
            let address = g_inet_socket_address_new_from_string("127.0.0.1", 0)!
            defer { g_object_unref(address) }
            _ = try withGError { g_socket_bind(socket, address, 0, $0) }
            let bound = try withGError { g_socket_get_local_address(socket, $0) }!
            defer { g_object_unref(bound) }
            let port = g_inet_socket_address_get_port(
                UnsafeMutableRawPointer(bound).assumingMemoryBound(to: GInetSocketAddress.self))

            let outcome = try await send(makeClient(), URL(string: "http://127.0.0.1:\(port)/nobody")!)
            let error = #expect(throws: HTTPError.self) { try outcome.get() }
            guard case .cannotConnect(let host, let reason) = error else {
                Issue.record("expected cannotConnect, got \(String(describing: error))")
                return
            }
            #expect(host == "127.0.0.1")
            #expect(!reason.isEmpty)
            #expect(!reason.hasPrefix("Could not connect"), "the description names the host once: \(reason)")
        }

        @Test func unansweredRequestTimesOut() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/slow") { _ in .pause }
            let started = ContinuousClock.now
            let outcome = try await send(makeClient(), server.url("/slow"), timeout: .milliseconds(300))
            let elapsed = ContinuousClock.now - started

            #expect(throws: HTTPError.timedOut) { try outcome.get() }
            #expect(server.hits("/slow") == 1, "the request reached the server, which never answered")
            // The server never answers: the timed-out error is the request's deadline, within the wait's own 5 s.
            #expect(elapsed >= .milliseconds(300), "not before the deadline: \(elapsed)")
        }

        @Test func cancellingTheTaskCancelsTheRequest() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/slow") { _ in .pause }
            let pending = PendingRequest(makeClient(), HTTPRequest(url: server.url("/slow"), timeout: .seconds(30)))
            #expect(await pumpUntil { server.hits("/slow") == 1 }, "the request reached the server")
            #expect(!pending.isFinished)

            // Only the cancellation can end it well before its 30 s timeout.
            pending.task.cancel()
            let outcome = try #require(await pending.result(), "send did not return after cancellation")

            #expect(throws: HTTPError.cancelled) { try outcome.get() }
        }

        @Test func redirectIsFollowedToTheFinalURL() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/old") { _ in .redirect(301, to: "/new") }
            server.route("/new") { _ in .json(#"{"moved":true}"#) }

            let response = try await send(makeClient(), server.url("/old")).get()

            #expect(response.status == 200)
            #expect(response.url == server.url("/new"))
            #expect(response.body == Data(#"{"moved":true}"#.utf8))
            #expect(server.hits("/old") == 1)
            #expect(server.hits("/new") == 1)
            #expect(server.requests("/new").first?.header("User-Agent") == userAgent)
        }

        @Test(arguments: ["http:///no-host", "ftp://127.0.0.1/file", "file:///etc/hostname"])
        func addressesThatAreNotHTTPAreTransportErrors(address: String) async throws {
            let url = try #require(URL(string: address))
            let outcome = try await send(makeClient(), url)
            let error = #expect(throws: HTTPError.self) { try outcome.get() }
            guard case .transport(let message) = error else {
                Issue.record("expected transport, got \(String(describing: error))")
                return
            }
            #expect(message.contains(address))
        }
    }
}
