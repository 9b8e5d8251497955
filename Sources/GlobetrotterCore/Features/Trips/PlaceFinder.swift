/// Places found for a query, and where they came from.
public struct PlaceAnswer: Equatable, Sendable {
    public var places: [Place]
    /// The source that answered ("Photon", "GeoNames").
    public var source: String
    /// Why the online source was not used: the places are the offline ones.
    public var fallbackBecause: PlaceSearchError?
    /// The online source that failed, when `fallbackBecause` is set.
    public var failedSource: String?

    public init(places: [Place], source: String, fallbackBecause: PlaceSearchError? = nil, failedSource: String? = nil)
    {
        self.places = places
        self.source = source
        self.fallbackBecause = fallbackBecause
        self.failedSource = failedSource
    }
}

/// The waypoint editor's use cases: suggestions while typing, a full search on Enter.
public protocol PlaceFinding: Sendable {
    /// Whether typing asks an online source (and so is worth debouncing).
    var typesAheadOnline: Bool { get }
    /// - Parameter near: the centre of the map in view: places near it rank first.
    func suggestions(for query: String, near: GeoPoint?) async -> PlaceAnswer
    func search(for query: String, near: GeoPoint?) async -> PlaceAnswer
}

/// Photon while typing, Nominatim on Enter (its policy forbids type-ahead),
/// the bundled cities offline and whenever an online source fails.
public struct PlaceFinder: PlaceFinding {
    private let typeAhead: (any PlaceSearching)?
    private let onSubmit: (any PlaceSearching)?
    private let offline: any PlaceSearching
    private let limit: Int
    private let regions: IsoSubdivisions

    /// `regions` gives each place found its region's code (Photon and the
    /// bundled cities name regions but give no code), so a stop keeps it offline.
    public init(
        typeAhead: (any PlaceSearching)?, onSubmit: (any PlaceSearching)?, offline: any PlaceSearching, limit: Int = 8,
        regions: IsoSubdivisions = .system
    ) {
        self.typeAhead = typeAhead
        self.onSubmit = onSubmit
        self.offline = offline
        self.limit = limit
        self.regions = regions
    }

    public var typesAheadOnline: Bool { typeAhead != nil }

    public func suggestions(for query: String, near: GeoPoint? = nil) async -> PlaceAnswer {
        await answer(query, near: near, from: typeAhead)
    }

    public func search(for query: String, near: GeoPoint? = nil) async -> PlaceAnswer {
        await answer(query, near: near, from: onSubmit ?? typeAhead)
    }

    private func answer(_ query: String, near: GeoPoint?, from online: (any PlaceSearching)?) async -> PlaceAnswer {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return PlaceAnswer(places: [], source: online?.name ?? offline.name) }
        var failure: PlaceSearchError?
        if let online {
            do {
                let places = try await online.places(matching: query, limit: limit, near: near)
                return PlaceAnswer(places: await withRegionCodes(places), source: online.name)
            } catch {
                if error == .http(.cancelled) { return PlaceAnswer(places: [], source: online.name) }
                failure = error
            }
        }
        let offline = offline
        let limit = limit
        // The pack's index answers in well under a millisecond, but not on the main thread.
        let places = await Task.detached { try? await offline.places(matching: query, limit: limit) }.value
        return PlaceAnswer(
            places: await withRegionCodes(places ?? []), source: offline.name, fallbackBecause: failure,
            failedSource: online?.name)
    }

    /// Off the main thread: the first call reads iso-codes' half-megabyte list.
    private func withRegionCodes(_ places: [Place]) async -> [Place] {
        let regions = regions
        return await Task.detached { places.map(regions.resolvingCode(of:)) }.value
    }
}
