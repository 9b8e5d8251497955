import Foundation

/// What a trip shows in its photo slot.
public enum PhotoOutcome: Equatable, Sendable {
    /// Photos whose images are on disk, in Pixabay's order; credit Pixabay beside them.
    case photos([CachedPhoto])
    /// The route thumbnail instead, and why.
    case unavailable(PhotoError)
}

/// Photos for a trip's destination, from Pixabay with the user's key:
/// - an answer younger than 24 hours is reused without a request (Pixabay's
///   rule), older ones are asked for again;
/// - images are downloaded into the cache once per photo (no hotlinking);
/// - after a 429 no search goes out until Pixabay's window resets;
/// - with no answer (offline, a timeout) a stored answer of any age is shown
///   if its images are on disk.
/// Every failure is an `.unavailable` outcome; nothing here throws or traps.
public actor TripPhotoService {
    /// Whom the page credits beside the photos, linking to `creditURL`.
    public static let credit = "Pixabay"
    public static let creditURL = URL(string: "https://pixabay.com/")!
    /// How long to hold back after a 429 that did not say.
    static let defaultRateLimitPause: TimeInterval = 60

    private let search: PixabayPhotoSearch?
    private let cache: PhotoCache
    /// The key that was rate limited, and until when.
    private var rateLimit: (key: String, until: Date)?

    /// - Parameter search: nil when the app is offline; stored photos are still shown.
    public init(search: PixabayPhotoSearch?, cache: PhotoCache) {
        self.search = search
        self.cache = cache
    }

    /// Photos of `destination` (a place name such as "Lisbon").
    /// - Parameter key: the user's Pixabay key from the keyring; nil or blank is `.noKey`.
    public func photos(for destination: String, key: String?) async -> PhotoOutcome {
        guard let key = key?.trimmingCharacters(in: .whitespacesAndNewlines), !key.isEmpty else {
            return .unavailable(.noKey)
        }
        guard let query = PhotoQuery(destination) else { return .unavailable(.noPhotos) }
        if let fresh = cache.freshPhotos(for: query) { return await outcome(for: fresh) }
        guard let search else { return storedOutcome(for: query) ?? .unavailable(.http(.offline)) }
        if let pause = remainingPause(for: key) { return .unavailable(.rateLimited(resetSeconds: pause)) }
        do {
            let photos = try await search.photos(matching: query.text, key: key)
            // Not stored only means asking again next time.
            try? cache.store(photos, for: query)
            return await outcome(for: photos)
        } catch .rateLimited(let seconds) {
            let pause = seconds.map(TimeInterval.init) ?? Self.defaultRateLimitPause
            rateLimit = (key, cache.now().addingTimeInterval(pause))
            return .unavailable(.rateLimited(resetSeconds: seconds))
        } catch .http(let error) where error.isUnreachable {
            return storedOutcome(for: query) ?? .unavailable(.http(error))
        } catch {
            return .unavailable(error)
        }
    }

    /// Whole seconds until `key` may search again after a 429; nil when it may now.
    private func remainingPause(for key: String) -> Int? {
        guard let rateLimit, rateLimit.key == key else { return nil }
        let remaining = rateLimit.until.timeIntervalSince(cache.now())
        return remaining > 0 ? Int(remaining.rounded(.up)) : nil
    }

    /// The photos with their images, downloading those not on disk yet.
    /// Photos whose image fails are left out; if all fail, the first failure is the outcome.
    private func outcome(for photos: [TripPhoto]) async -> PhotoOutcome {
        guard !photos.isEmpty else { return .unavailable(.noPhotos) }
        var shown: [CachedPhoto] = []
        var firstFailure: PhotoError?
        var reachable = search != nil
        for photo in photos {
            if let file = cache.imageFile(for: photo.id) {
                shown.append(CachedPhoto(photo: photo, file: file))
                continue
            }
            guard reachable, let search else { continue }
            do throws(PhotoError) {
                let image = try await search.image(for: photo)
                shown.append(CachedPhoto(photo: photo, file: try store(image, of: photo)))
            } catch {
                firstFailure = firstFailure ?? error
                // After no answer at all, the other downloads would only wait as long.
                if case .http(let failure) = error, failure.isUnreachable { reachable = false }
            }
        }
        guard !shown.isEmpty else { return .unavailable(firstFailure ?? .http(.offline)) }
        return .photos(shown)
    }

    private func store(_ image: (data: Data, format: ImageFormat), of photo: TripPhoto) throws(PhotoError) -> URL {
        do {
            return try cache.storeImage(image.data, format: image.format, for: photo.id)
        } catch {
            throw .cacheUnwritable
        }
    }

    /// A stored answer of any age, with only the images already on disk.
    private func storedOutcome(for query: PhotoQuery) -> PhotoOutcome? {
        let shown = (cache.anyPhotos(for: query) ?? []).compactMap { photo in
            cache.imageFile(for: photo.id).map { CachedPhoto(photo: photo, file: $0) }
        }
        return shown.isEmpty ? nil : .photos(shown)
    }
}
