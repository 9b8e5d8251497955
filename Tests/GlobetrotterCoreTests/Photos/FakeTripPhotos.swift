import Foundation
import OpenCombine

@testable import GlobetrotterCore

/// Answers each destination as the test says (no key by default), records
/// what was asked, and lets a test say the key changed.
final class FakeTripPhotos: TripPhotosInteracting, @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [String: PhotoOutcome] = [:]
    private var fallback = PhotoOutcome.unavailable(.noKey)
    private var asked: [String] = []
    private let changes = PassthroughSubject<Void, Never>()

    var requests: [String] { lock.withLock { asked } }

    func answer(_ destination: String, with outcome: PhotoOutcome) { lock.withLock { outcomes[destination] = outcome } }
    func answerEverything(with outcome: PhotoOutcome) {
        lock.withLock {
            outcomes = [:]
            fallback = outcome
        }
    }
    func forgetRequests() { lock.withLock { asked = [] } }

    @MainActor func keyDidChange() { changes.send(()) }

    func photos(for destination: String) async -> PhotoOutcome {
        lock.withLock {
            asked.append(destination)
            return outcomes[destination] ?? fallback
        }
    }

    @MainActor var keyChanges: AnyPublisher<Void, Never> { changes.eraseToAnyPublisher() }
}

/// Pixabay-shaped photos with images "on disk" (the paths are never opened in Core).
enum PhotoSamples {
    static func photo(_ id: Int, user: String = "Josch13", page: Bool = true) -> CachedPhoto {
        CachedPhoto(
            photo: TripPhoto(
                id: id, pageURL: page ? URL(string: "https://pixabay.com/photos/\(id)/") : nil, tags: "lisbon, tram",
                previewURL: nil, webformatURL: URL(string: "https://cdn.pixabay.test/\(id)_640.jpg"), user: user,
                imageWidth: 640, imageHeight: 427),
            file: URL(fileURLWithPath: "/cache/photos/images/\(id).jpg"))
    }
}
