import Foundation
import Synchronization
import Testing

@testable import GlobetrotterCore

/// Pixabay's search and image hosts in one fake: one search reply, image
/// replies by file name, every request recorded. Statuses become errors by
/// the rule every `HTTPClient` follows (`HTTPRequest.failure(for:)`).
private final class FakePixabay: HTTPClient {
    struct Reply: Sendable {
        var status = 200
        var headers: [String: String] = [:]
        var body = Data()
        var failure: HTTPError?

        static func text(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            Reply(status: status, headers: headers, body: Data(text.utf8))
        }
    }

    private struct State {
        var search = Reply.text(PixabayFixture.answer)
        var images = PixabayFixture.images
        var requests: [HTTPRequest] = []
    }

    private let state = Mutex(State())

    var requests: [HTTPRequest] { state.withLock { $0.requests } }
    var searches: [HTTPRequest] { requests.filter { Self.isSearch($0) } }
    var imageRequests: [HTTPRequest] { requests.filter { !Self.isSearch($0) } }

    /// Searches go to the API host; images to the CDN.
    private static func isSearch(_ request: HTTPRequest) -> Bool { request.url.host == "pixabay.test" }

    func answerSearch(_ reply: Reply) { state.withLock { $0.search = reply } }
    func answerImage(_ name: String, _ reply: Reply) { state.withLock { $0.images[name] = reply } }
    func forgetRequests() { state.withLock { $0.requests.removeAll() } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let reply = state.withLock { state in
            state.requests.append(request)
            return Self.isSearch(request)
                ? state.search : state.images[request.url.lastPathComponent] ?? Reply(status: 404)
        }
        if let failure = reply.failure { throw failure }
        let response = HTTPResponse(status: reply.status, headers: reply.headers, body: reply.body, url: request.url)
        if let error = request.failure(for: response) { throw error }
        return response
    }
}

/// A Pixabay answer shaped like the real one (APIS.md), and its images.
private enum PixabayFixture {
    static let answer = """
        {"total":4692,"totalHits":500,"hits":[
        {"id":195893,"pageURL":"https://pixabay.com/en/blossom-bloom-flower-195893/","type":"photo",\
        "tags":"blossom, bloom, flower","previewURL":"https://cdn.pixabay.test/photo/195893_150.jpg",\
        "previewWidth":150,"previewHeight":84,"webformatURL":"https://cdn.pixabay.test/get/195893_640.jpg",\
        "webformatWidth":640,"webformatHeight":360,"largeImageURL":"https://cdn.pixabay.test/get/195893_1280.jpg",\
        "imageWidth":4000,"imageHeight":2250,"imageSize":4731420,"views":7671,"downloads":6439,"likes":5,\
        "comments":2,"user_id":48777,"user":"Josch13","userImageURL":"https://cdn.pixabay.test/user/764_250x250.jpg"},
        {"id":"73424","pageURL":"https://pixabay.com/en/lisbon-73424/","tags":"lisbon, tram",\
        "previewURL":"https://cdn.pixabay.test/photo/73424_150.png","webformatURL":"https://cdn.pixabay.test/get/73424_640.png",\
        "imageWidth":"1920","imageHeight":1280,"user":"Tram Fan"},
        {"id":555,"pageURL":"https://pixabay.com/en/no-image-555/","tags":"x","user":"nobody"}
        ]}
        """

    static let first = TripPhoto(
        id: 195893, pageURL: URL(string: "https://pixabay.com/en/blossom-bloom-flower-195893/"),
        tags: "blossom, bloom, flower", previewURL: URL(string: "https://cdn.pixabay.test/photo/195893_150.jpg"),
        webformatURL: URL(string: "https://cdn.pixabay.test/get/195893_640.jpg"), user: "Josch13",
        imageWidth: 4000, imageHeight: 2250)
    static let second = TripPhoto(
        id: 73424, pageURL: URL(string: "https://pixabay.com/en/lisbon-73424/"), tags: "lisbon, tram",
        previewURL: URL(string: "https://cdn.pixabay.test/photo/73424_150.png"),
        webformatURL: URL(string: "https://cdn.pixabay.test/get/73424_640.png"), user: "Tram Fan",
        imageWidth: 1920, imageHeight: 1280)

    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00])
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48])
    static let webp = Data("RIFF\u{24}\0\0\0WEBPVP8 ".utf8)
    static let html = Data("<html><body>Access denied</body></html>".utf8)

    static let images: [String: FakePixabay.Reply] = [
        "195893_640.jpg": FakePixabay.Reply(body: jpeg), "195893_150.jpg": FakePixabay.Reply(body: jpeg),
        "73424_640.png": FakePixabay.Reply(body: png), "73424_150.png": FakePixabay.Reply(body: png),
    ]
}

/// A clock the tests move by hand, so the 24 hours pass without sleeping.
private final class TestTime: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_750_000_000))

    var now: Date { current.withLock { $0 } }
    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}

/// The service over a fake Pixabay, a cache in a fresh directory and a hand-moved clock.
private struct Harness {
    let client: FakePixabay
    let time = TestTime()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pixabay-\(UUID().uuidString)")
    let cache: PhotoCache
    let service: TripPhotoService

    init(online: Bool = true, client: FakePixabay = FakePixabay()) {
        self.client = client
        let time = time
        cache = PhotoCache(directory: directory.appendingPathComponent("photos"), now: { time.now })
        let search = PixabayPhotoSearch(
            baseURL: URL(string: "https://pixabay.test/api/")!, client: client, spacing: RequestSpacing(interval: .zero)
        )
        service = TripPhotoService(search: online ? search : nil, cache: cache)
    }

    func photos(_ destination: String = "Lisbon", key: String? = "good-key") async -> PhotoOutcome {
        await service.photos(for: destination, key: key)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

private func shownPhotos(_ outcome: PhotoOutcome) -> [CachedPhoto] {
    if case .photos(let photos) = outcome { return photos }
    return []
}

@Suite(.timeLimit(.minutes(1))) struct PixabayPhotoSearchTests {
    @Test func theSearchAsksForThreeSafePhotosOfTheNormalisedName() async throws {
        let harness = Harness()
        defer { harness.remove() }
        _ = await harness.photos("  Rio de\tJANEIRO ", key: " abc123 ")
        let search = try #require(harness.client.searches.first)
        #expect(harness.client.searches.count == 1)
        #expect(search.returnsClientErrorBodies, "Pixabay's 400 body names the key problem")
        let items = URLComponents(url: search.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let query = Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        #expect(
            query == [
                "key": "abc123", "q": "rio de janeiro", "image_type": "photo", "per_page": "3", "safesearch": "true",
            ])
        #expect(search.url.absoluteString.hasPrefix("https://pixabay.test/api/?"))
    }

    @Test func aPlusInTheNameIsNotSentAsASpace() {
        let search = PixabayPhotoSearch(client: FakePixabay())
        let url = search.searchURL(query: "rock+roll & blues", key: "k")
        #expect(url.absoluteString.hasPrefix("https://pixabay.com/api/?key=k&q=rock%2Broll%20%26%20blues&"))
    }

    @Test func aRealShapedAnswerDecodesLenientlyAndSkipsHitsWithoutImages() throws {
        let photos = try PixabayAnswer.photos(from: Data(PixabayFixture.answer.utf8))
        #expect(photos == [PixabayFixture.first, PixabayFixture.second])
    }

    @Test func photosAreDownloadedIntoTheCacheInPixabaysOrder() async throws {
        let harness = Harness()
        defer { harness.remove() }
        let shown = shownPhotos(await harness.photos())
        #expect(shown.map(\.photo) == [PixabayFixture.first, PixabayFixture.second])
        #expect(shown.map(\.file.lastPathComponent) == ["195893.jpg", "73424.png"])
        #expect(try shown.map { try Data(contentsOf: $0.file) } == [PixabayFixture.jpeg, PixabayFixture.png])
        #expect(shown.allSatisfy { $0.file.path.hasPrefix(harness.cache.directory.path) })
        // The 640 px versions, not the previews: no fallback was needed.
        #expect(harness.client.imageRequests.map(\.url.lastPathComponent) == ["195893_640.jpg", "73424_640.png"])
    }

    @Test(arguments: [nil, "", "   \n"])
    func withoutAKeyNothingIsAsked(key: String?) async {
        let harness = Harness()
        defer { harness.remove() }
        #expect(await harness.photos(key: key) == .unavailable(.noKey))
        #expect(harness.client.requests.isEmpty)
    }

    @Test func aBlankDestinationIsNotSearched() async {
        let harness = Harness()
        defer { harness.remove() }
        #expect(await harness.photos("  ") == .unavailable(.noPhotos))
        #expect(harness.client.requests.isEmpty)
    }

    @Test func pixabaysWrongKeyAnswerIsInvalidKey() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerSearch(
            .text("[ERROR 400] Invalid or missing API key", status: 400, headers: ["Content-Type": "text/plain"]))
        #expect(await harness.photos(key: "wrong") == .unavailable(.invalidKey))
        #expect(harness.client.imageRequests.isEmpty)
    }

    @Test func another400IsAClientErrorAndNeverQuotesTheKey() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerSearch(.text(#"[ERROR 400] "per_page" is out of valid range."#, status: 400))
        #expect(await harness.photos() == .unavailable(.http(.clientError(status: 400))))
        harness.client.answerSearch(.text("gone", status: 404))
        let outcome = await harness.photos()
        #expect(outcome == .unavailable(.http(.notFound(URL(string: "https://pixabay.test/api/")!))))
        #expect(!String(describing: outcome).contains("good-key"))
    }

    @Test func a429HoldsSearchesBackUntilPixabaysWindowResets() async {
        let harness = Harness()
        defer { harness.remove() }
        let limited = ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "42"]
        harness.client.answerSearch(.text("", status: 429, headers: limited.merging(["Retry-After": "42"]) { $1 }))
        #expect(await harness.photos() == .unavailable(.rateLimited(resetSeconds: 42)))
        #expect(harness.client.searches.count == 1)
        harness.time.advance(by: 30)
        #expect(await harness.photos("Porto") == .unavailable(.rateLimited(resetSeconds: 12)))
        #expect(harness.client.searches.count == 1, "no request inside the window")
        harness.client.answerSearch(.text(PixabayFixture.answer))
        harness.time.advance(by: 13)
        #expect(shownPhotos(await harness.photos("Porto")).count == 2)
        #expect(harness.client.searches.count == 2)
    }

    /// Pixabay dates its window in X-RateLimit-Reset, with or without Retry-After.
    @Test func a429WithoutRetryAfterIsTimedByXRateLimitReset() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerSearch(
            .text(
                "", status: 429,
                headers: ["X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "42"]))
        #expect(await harness.photos() == .unavailable(.rateLimited(resetSeconds: 42)))
    }

    @Test(arguments: [
        #"{"total":4692,"totalHits":500,"hits":[{"id":195893,"pageURL":"#, "<html>Service busy</html>", "[1, 2]",
        #"{"total":0}"#, "",
    ])
    func anAnswerThatIsNotPixabaysJSONIsMalformed(body: String) async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerSearch(.text(body))
        #expect(await harness.photos() == .unavailable(.malformed))
        #expect(harness.client.imageRequests.isEmpty)
    }

    @Test func noHitsIsNoPhotosAndIsCachedToo() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerSearch(.text(#"{"total":0,"totalHits":0,"hits":[]}"#))
        #expect(await harness.photos("Xyzzy") == .unavailable(.noPhotos))
        #expect(await harness.photos("xyzzy") == .unavailable(.noPhotos))
        #expect(harness.client.searches.count == 1)
    }

    @Test func bytesThatAreNoImageAreABrokenImage() async {
        let harness = Harness()
        defer { harness.remove() }
        for name in ["195893_640.jpg", "195893_150.jpg", "73424_640.png", "73424_150.png"] {
            harness.client.answerImage(name, FakePixabay.Reply(body: PixabayFixture.html))
        }
        #expect(await harness.photos() == .unavailable(.brokenImage))
        #expect(harness.client.imageRequests.count == 4, "each preview was tried after its broken 640 px image")
        #expect(harness.cache.imageFile(for: 195893) == nil, "nothing broken is stored")
    }

    @Test func aBrokenImageFallsBackToThePreviewOrIsLeftOut() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerImage("195893_640.jpg", FakePixabay.Reply(body: Data([0xFF, 0xD8])))
        harness.client.answerImage("73424_640.png", FakePixabay.Reply(body: PixabayFixture.html))
        harness.client.answerImage("73424_150.png", FakePixabay.Reply(status: 500))
        let shown = shownPhotos(await harness.photos())
        #expect(shown.map(\.photo.id) == [195893])
        #expect(shown.first.flatMap { try? Data(contentsOf: $0.file) } == PixabayFixture.jpeg)
    }

    @Test func aWebPImageIsKeptAsWebP() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerImage("195893_640.jpg", FakePixabay.Reply(body: PixabayFixture.webp))
        #expect(shownPhotos(await harness.photos()).first?.file.lastPathComponent == "195893.webp")
    }

    @Test func aFreshAnswerIsReusedWithoutAnyRequest() async {
        let harness = Harness()
        defer { harness.remove() }
        let first = await harness.photos("Lisbon")
        harness.client.forgetRequests()
        harness.time.advance(by: 24 * 3600 - 1)
        #expect(await harness.photos(" LISBON ") == first)
        #expect(harness.client.requests.isEmpty)
    }

    @Test func anAnswerOlderThanADayIsAskedForAgainButImagesAreKept() async {
        let harness = Harness()
        defer { harness.remove() }
        _ = await harness.photos()
        harness.client.forgetRequests()
        harness.time.advance(by: 24 * 3600)
        #expect(shownPhotos(await harness.photos()).count == 2)
        #expect(harness.client.searches.count == 1)
        #expect(harness.client.imageRequests.isEmpty, "the images of known ids are on disk")
    }

    @Test func aCorruptCacheFileIsIgnoredAndReplaced() async throws {
        let harness = Harness()
        defer { harness.remove() }
        _ = await harness.photos()
        let query = try #require(PhotoQuery("Lisbon"))
        try Data("{\"query\":\"lisbon\",\"fetch".utf8).write(to: harness.cache.searchFile(for: query))
        let image = try #require(harness.cache.imageFile(for: 195893))
        try PixabayFixture.html.write(to: image)
        harness.client.forgetRequests()
        #expect(shownPhotos(await harness.photos()).count == 2)
        #expect(harness.client.searches.count == 1)
        #expect(harness.client.imageRequests.map(\.url.lastPathComponent) == ["195893_640.jpg"])
        #expect(harness.cache.freshPhotos(for: query) == [PixabayFixture.first, PixabayFixture.second])
        #expect(try Data(contentsOf: image) == PixabayFixture.jpeg)
    }

    @Test func offlineShowsAStoredAnswerOfAnyAgeElseNothing() async {
        let online = Harness()
        defer { online.remove() }
        _ = await online.photos()
        online.time.advance(by: 3 * 24 * 3600)
        let offline = TripPhotoService(search: nil, cache: online.cache)
        #expect(shownPhotos(await offline.photos(for: "Lisbon", key: "good-key")).count == 2)
        #expect(await offline.photos(for: "Porto", key: "good-key") == .unavailable(.http(.offline)))
        #expect(await offline.photos(for: "Lisbon", key: nil) == .unavailable(.noKey))
    }

    @Test func noAnswerFallsBackToAStoredAnswerElseSaysWhy() async {
        let harness = Harness()
        defer { harness.remove() }
        _ = await harness.photos()
        harness.time.advance(by: 2 * 24 * 3600)
        harness.client.answerSearch(FakePixabay.Reply(failure: .timedOut))
        #expect(shownPhotos(await harness.photos()).count == 2)
        #expect(await harness.photos("Porto") == .unavailable(.http(.timedOut)))
        harness.client.answerSearch(FakePixabay.Reply(status: 503))
        #expect(await harness.photos("Porto") == .unavailable(.http(.serverError(status: 503))))
    }

    @Test func imagesAreNotAskedForAgainOnceTheNetworkIsGone() async {
        let harness = Harness()
        defer { harness.remove() }
        harness.client.answerImage("195893_640.jpg", FakePixabay.Reply(failure: .timedOut))
        #expect(await harness.photos() == .unavailable(.http(.timedOut)))
        #expect(harness.client.imageRequests.count == 1)
    }

    @Test func anUnwritableCacheIsSaidAsSuch() async throws {
        let harness = Harness()
        defer { harness.remove() }
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
        // A file where the cache directory should be: nothing can be written under it.
        try Data().write(to: harness.cache.directory)
        #expect(await harness.photos() == .unavailable(.cacheUnwritable))
    }
}

@Suite(.timeLimit(.minutes(1))) struct PhotoCacheTests {
    @Test func queriesAreNormalisedAndHashedStably() throws {
        #expect(PhotoQuery("  PARIS \n") == PhotoQuery("paris"))
        #expect(PhotoQuery(" \t ") == nil)
        // Precomposed and decomposed "ã" are one query.
        #expect(PhotoQuery("Sa\u{0303}o  Paulo")?.text == "são paulo")
        // FNV-1a, the same in every process: the file names survive a restart.
        #expect(PhotoQuery("Paris")?.cacheKey == "0bf595a7a1aaec80")
        #expect(PhotoQuery("São Paulo")?.cacheKey == "c65507444c17e32e")
        #expect(PhotoQuery(String(repeating: "a", count: 150))?.text.count == PhotoQuery.maximumLength)
    }

    @Test func imagesAreToldByTheirFirstBytes() {
        #expect(ImageFormat(sniffing: PixabayFixture.jpeg) == .jpeg)
        #expect(ImageFormat(sniffing: PixabayFixture.png) == .png)
        #expect(ImageFormat(sniffing: PixabayFixture.webp) == .webp)
        #expect(ImageFormat(sniffing: PixabayFixture.html) == nil)
        #expect(ImageFormat(sniffing: Data("RIFF\0\0\0\0WAVE".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data("RIFF".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data()) == nil)
    }

    @Test func answersAreFreshForExactlyADay() throws {
        let time = TestTime()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photo-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PhotoCache(directory: directory, now: { time.now })
        let query = try #require(PhotoQuery("Lisbon"))
        #expect(cache.freshPhotos(for: query) == nil)
        try cache.store([PixabayFixture.first], for: query)
        time.advance(by: 24 * 3600 - 1)
        #expect(cache.freshPhotos(for: query) == [PixabayFixture.first])
        time.advance(by: 1)
        #expect(cache.freshPhotos(for: query) == nil)
        #expect(cache.anyPhotos(for: query) == [PixabayFixture.first])
        // Dated in the future (the clock was turned back): not trusted as fresh.
        time.advance(by: -2 * 24 * 3600)
        #expect(cache.freshPhotos(for: query) == nil)
    }

    @Test func writesLeaveOnlyWholeFilesBehind() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photo-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PhotoCache(directory: directory)
        let query = try #require(PhotoQuery("Lisbon"))
        try cache.store([PixabayFixture.first], for: query)
        try cache.store([PixabayFixture.second], for: query)
        let file = try cache.storeImage(PixabayFixture.png, format: .png, for: 7)
        #expect(cache.anyPhotos(for: query) == [PixabayFixture.second])
        #expect(cache.imageFile(for: 7) == file)
        let names = try ["searches", "images"].flatMap {
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent($0).path)
        }
        #expect(names.sorted() == ["\(query.cacheKey).json", "7.png"].sorted(), "no temporary files left")
    }

    @Test func anAnswerStoredForAnotherQueryWithTheSameFileIsAMiss() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photo-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = PhotoCache(directory: directory)
        let lisbon = try #require(PhotoQuery("Lisbon"))
        let porto = try #require(PhotoQuery("Porto"))
        try cache.store([PixabayFixture.first], for: porto)
        try FileManager.default.moveItem(at: cache.searchFile(for: porto), to: cache.searchFile(for: lisbon))
        #expect(cache.anyPhotos(for: lisbon) == nil)
    }
}
