import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// The on-disk `SoupCache`: fresh responses are served without the network,
    /// within one client and, once flushed, by a new client on the same directory.
    @MainActor
    @Suite
    struct SoupHTTPCacheTests {
        init() { SoupTestEnvironment.prepare() }

        private func makeClient(_ directory: String) -> SoupHTTPClient {
            SoupHTTPClient(userAgent: "Globetrotter/9.9-test", cacheDirectory: directory)
        }

        private func get(_ client: SoupHTTPClient, _ url: URL) async throws -> HTTPResponse {
            let logged = LibsoupLog.messages.count
            let pending = PendingRequest(client, HTTPRequest(url: url))
            let outcome = try #require(await pending.result(), "send did not return")
            #expect(LibsoupLog.messages.dropFirst(logged).isEmpty, "libsoup complained")
            return try outcome.get()
        }

        private func serveCacheable(_ server: LoopbackServer) {
            server.route("/cached") { _ in .json(#"{"rates":{"EUR":1}}"#, headers: ["Cache-Control": "max-age=3600"]) }
            server.route("/uncached") { _ in .json(#"{"live":true}"#, headers: ["Cache-Control": "no-store"]) }
        }

        @Test func freshResponseIsServedFromTheCache() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            serveCacheable(server)
            let client = makeClient(makeTemporaryDirectory(prefix: "soup-cache"))

            let first = try await get(client, server.url("/cached"))
            // SoupCache serves an entry only once its body is on disk, and it
            // writes bodies asynchronously (GIO's thread pool): a GET in the same
            // instant may still go to the network. Wait for the write.
            client.flushCache()
            let second = try await get(client, server.url("/cached"))
            #expect(server.hits("/cached") == 1, "the second GET must come from the cache")
            #expect(second.body == first.body)
            #expect(second.status == 200)

            // Control: a response the cache may not keep goes to the server every time.
            _ = try await get(client, server.url("/uncached"))
            client.flushCache()
            _ = try await get(client, server.url("/uncached"))
            #expect(server.hits("/uncached") == 2)
        }

        @Test func flushedCacheSurvivesARestart() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            serveCacheable(server)
            let directory = makeTemporaryDirectory(prefix: "soup-cache")

            var firstRun: SoupHTTPClient? = makeClient(directory)
            let original = try await get(firstRun!, server.url("/cached"))
            #expect(server.hits("/cached") == 1)
            firstRun?.flushCache()
            firstRun = nil

            let afterRestart = try await get(makeClient(directory), server.url("/cached"))
            #expect(server.hits("/cached") == 1, "a new client on the same directory serves from disk")
            #expect(afterRestart.body == original.body)

            // Control: a client with an empty cache directory does go to the server.
            _ = try await get(makeClient(makeTemporaryDirectory(prefix: "soup-cache")), server.url("/cached"))
            #expect(server.hits("/cached") == 2)
        }
    }
}
