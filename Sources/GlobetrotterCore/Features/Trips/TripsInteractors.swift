import Foundation
import OpenCombine

/// The trip list's use cases over the store.
public struct TripListInteractor: TripListInteracting {
    private let store: TripStore
    private let files: TripFiles
    private let todos: ToDoStore?

    /// - Parameter todos: the to-do items trips may have; nil where there are none (tests).
    public init(store: TripStore, files: TripFiles, todos: ToDoStore? = nil) {
        self.store = store
        self.files = files
        self.todos = todos
    }

    public func trips() async throws(AppDatabaseError) -> [TripSummary] {
        try AppDatabaseError.sorting { try store.trips() }
    }
    public func createTrip(named name: String) async throws(SaveFailure) -> Trip {
        try SaveFailure.saving { try store.createTrip(named: name) }
    }
    public func toDoCount(ofTrip id: Int64) async throws(AppDatabaseError) -> Int {
        try AppDatabaseError.sorting { try todos?.counts(ofTrip: id).total ?? 0 }
    }

    /// Deletes the trip, keeping its to-do items (in no trip) or deleting them with it.
    public func deleteTrip(id: Int64, items: TripItemsChoice) async throws(SaveFailure) -> DeletedTrip? {
        try SaveFailure.saving { try deleteTripAndItems(id: id, items: items) }
    }

    private func deleteTripAndItems(id: Int64, items: TripItemsChoice) throws -> DeletedTrip? {
        var detached: [Int64] = [], removed: [ToDoItem] = []
        if let todos {
            switch items {
            case .keep: detached = try todos.detach(tripID: id)
            case .delete: removed = try todos.deleteItems(ofTrip: id)
            }
        }
        guard var deleted = try store.deleteTrip(id: id) else { return nil }
        deleted.detachedItemIDs = detached
        deleted.deletedItems = removed
        return deleted
    }

    /// Puts the trip back, and its to-do items with it.
    public func restore(_ trip: DeletedTrip) async throws(SaveFailure) {
        try SaveFailure.saving {
            try store.restore(trip)
            try todos?.attach(trip.detachedItemIDs, toTrip: trip.trip.id)
            if !trip.deletedItems.isEmpty { try todos?.restore(trip.deletedItems) }
        }
    }
    public func importTrips(from url: URL, order: CoordinateOrder) async throws(TripImportError) -> [Trip] {
        try await files.importTrips(from: url, order: order)
    }
}

/// One trip's use cases: its stops in the store, their route from the route service.
public struct TripDetailInteractor: TripDetailInteracting {
    private let tripID: Int64
    private let store: TripStore
    private let routes: RouteService
    private let files: TripFiles
    private let naming: any PlaceNaming
    private let todos: ToDoStore?

    public init(
        tripID: Int64, store: TripStore, routes: RouteService, files: TripFiles, naming: any PlaceNaming,
        todos: ToDoStore? = nil
    ) {
        self.tripID = tripID
        self.store = store
        self.routes = routes
        self.files = files
        self.naming = naming
        self.todos = todos
    }

    @MainActor
    public func followChecklist(
        _ onChange: @escaping @MainActor (Result<[ToDoItem], any Error>) -> Void
    ) -> AnyCancellable? {
        guard let todos else { return nil }
        let following = todos.followItems(ofTrip: tripID) {
            onChange(.failure($0))
        } onChange: {
            onChange(.success($0))
        }
        return AnyCancellable { following.cancel() }
    }
    public func setItemDone(id: Int64, _ isDone: Bool) async throws(SaveFailure) {
        try SaveFailure.saving { try todos?.setDone(id: id, isDone) }
    }

    public func trip() async throws(AppDatabaseError) -> Trip? {
        try AppDatabaseError.sorting { try store.trip(id: tripID) }
    }
    public func waypoints() async throws(AppDatabaseError) -> [Waypoint] {
        try AppDatabaseError.sorting { try store.waypoints(ofTrip: tripID) }
    }
    public func rename(to name: String) async throws(SaveFailure) {
        try SaveFailure.saving { try store.renameTrip(id: tripID, to: name) }
    }
    public func append(_ place: Place) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving { .appended(try store.appendWaypoint(place, toTrip: tripID)) }
    }
    public func update(id: Int64, to place: Place) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving { try store.updateWaypoint(id: id, to: place) }
        return .updated(id: id, to: place)
    }
    public func delete(id: Int64) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving { try store.deleteWaypoint(id: id).map { .removed(id: $0.id) } ?? StopsChange.none }
    }
    public func restore(_ waypoint: Waypoint) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving { try store.restore(waypoint) }
        return .restored(waypoint)
    }
    public func move(id: Int64, to index: Int) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving {
            try store.moveWaypoint(id: id, to: index).map { .moved(id: id, to: $0) } ?? StopsChange.none
        }
    }
    public func export(to url: URL) async throws(TripExportError) { try await files.export(tripID: tripID, to: url) }
    public func exportCalendar(_ text: String, to url: URL) async throws(TripExportError) {
        try await files.writeCalendar(text, to: url)
    }
    public func reorder(ids: [Int64]) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving { .reordered(try store.reorder(tripID: tripID, ids: ids)) }
    }
    public func place(at point: GeoPoint) async -> Place? { await naming.place(at: point) }
    public func setTravelMode(_ mode: TravelMode) async throws(SaveFailure) {
        try SaveFailure.saving { try store.setTravelMode(mode, ofTrip: tripID) }
    }
    public func setStartDate(_ date: LocalDate?) async throws(SaveFailure) {
        try SaveFailure.saving { try store.setStartDate(date, ofTrip: tripID) }
    }
    public func setNights(_ nights: Int?, ofStop id: Int64) async throws(SaveFailure) -> StopsChange {
        try SaveFailure.saving { try store.setNights(nights, ofWaypoint: id) ? .nights(id: id, nights) : .none }
    }
    public func storedRoute(for stops: [GeoPoint], mode: TravelMode) async -> Route? {
        routes.storedRoute(for: stops, mode: mode)
    }
    public func route(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome {
        await routes.route(for: stops, mode: mode)
    }
    public func freshRoute(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome {
        await routes.freshRoute(for: stops, mode: mode)
    }
    public func routeCredit(for mode: TravelMode) -> String? { routes.credit(for: mode) }
    public func optimisedOrder(for stops: [GeoPoint], mode: TravelMode) async -> OrderOutcome {
        await routes.optimisedOrder(for: stops, mode: mode)
    }
}

/// What the Trips flow is built from.
public struct TripsDependencies: Sendable {
    public var store: TripStore
    public var routes: RouteService
    public var finder: any PlaceFinding
    public var places: PlaceText
    /// Names a position: a stop dropped or added on the map.
    public var naming: any PlaceNaming
    /// Names the nameless stops of an imported file: offline, as a file may
    /// have hundreds and the online service answers one a second.
    public var fileNaming: any PlaceNaming
    /// The bundled cities: the country of a file's stops that do not say
    /// theirs, and whether a file's positions lie near towns at all.
    public var cities: (any NearestCityFinding)?
    /// Photos of the trips' destinations; none unless the app wires Pixabay.
    public var photos: any TripPhotosInteracting = NoTripPhotos()
    /// The to-do items trips may have (a trip's checklist, the question when
    /// one is deleted); nil where there are none.
    public var todos: ToDoStore?
    /// The holidays, rates and preferences a trip's days follow from.
    public var days = TripDaysSources.datesOnly

    public init(
        store: TripStore, routes: RouteService, finder: any PlaceFinding, places: PlaceText, naming: any PlaceNaming,
        fileNaming: (any PlaceNaming)? = nil
    ) {
        self.store = store
        self.routes = routes
        self.finder = finder
        self.places = places
        self.naming = naming
        self.fileNaming = fileNaming ?? naming
    }

    public var files: TripFiles { TripFiles(store: store, naming: fileNaming, cities: cities) }
}
