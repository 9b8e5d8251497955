import Foundation
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    @MainActor
    @Suite
    struct LazySoupHTTPClientTests {
        init() { SoupTestEnvironment.prepare() }

        @Test func theSessionStartsOnTheFirstRequestAndServesIt() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/late") { _ in .json("[]") }
            let client = LazySoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
            #expect(!client.isStarted, "nothing is created before a request")
            client.flushCache()
            #expect(!client.isStarted, "flushing an unused client does not start it")

            let pending = PendingRequest(client, HTTPRequest(url: server.url("/late")))
            let outcome = try #require(await pending.result())
            #expect(try outcome.get().body == Data("[]".utf8))
            #expect(client.isStarted)
            #expect(server.requests("/late").first?.header("User-Agent") == "Globetrotter/test")
        }

        /// The app's `GLOBETROTTER_HTTP_TIMEOUT_MS`: a request that asked for a
        /// minute ends at the limit, so a test of a silent service is quick.
        @Test func aTimeoutLimitShortensLongerTimeouts() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/silent") { _ in .pause }
            let client = LazySoupHTTPClient(
                userAgent: "Globetrotter/test", cacheDirectory: nil, timeoutLimit: .milliseconds(300))
            let pending = PendingRequest(client, HTTPRequest(url: server.url("/silent"), timeout: .seconds(60)))
            let outcome = try #require(await pending.result(within: .seconds(20)), "the limit ended the request")
            #expect(throws: HTTPError.timedOut) { try outcome.get() }
        }
    }
}
