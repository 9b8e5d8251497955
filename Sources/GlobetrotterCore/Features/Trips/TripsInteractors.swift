import Foundation

/// The trip list's use cases over the store.
public struct TripListInteractor: TripListInteracting {
    private let store: TripStore
    private let files: TripFiles

    public init(store: TripStore, files: TripFiles) {
        self.store = store
        self.files = files
    }

    public func trips() async throws -> [TripSummary] { try store.trips() }
    public func createTrip(named name: String) async throws -> Trip { try store.createTrip(named: name) }
    public func deleteTrip(id: Int64) async throws -> DeletedTrip? { try store.deleteTrip(id: id) }
    public func restore(_ trip: DeletedTrip) async throws { try store.restore(trip) }
    public func importTrips(from url: URL) async throws(TripImportError) -> [Trip] {
        try await files.importTrips(from: url)
    }
}

/// One trip's use cases: its stops in the store, their route from the route service.
public struct TripDetailInteractor: TripDetailInteracting {
    private let tripID: Int64
    private let store: TripStore
    private let routes: RouteService
    private let files: TripFiles

    public init(tripID: Int64, store: TripStore, routes: RouteService, files: TripFiles) {
        self.tripID = tripID
        self.store = store
        self.routes = routes
        self.files = files
    }

    public func trip() async throws -> Trip? { try store.trip(id: tripID) }
    public func waypoints() async throws -> [Waypoint] { try store.waypoints(ofTrip: tripID) }
    public func rename(to name: String) async throws { try store.renameTrip(id: tripID, to: name) }
    public func append(_ place: Place) async throws { _ = try store.appendWaypoint(place, toTrip: tripID) }
    public func update(id: Int64, to place: Place) async throws { try store.updateWaypoint(id: id, to: place) }
    public func delete(id: Int64) async throws -> Waypoint? { try store.deleteWaypoint(id: id) }
    public func restore(_ waypoint: Waypoint) async throws { try store.restore(waypoint) }
    public func move(id: Int64, to index: Int) async throws { try store.moveWaypoint(id: id, to: index) }
    public func storedRoute(for stops: [GeoPoint]) async -> Route? { routes.storedRoute(for: stops) }
    public func route(for stops: [GeoPoint]) async -> RouteOutcome { await routes.route(for: stops) }
    public var routeCredit: String? { routes.credit }
    public func export(to url: URL) async throws(TripExportError) { try await files.export(tripID: tripID, to: url) }
}

/// What the Trips flow is built from.
public struct TripsDependencies: Sendable {
    public var store: TripStore
    public var routes: RouteService
    public var finder: any PlaceFinding
    public var places: PlaceText
    /// Names a position (a stop read from a file without a name).
    public var naming: any PlaceNaming

    public init(
        store: TripStore, routes: RouteService, finder: any PlaceFinding, places: PlaceText, naming: any PlaceNaming
    ) {
        self.store = store
        self.routes = routes
        self.finder = finder
        self.places = places
        self.naming = naming
    }

    public var files: TripFiles { TripFiles(store: store, naming: naming) }
}
