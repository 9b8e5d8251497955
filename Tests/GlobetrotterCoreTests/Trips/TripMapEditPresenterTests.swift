import Foundation
import Testing

@testable import GlobetrotterCore

/// Finds a fixed order, or fails as told; counts its requests.
final class FakeOptimiser: OrderOptimising, @unchecked Sendable {
    private let lock = NSLock()
    private let answer: Result<[Int], RoutingError>
    private(set) var requests = 0

    init(_ answer: Result<[Int], RoutingError>) { self.answer = answer }

    /// Refuses what `OSRMRouter`'s trip service refuses: too many stops, and an order that is not
    /// every stop once with the first and last kept (its decoder's checks).
    func optimisedOrder(through stops: [GeoPoint]) async throws(RoutingError) -> OptimisedOrder {
        guard stops.count <= OSRMRouter.maximumStops else { throw .tooManyStops }
        lock.withLock { requests += 1 }
        let order = try answer.get()
        guard order.sorted() == Array(stops.indices), order.first == 0, order.last == stops.count - 1 else {
            Issue.record("an order OSRM's trip service cannot give: \(order) for \(stops.count) stops")
            throw .unreadable("the trip's order is not a permutation of the stops")
        }
        let legs = (1..<stops.count).map { _ in RouteLeg(distance: 100_000, duration: 3_600) }
        return OptimisedOrder(order: order, route: Route(legs: legs, line: order.map { stops[$0] }, source: .osrm))
    }
}

/// Names every position "Near {latitude}", or nothing.
private struct LatitudeNaming: PlaceNaming {
    var knows = true
    func place(at point: GeoPoint) async -> Place? {
        knows ? Place(name: "Near \(Int(point.latitude))", countryCode: "DE", point: point) : nil
    }
}

/// Optimise Order, a dragged pin and "Add Stop Here" on a trip's page, each with Undo.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripMapEditPresenterTests {
    private let store: TripStore
    private let places = [
        Place(name: "Hamburg", point: GeoPoint(latitude: 53.55, longitude: 9.99)),
        Place(name: "Munich", point: GeoPoint(latitude: 48.14, longitude: 11.58)),
        Place(name: "Berlin", point: GeoPoint(latitude: 52.52, longitude: 13.40)),
        Place(name: "Cologne", point: GeoPoint(latitude: 50.94, longitude: 6.96)),
    ]

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    private func presenter(
        stops: [Place], optimiser: FakeOptimiser? = nil, router: FakeRouteProvider? = nil,
        naming: any PlaceNaming = LatitudeNaming()
    ) async throws -> (TripDetailPresenter, Int64) {
        let trip = try store.createTrip(named: "Germany")
        for stop in stops { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(router: router, optimiser: optimiser, store: store),
            files: TripFiles(store: store, naming: naming), naming: naming)
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { _ in nil },
            wording: TripsWording(numbers: Locale(identifier: "en_US")), clock: ContinuousClock(), rerouteDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        return (presenter, trip.id)
    }

    private func names(_ tripID: Int64) throws -> [String] { try store.waypoints(ofTrip: tripID).map(\.place.name) }

    @Test func optimiseOrderNeedsTwoStopsBetweenTheEnds() async throws {
        let (three, _) = try await presenter(
            stops: Array(places.prefix(3)), optimiser: FakeOptimiser(.success([0, 1, 2])))
        #expect(three.state.canOptimise == false)
        let (four, _) = try await presenter(stops: places, optimiser: FakeOptimiser(.success([0, 2, 1, 3])))
        #expect(four.state.canOptimise == true)
        #expect(four.state.labels.optimise == "Optimise Order")
    }

    @Test func theShortestOrderIsAppliedInOneStepAndOneUndoRestoresIt() async throws {
        let optimiser = FakeOptimiser(.success([0, 2, 1, 3]))
        let (presenter, tripID) = try await presenter(stops: places, optimiser: optimiser)
        presenter.viewModel.send(.optimiseOrder)
        #expect(presenter.state.isOptimising && !presenter.state.canOptimise, "no second request while one runs")
        await presenter.settled()
        #expect(!presenter.state.isOptimising)
        #expect(try names(tripID) == ["Hamburg", "Berlin", "Munich", "Cologne"])
        #expect(presenter.state.rows.map(\.name) == ["Hamburg", "Berlin", "Munich", "Cologne"])
        #expect(presenter.state.toast?.text == "Reordered for the shortest drive")
        #expect(presenter.state.toast?.actionLabel == "Undo")
        #expect(
            try store.storedRoute(for: [places[0], places[2], places[1], places[3]].map(\.point))?.distance == 300_000,
            "the new order's route came with the answer: no second request")
        presenter.viewModel.send(.undo)
        await presenter.settled()
        #expect(try names(tripID) == ["Hamburg", "Munich", "Berlin", "Cologne"])
        #expect(optimiser.requests == 1)
    }

    @Test func anOrderThatIsAlreadyShortestIsSaid() async throws {
        let (presenter, tripID) = try await presenter(stops: places, optimiser: FakeOptimiser(.success([0, 1, 2, 3])))
        presenter.viewModel.send(.optimiseOrder)
        await presenter.settled()
        #expect(presenter.state.toast?.text == "The stops are already in the shortest order.")
        #expect(try names(tripID) == places.map(\.name))
    }

    @Test(arguments: [
        (RoutingError.noRoute(code: "NoTrips"), "OSRM found no drive through all the stops. The order was kept."),
        (.tooManyStops, "The order can be optimised for up to 100 stops."),
        (
            .http(.serverError(status: 503)),
            "OSRM is not available right now (server error, HTTP 503). The order was kept."
        ),
    ])
    func aFailedOptimisationKeepsTheOrderAndSaysWhy(error: RoutingError, message: String) async throws {
        let (presenter, tripID) = try await presenter(
            stops: places, optimiser: FakeOptimiser(.failure(error)), router: FakeRouteProvider(.failure(error)))
        presenter.viewModel.send(.optimiseOrder)
        await presenter.settled()
        #expect(presenter.state.toast?.text == message)
        #expect(try names(tripID) == places.map(\.name))
    }

    @Test func offlineOptimisingSaysItNeedsTheService() async throws {
        let (presenter, _) = try await presenter(stops: places)
        presenter.viewModel.send(.optimiseOrder)
        await presenter.settled()
        #expect(presenter.state.toast?.text == "Optimising the order needs OSRM, which is not available offline.")
    }

    @Test func aPinDroppedFarAwayIsRenamedAndUndoPutsItBack() async throws {
        let (presenter, tripID) = try await presenter(stops: Array(places.prefix(2)))
        let id = presenter.state.rows[0].id
        let there = GeoPoint(latitude: 51.05, longitude: 13.74)
        presenter.viewModel.send(.relocateStop(id: id, to: there))
        #expect(presenter.state.map.pins[0].point == there, "the pin stays where it was dropped at once")
        await presenter.settled()
        let moved = try #require(try store.waypoints(ofTrip: tripID).first)
        #expect(moved.place.name == "Near 51" && moved.point == there && moved.id == id)
        #expect(presenter.state.toast?.text == "“Hamburg” moved to Near 51")
        presenter.viewModel.send(.undo)
        await presenter.settled()
        #expect(try store.waypoints(ofTrip: tripID).first?.place == places[0])
    }

    @Test func aPinNudgedNearbyKeepsItsName() async throws {
        let (presenter, tripID) = try await presenter(stops: Array(places.prefix(2)))
        let nudged = GeoPoint(latitude: 53.56, longitude: 10.0)
        presenter.viewModel.send(.relocateStop(id: presenter.state.rows[0].id, to: nudged))
        await presenter.settled()
        #expect(try store.waypoints(ofTrip: tripID).first?.place == Place(name: "Hamburg", point: nudged))
        #expect(presenter.state.toast?.text == "“Hamburg” moved")
    }

    /// A stop's long name is shortened in the toasts that quote it (the list keeps it whole).
    @Test func toastsQuoteALongStopsNameShortened() async throws {
        let long = Place(
            name: "Hamburg, Freie und Hansestadt Hamburg, Deutschland",
            point: GeoPoint(latitude: 53.55, longitude: 9.99))
        let (presenter, _) = try await presenter(stops: [long, places[1]])
        let id = presenter.state.rows[0].id
        presenter.viewModel.send(.relocateStop(id: id, to: GeoPoint(latitude: 53.56, longitude: 10.0)))
        await presenter.workFinished()
        #expect(presenter.state.toast?.text == "“Hamburg, Freie und Hansestadt…” moved")
        presenter.viewModel.send(.deleteStop(id: id))
        await presenter.workFinished()
        #expect(presenter.state.toast?.text == "“Hamburg, Freie und Hansestadt…” removed")
        #expect(presenter.state.rows.map(\.name) == ["Munich"])
    }

    @Test func addStopHereIsNamedAfterThePlaceOrItsCoordinates() async throws {
        let (presenter, tripID) = try await presenter(stops: [places[0]])
        presenter.viewModel.send(.addStopHere(GeoPoint(latitude: 50.11, longitude: 8.68)))
        await presenter.settled()
        #expect(try names(tripID) == ["Hamburg", "Near 50"])
        #expect(presenter.state.toast?.text == "“Near 50” added")
        let (unnamed, otherID) = try await self.presenter(stops: [], naming: LatitudeNaming(knows: false))
        unnamed.viewModel.send(.addStopHere(GeoPoint(latitude: -33.86785, longitude: 151.20732)))
        await unnamed.settled()
        #expect(try names(otherID) == ["-33.8679, 151.2073"])
    }

    @Test func theStoreReordersInOneWriteAndIgnoresStrangers() async throws {
        let trip = try store.createTrip(named: "Order")
        let ids = try places.map { try store.appendWaypoint($0, toTrip: trip.id).id }
        try store.reorder(tripID: trip.id, ids: [ids[3], 9_999, ids[1]])
        #expect(try names(trip.id) == ["Cologne", "Munich", "Hamburg", "Berlin"])
        #expect(try store.waypoints(ofTrip: trip.id).map(\.position) == [0, 1, 2, 3])
    }
}
