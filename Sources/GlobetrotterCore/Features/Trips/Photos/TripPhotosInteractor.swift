import Foundation
import OpenCombine

/// Tells the trips' photos that the Pixabay key may have changed: Preferences
/// stored or removed it, or the keyring was first read after the window showed.
@MainActor
public final class PhotoKeyChanges {
    private let subject = PassthroughSubject<Void, Never>()

    public init() {}

    public var publisher: AnyPublisher<Void, Never> { subject.eraseToAnyPublisher() }

    public func keyDidChange() { subject.send(()) }
}

/// The photos use case: the key as the keyring holds it now, then the photo
/// service (Pixabay, its 24-hour cache, downloaded images).
public struct TripPhotosInteractor: TripPhotosInteracting {
    private let service: TripPhotoService
    private let secrets: any SecretStore
    private let changes: PhotoKeyChanges

    /// - Parameter secrets: answers from memory in the app (`RememberedSecrets`),
    ///   so a list of trips never waits for the keyring once per row.
    public init(service: TripPhotoService, secrets: any SecretStore, changes: PhotoKeyChanges) {
        self.service = service
        self.secrets = secrets
        self.changes = changes
    }

    public func photos(for destination: String) async -> PhotoOutcome {
        // A keyring that cannot be read counts as no key: the route shows, nothing nags.
        let key = (try? await secrets.secret(for: .pixabay)) ?? nil
        return await service.photos(for: destination, key: key)
    }

    @MainActor public var keyChanges: AnyPublisher<Void, Never> { changes.publisher }
}

extension TripPhotosInteractor {
    /// Pixabay (base URL overridable by `GLOBETROTTER_PIXABAY_URL`) with the
    /// user's key, answers and images cached in `cacheDirectory`. Offline no
    /// search goes out; photos already cached still show.
    public static func live(
        client: any HTTPClient, environment: [String: String], isOffline: Bool, secrets: any SecretStore,
        changes: PhotoKeyChanges, cacheDirectory: URL
    ) -> TripPhotosInteractor {
        let baseURL = ServiceURL.base(environment["GLOBETROTTER_PIXABAY_URL"]) ?? PixabayPhotoSearch.defaultBaseURL
        let search = isOffline ? nil : PixabayPhotoSearch(baseURL: baseURL, client: client)
        let service = TripPhotoService(search: search, cache: PhotoCache(directory: cacheDirectory))
        return TripPhotosInteractor(service: service, secrets: secrets, changes: changes)
    }
}
