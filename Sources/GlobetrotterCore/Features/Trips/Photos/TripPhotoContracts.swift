import OpenCombine

/// What feeds a trip page's photo header: the page's destination, the
/// Preferences key, and the view when a downloaded file cannot be decoded.
public enum TripPhotoAction: Equatable, Sendable {
    /// The destination the page shows now (`TripDestination`); nil when it
    /// has none worth a search. The first one is searched at once, later
    /// ones once they stop changing (the trip's name is typed letter by letter).
    case show(destination: String?)
    /// The user stored or removed the Pixabay key: ask again.
    case keyChanged
    /// The view could not decode the image at `path` (a truncated download).
    case imageUnreadable(path: String)
}

/// Photos of a destination with the user's current Pixabay key. Typed
/// outcomes only: the presenters word them.
public protocol TripPhotosInteracting: Sendable {
    func photos(for destination: String) async -> PhotoOutcome
    /// Fires whenever the key may have changed (stored, removed, first read
    /// from the keyring), so photos follow Preferences without a restart.
    @MainActor var keyChanges: AnyPublisher<Void, Never> { get }
}

/// No photo source: every trip shows its route thumbnail. The default where
/// the app wires none (tests of other features, the benchmarks).
public struct NoTripPhotos: TripPhotosInteracting {
    public init() {}

    public func photos(for destination: String) async -> PhotoOutcome { .unavailable(.noKey) }

    @MainActor public var keyChanges: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
}
