import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The real interactor, counting how often every stop is read.
final class StopReadCountingInteractor: TripDetailInteracting, @unchecked Sendable {
    private let real: TripDetailInteractor
    private let lock = NSLock()
    private var reads = 0

    init(_ real: TripDetailInteractor) { self.real = real }

    var stopListReads: Int { lock.withLock { reads } }

    func waypoints() async throws(AppDatabaseError) -> [Waypoint] {
        lock.withLock { reads += 1 }
        return try await real.waypoints()
    }
    func trip() async throws(AppDatabaseError) -> Trip? { try await real.trip() }
    func rename(to name: String) async throws(SaveFailure) { try await real.rename(to: name) }
    func append(_ place: Place) async throws(SaveFailure) -> StopsChange { try await real.append(place) }
    func update(id: Int64, to place: Place) async throws(SaveFailure) -> StopsChange {
        try await real.update(id: id, to: place)
    }
    func delete(id: Int64) async throws(SaveFailure) -> StopsChange { try await real.delete(id: id) }
    func restore(_ waypoint: Waypoint) async throws(SaveFailure) -> StopsChange { try await real.restore(waypoint) }
    func move(id: Int64, to index: Int) async throws(SaveFailure) -> StopsChange {
        try await real.move(id: id, to: index)
    }
    func export(to url: URL) async throws(TripExportError) { try await real.export(to: url) }
    func reorder(ids: [Int64]) async throws(SaveFailure) -> StopsChange { try await real.reorder(ids: ids) }
    func place(at point: GeoPoint) async -> Place? { await real.place(at: point) }
    @MainActor
    func followChecklist(_ onChange: @escaping @MainActor (Result<[ToDoItem], any Error>) -> Void) -> AnyCancellable? {
        real.followChecklist(onChange)
    }
    func setItemDone(id: Int64, _ isDone: Bool) async throws(SaveFailure) { try await real.setItemDone(id: id, isDone) }
    func setTravelMode(_ mode: TravelMode) async throws(SaveFailure) { try await real.setTravelMode(mode) }
    func setStartDate(_ date: LocalDate?) async throws(SaveFailure) { try await real.setStartDate(date) }
    func exportCalendar(_ text: String, to url: URL) async throws(TripExportError) {
        try await real.exportCalendar(text, to: url)
    }
    func setNights(_ nights: Int?, ofStop id: Int64) async throws(SaveFailure) -> StopsChange {
        try await real.setNights(nights, ofStop: id)
    }
    func storedRoute(for stops: [GeoPoint], mode: TravelMode) async -> Route? {
        await real.storedRoute(for: stops, mode: mode)
    }
    func route(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome {
        await real.route(for: stops, mode: mode)
    }
    func freshRoute(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome {
        await real.freshRoute(for: stops, mode: mode)
    }
    func routeCredit(for mode: TravelMode) -> String? { real.routeCredit(for: mode) }
    func optimisedOrder(for stops: [GeoPoint], mode: TravelMode) async -> OrderOutcome {
        await real.optimisedOrder(for: stops, mode: mode)
    }
}

/// A write of the stops returns what it changed and the page applies it: a
/// trip of 1,000 stops re-read all 1,000 after every edit.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripStopWritesTests {
    @Test func editsReadNoStopBackAndThePageShowsWhatIsStored() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Alps")
        let names = ["Zürich", "Bern", "Lucerne", "Lugano"]
        for (index, name) in names.enumerated() {
            _ = try store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: 46 + Double(index) * 0.3, longitude: 8)), toTrip: trip.id)
        }
        let interactor = StopReadCountingInteractor(
            TripDetailInteractor(
                tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
                files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces()))
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { _ in nil }, rerouteDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.workFinished()
        #expect(interactor.stopListReads == 1, "read once, to open the page")

        func shownMatchesStored() throws -> Bool {
            let stored = try store.waypoints(ofTrip: trip.id)
            return presenter.state.rows.map(\.id) == stored.map(\.id)
                && presenter.state.rows.map(\.name) == stored.map(\.place.name)
                && presenter.waypoints.map(\.position) == stored.map(\.position)
        }
        let chur = Place(name: "Chur", point: GeoPoint(latitude: 46.85, longitude: 9.53))
        presenter.viewModel.send(.stopEdited(.done(chur, waypointID: nil)))
        await presenter.workFinished("write")
        #expect(presenter.state.rows.map(\.name) == names + ["Chur"])
        #expect(try shownMatchesStored())
        let ids = presenter.state.rows.map(\.id)
        let sion = Place(name: "Sion", point: GeoPoint(latitude: 46.23, longitude: 7.36))
        presenter.viewModel.send(.stopEdited(.done(sion, waypointID: ids[1])))
        presenter.viewModel.send(.moveStopTo(id: ids[4], index: 0))
        presenter.viewModel.send(.moveStop(id: ids[0], offset: 1))
        presenter.viewModel.send(.deleteStop(id: ids[2]))
        await presenter.workFinished("write")
        #expect(presenter.state.rows.map(\.name) == ["Chur", "Sion", "Zürich", "Lugano"])
        #expect(try shownMatchesStored())
        presenter.viewModel.send(.undo)
        await presenter.workFinished("write")
        #expect(presenter.state.rows.map(\.name) == ["Chur", "Sion", "Zürich", "Lucerne", "Lugano"])
        #expect(try shownMatchesStored())
        #expect(interactor.stopListReads == 1, "no edit read the stops back")
    }

    /// A move goes to where the store put it, clamped, shifting only the stops between.
    @Test func aStoredMoveShiftsTheStopsBetween() throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Loop")
        let stops = try (0..<5).map {
            try store.appendWaypoint(Place(name: "\($0)", point: GeoPoint(latitude: 0, longitude: 0)), toTrip: trip.id)
        }
        #expect(try store.moveWaypoint(id: stops[4].id, to: 1) == 1)
        #expect(try store.waypoints(ofTrip: trip.id).map(\.place.name) == ["0", "4", "1", "2", "3"])
        #expect(try store.moveWaypoint(id: stops[0].id, to: 99) == 4)
        let stored = try store.waypoints(ofTrip: trip.id)
        #expect(stored.map(\.place.name) == ["4", "1", "2", "3", "0"])
        #expect(stored.map(\.position) == [0, 1, 2, 3, 4])
    }
}
