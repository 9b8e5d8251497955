import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// The trip-photo service through libsoup against a loopback Pixabay:
    /// a search with its image downloads, and each failure Pixabay or the
    /// network can give, typed; nothing hangs.
    @MainActor
    @Suite
    struct PixabayLoopbackTests {
        private let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
        private let cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pixabay-loopback-\(UUID().uuidString)")
        private static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01])
        private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
        private static let rateLimitHeaders = [
            "X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "42",
        ]

        init() { SoupTestEnvironment.prepare() }

        /// Two hits whose images are on the same server, as Pixabay's CDN.
        private static func answer(_ server: LoopbackServer) -> LoopbackReply {
            .json(
                """
                {"total":2,"totalHits":2,"hits":[\
                {"id":1001,"pageURL":"https://pixabay.com/photos/lisbon-1001/","type":"photo","tags":"lisbon, tram",\
                "previewURL":"\(server.url("/img/1001_150.jpg"))","webformatURL":"\(server.url("/img/1001_640.jpg"))",\
                "imageWidth":4000,"imageHeight":2667,"user":"Tram Fan"},\
                {"id":1002,"pageURL":"https://pixabay.com/photos/lisbon-1002/","tags":"lisbon, river",\
                "previewURL":"\(server.url("/img/1002_150.png"))","webformatURL":"\(server.url("/img/1002_640.png"))",\
                "imageWidth":1920,"imageHeight":1280,"user":"River Fan"}]}
                """)
        }

        private static func image(_ data: Data, type: String) -> LoopbackReply {
            .respond(status: 200, body: data, headers: ["Content-Type": type])
        }

        private func serveImages(_ server: LoopbackServer) {
            server.route("/img/1001_640.jpg") { _ in Self.image(Self.jpeg, type: "image/jpeg") }
            server.route("/img/1002_640.png") { _ in Self.image(Self.png, type: "image/png") }
        }

        private func photos(_ server: LoopbackServer, key: String = "test-key", timeout: Duration = .seconds(5))
            async throws -> PhotoOutcome
        {
            let search = PixabayPhotoSearch(
                baseURL: server.url("/api/"), client: client, spacing: RequestSpacing(interval: .zero),
                timeout: timeout)
            let service = TripPhotoService(search: search, cache: PhotoCache(directory: cacheDirectory))
            let outcome = await awaitPumping { await service.photos(for: "Lisbon", key: key) }
            return try #require(outcome, "the photo service did not return")
        }

        private func removeCache() { try? FileManager.default.removeItem(at: cacheDirectory) }

        @Test func aSearchDownloadsEachImageOnceIntoTheCache() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            server.route("/api/") { _ in Self.answer(server) }
            serveImages(server)
            let outcome = try await photos(server)
            guard case .photos(let shown) = outcome else {
                Issue.record("no photos: \(outcome)")
                return
            }
            #expect(shown.map(\.photo.id) == [1001, 1002])
            #expect(shown.map(\.photo.user) == ["Tram Fan", "River Fan"])
            #expect(try shown.map { try Data(contentsOf: $0.file) } == [Self.jpeg, Self.png])
            let query = try #require(server.requests("/api/").first?.query)
            for part in ["key=test-key", "q=lisbon", "image_type=photo", "per_page=3", "safesearch=true"] {
                #expect(query.contains(part), "\(part)")
            }
            // Asked again within the day: the stored answer and files, no request.
            #expect(try await photos(server) == outcome)
            #expect(server.hits("/api/") == 1)
            #expect(server.hits("/img/1001_640.jpg") == 1 && server.hits("/img/1002_640.png") == 1)
            #expect(server.hits("/img/1001_150.jpg") == 0, "no fallback to the preview was needed")
        }

        @Test func pixabaysWrongKeyAnswerIsInvalidKey() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            server.route("/api/") { _ in
                .respond(
                    status: 400, body: Data("[ERROR 400] Invalid or missing API key".utf8),
                    headers: ["Content-Type": "text/plain"])
            }
            #expect(try await photos(server, key: "wrong") == .unavailable(.invalidKey))
            #expect(server.hits("/api/") == 1)
        }

        @Test func a429WithRetryAfterSaysWhenPixabayTakesRequestsAgain() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            let headers = Self.rateLimitHeaders.merging(["Retry-After": "42"]) { $1 }
            server.route("/api/") { _ in .status(429, headers: headers) }
            #expect(try await photos(server) == .unavailable(.rateLimited(resetSeconds: 42)))
        }

        @Test func a429WithOnlyRateLimitHeadersIsStillRateLimited() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            server.route("/api/") { _ in .status(429, headers: Self.rateLimitHeaders) }
            // SoupHTTPClient reads only Retry-After on a 429, so the seconds may be unknown.
            let outcome = try await photos(server)
            guard case .unavailable(.rateLimited) = outcome else {
                Issue.record("not rate limited: \(outcome)")
                return
            }
            #expect(server.hits("/img/1001_640.jpg") == 0)
        }

        @Test func anImageThatIsNoImageIsABrokenImage() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            server.route("/api/") { _ in Self.answer(server) }
            let page = LoopbackReply.respond(
                status: 200, body: Data("<html>hotlinking denied</html>".utf8), headers: ["Content-Type": "image/jpeg"])
            for name in ["1001_640.jpg", "1001_150.jpg", "1002_640.png", "1002_150.png"] {
                server.route("/img/\(name)") { _ in page }
            }
            #expect(try await photos(server) == .unavailable(.brokenImage))
            #expect(server.hits("/img/1001_150.jpg") == 1, "the preview was tried")
        }

        @Test func aSilentSearchTimesOut() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            server.route("/api/") { _ in .pause }
            // `photos` waits 5 s at most: the search's own 300 ms, not a default, ended it.
            #expect(try await photos(server, timeout: .milliseconds(300)) == .unavailable(.http(.timedOut)))
        }

        @Test func aSilentImageTimesOutWithoutWaitingForTheOthers() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            defer { removeCache() }
            server.route("/api/") { _ in Self.answer(server) }
            server.route("/img/1001_640.jpg") { _ in .pause }
            server.route("/img/1002_640.png") { _ in Self.image(Self.png, type: "image/png") }
            #expect(try await photos(server, timeout: .milliseconds(300)) == .unavailable(.http(.timedOut)))
            #expect(server.hits("/img/1001_150.jpg") == 0 && server.hits("/img/1002_640.png") == 0)
        }
    }
}
