import Foundation
import Testing

@testable import GlobetrotterCore

/// A road stored before directions existed (its legs have no steps), its leg
/// opened with no server to ask: the leg keeps its road's figures and says
/// in one sentence why there are no steps.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct OfflineDirectionsTests {
    private let store: TripStore
    private let hamburg = Place(name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
    private let lubeck = Place(name: "Lübeck", countryCode: "DE", point: GeoPoint(latitude: 53.87, longitude: 10.69))

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    /// The trip Hamburg → Lübeck with its old road stored; `routers` as the app has them ([:] offline).
    private func openedLeg(routers: [TravelMode: FakeRouteProvider]) async throws -> LegDirections? {
        let trip = try store.createTrip(named: "Baltic")
        for stop in [hamburg, lubeck] { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let oldRoad = Route(
            legs: [RouteLeg(distance: 66_400, duration: 3_000, steps: nil)], line: [hamburg.point, lubeck.point],
            source: .osrm)
        try store.store(oldRoad, for: [hamburg.point, lubeck.point])
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(routers: routers, store: store),
            files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces())
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { _ in "Germany" },
            wording: TripsWording(numbers: Locale(identifier: "en_US")), clock: ManualClock(), rerouteDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.total == "Total distance: 66 km · 50 min", "the stored road")
        presenter.viewModel.send(.openDirections(stopID: presenter.state.rows[1].id))
        await presenter.settled()
        #expect(presenter.state.total == "Total distance: 66 km · 50 min", "still the stored road")
        return presenter.state.directions
    }

    @Test func offlineTheLegSaysItIsOffline() async throws {
        let directions = try #require(try await openedLeg(routers: [:]))
        #expect(directions.emptyText == "Offline: turn-by-turn directions are not available.")
        #expect(directions.summary == "66 km · 50 min", "the road's figures, not a straight line's")
        #expect(directions.steps.isEmpty)
    }

    @Test func aServerThatFailsIsNamedWithWhy() async throws {
        let car = FakeRouteProvider(.failure(.http(.timedOut)))
        let directions = try #require(try await openedLeg(routers: [.car: car]))
        #expect(car.requestCount == 1)
        #expect(directions.emptyText == "OSRM could not be reached (timed out).")
        #expect(directions.summary == "66 km · 50 min")
    }
}
