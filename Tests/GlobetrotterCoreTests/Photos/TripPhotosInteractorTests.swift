import Foundation
import Synchronization
import Testing

@testable import GlobetrotterCore

/// A Pixabay stand-in answering one photo of any query, recording the URLs asked.
private final class OnePhotoPixabay: HTTPClient {
    private let asked = Mutex<[URL]>([])
    var requests: [URL] { asked.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        asked.withLock { $0.append(request.url) }
        let body =
            request.url.pathExtension == "jpg"
            ? Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]) + Data("JFIF".utf8)
            : Data(
                """
                {"total":1,"totalHits":1,"hits":[{"id":11,"pageURL":"https://pixabay.com/photos/11/",\
                "tags":"lisbon","webformatURL":"https://cdn.pixabay.test/11_640.jpg","user":"Ana"}]}
                """.utf8)
        return HTTPResponse(status: 200, headers: [:], body: body, url: request.url)
    }
}

/// The photos use case as the app wires it: the key read from the keyring
/// at each request, the base URL from the environment, offline mode.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripPhotosInteractorTests {
    private let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")

    private func live(_ client: OnePhotoPixabay, secrets: any SecretStore, isOffline: Bool = false)
        -> TripPhotosInteractor
    {
        TripPhotosInteractor.live(
            client: client, environment: ["GLOBETROTTER_PIXABAY_URL": "http://127.0.0.1:9/pixabay"],
            isOffline: isOffline, secrets: secrets, changes: PhotoKeyChanges(), cacheDirectory: cache)
    }

    @Test func theKeyIsReadAtEachRequestSoANewKeyNeedsNoRestart() async throws {
        let client = OnePhotoPixabay()
        let secrets = MemorySecretStore()
        let photos = live(client, secrets: secrets)
        #expect(await photos.photos(for: "Lisbon") == .unavailable(.noKey))
        #expect(client.requests.isEmpty, "no key, no request")
        try await secrets.setSecret("abc123", for: .pixabay)
        guard case .photos(let found) = await photos.photos(for: "Lisbon") else {
            Issue.record("photos with a key")
            return
        }
        #expect(found.map(\.photo.user) == ["Ana"])
        #expect(found.first?.file.path.hasPrefix(cache.path + "/images/") == true, "downloaded into the cache")
        let search = try #require(client.requests.first)
        #expect(search.absoluteString.hasPrefix("http://127.0.0.1:9/pixabay/?"), "GLOBETROTTER_PIXABAY_URL is the base")
        #expect(search.query?.contains("key=abc123") == true)
        #expect(search.query?.contains("q=lisbon") == true)
    }

    @Test func offlineNothingIsAskedAndPhotosCachedBeforeStillShow() async throws {
        let client = OnePhotoPixabay()
        let secrets = MemorySecretStore([.pixabay: "abc123"])
        #expect(
            await live(client, secrets: secrets, isOffline: true).photos(for: "Lisbon") == .unavailable(.http(.offline))
        )
        #expect(client.requests.isEmpty)
        guard case .photos = await live(client, secrets: secrets).photos(for: "Lisbon") else {
            Issue.record("photos online")
            return
        }
        let asked = client.requests.count
        guard case .photos(let cached) = await live(client, secrets: secrets, isOffline: true).photos(for: "Lisbon")
        else {
            Issue.record("cached photos offline")
            return
        }
        #expect(cached.map(\.photo.id) == [11])
        #expect(client.requests.count == asked, "offline asks nothing")
    }

    @Test func noSourceWiredMeansNoKey() async {
        #expect(await NoTripPhotos().photos(for: "Lisbon") == .unavailable(.noKey))
    }
}
