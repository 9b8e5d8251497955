import Foundation
import Testing

@testable import GlobetrotterCore

/// The trip page's travel mode, a leg's directions, "Open in Maps" and the printout.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripDirectionsPresenterTests {
    private let store: TripStore
    private let hamburg = Place(name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
    private let lubeck = Place(name: "Lübeck", countryCode: "DE", point: GeoPoint(latitude: 53.87, longitude: 10.69))
    private let steps = [
        RouteStep(
            maneuver: Maneuver(type: "depart", bearingAfter: 45, location: GeoPoint(latitude: 53.55, longitude: 9.99)),
            name: "Mönckebergstraße", distance: 1_200, duration: 120),
        RouteStep(
            maneuver: Maneuver(type: "turn", modifier: "left", location: GeoPoint(latitude: 53.6, longitude: 10.1)),
            name: "Hauptstraße", distance: 65_200, duration: 2_880),
        RouteStep(
            maneuver: Maneuver(type: "arrive", location: GeoPoint(latitude: 53.87, longitude: 10.69)), name: "",
            distance: 0, duration: 0),
    ]

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    private func route(_ metres: Double, _ seconds: Double, steps: [RouteStep]? = nil) -> Route {
        Route(
            legs: [RouteLeg(distance: metres, duration: seconds, steps: steps)], line: [hamburg.point, lubeck.point],
            source: .osrm)
    }

    private func presenter(routers: [TravelMode: FakeRouteProvider]) throws -> (TripDetailPresenter, Int64) {
        let trip = try store.createTrip(named: "Baltic")
        for stop in [hamburg, lubeck] { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(routers: routers, store: store),
            files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces())
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { _ in "Germany" },
            wording: TripsWording(numbers: Locale(identifier: "en_US")), clock: ManualClock(), rerouteDelay: .zero)
        return (presenter, trip.id)
    }

    @Test func switchingModeAsksEachModesServerOnceAndSwitchingBackAsksNone() async throws {
        let car = FakeRouteProvider(.success(route(66_400, 3_000, steps: steps)))
        let bike = FakeRouteProvider(.success(route(61_000, 12_600, steps: [])), credit: "OSRM for bicycles")
        let foot = FakeRouteProvider(.failure(.http(.timedOut)), credit: "OSRM for walking")
        let (presenter, tripID) = try presenter(routers: [.car: car, .bicycle: bike, .foot: foot])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.travel.selected == .car)
        #expect(presenter.state.total == "Total distance: 66 km · 50 min")
        presenter.viewModel.send(.setTravelMode(.bicycle))
        await presenter.settled()
        #expect(presenter.state.travel.selected == .bicycle)
        #expect(presenter.state.total == "Total distance: 61 km · 3 h 30 min")
        #expect(presenter.state.map.routeCredit == "Routes: OSRM for bicycles")
        #expect(try store.trip(id: tripID)?.travelMode == .bicycle)
        presenter.viewModel.send(.setTravelMode(.foot))
        await presenter.settled()
        // The foot server fails alone: straight lines at walking pace, one sentence naming its service.
        #expect(presenter.state.total == "Total distance: ≈ 58 km in a straight line · ≈ 11 h 39 min at 5 km/h")
        #expect(
            presenter.state.routeNote == "OSRM for walking could not be reached (timed out). Showing straight lines.")
        #expect(presenter.state.rows[1].leg == "+ ≈ 58 km · ≈ 11 h 39 min")
        presenter.viewModel.send(.setTravelMode(.car))
        await presenter.settled()
        presenter.viewModel.send(.setTravelMode(.bicycle))
        await presenter.settled()
        #expect(presenter.state.total == "Total distance: 61 km · 3 h 30 min")
        #expect([car.requestCount, bike.requestCount, foot.requestCount] == [Int](repeating: 1, count: 3))
    }

    @Test func aLegsDirectionsAreWordedAndAStepCentresTheMap() async throws {
        let (presenter, _) = try presenter(routers: [
            .car: FakeRouteProvider(.success(route(66_400, 3_000, steps: steps)))
        ])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        let lubeckID = presenter.state.rows[1].id
        #expect(presenter.state.rows.map(\.hasDirections) == [false, true])
        presenter.viewModel.send(.openDirections(stopID: lubeckID))
        let directions = try #require(presenter.state.directions)
        #expect(directions.title == "Hamburg → Lübeck")
        #expect(directions.summary == "66 km · 50 min")
        #expect(
            directions.steps.map(\.instruction) == [
                "Head northeast on Mönckebergstraße", "Turn left onto Hauptstraße", "Arrive at Lübeck",
            ])
        #expect(directions.steps.map(\.distance) == ["1.2 km", "65 km", ""])
        #expect(directions.emptyText == nil)
        presenter.viewModel.send(.selectStep(1))
        #expect(presenter.state.directions?.selectedStep == 1)
        #expect(presenter.state.directions?.focusSerial == 1)
        presenter.viewModel.send(.selectStep(1))
        #expect(presenter.state.directions?.focusSerial == 2, "choosing it again centres again")
        presenter.viewModel.send(.closeDirections)
        #expect(presenter.state.directions == nil)
    }

    @Test func aLegWithoutStepsOrWithoutARoadSaysSoInsteadOfAList() async throws {
        let bike = FakeRouteProvider(.success(route(61_000, 12_600, steps: [])), credit: "OSRM for bicycles")
        let (presenter, _) = try presenter(routers: [.bicycle: bike])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        let lubeck = presenter.state.rows[1].id
        // The car has no server here: straight lines, no directions to open.
        #expect(presenter.state.rows[1].hasDirections == false)
        presenter.viewModel.send(.openDirections(stopID: lubeck))
        #expect(presenter.state.directions?.emptyText == "Directions need a road route from OSRM.")
        presenter.viewModel.send(.setTravelMode(.bicycle))
        await presenter.settled()
        presenter.viewModel.send(.openDirections(stopID: lubeck))
        #expect(presenter.state.directions?.steps == [])
        #expect(presenter.state.directions?.emptyText == "OSRM for bicycles gave no directions for this leg.")
    }

    @Test func aRouteStoredWithoutDirectionsAsksForThemWhenALegIsOpened() async throws {
        try store.store(route(66_400, 3_000), for: [hamburg.point, lubeck.point])
        let car = FakeRouteProvider(.success(route(66_400, 3_000, steps: steps)))
        let (presenter, _) = try presenter(routers: [.car: car])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(car.requestCount == 0)
        presenter.viewModel.send(.openDirections(stopID: presenter.state.rows[1].id))
        #expect(presenter.state.directions?.emptyText == "Asking OSRM for directions…")
        await presenter.settled()
        #expect(car.requestCount == 1)
        #expect(presenter.state.directions?.steps.count == 3)
    }

    @Test func openInMapsHandsOverAGeoURI() async throws {
        let (presenter, _) = try presenter(routers: [:])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.openInMaps(id: presenter.state.rows[1].id))
        #expect(presenter.state.launch?.uri == "geo:53.870000,10.690000")
    }

    @Test func thePrintoutHasTheNameStopsTimesAndDirections() async throws {
        let (presenter, _) = try presenter(routers: [
            .car: FakeRouteProvider(.success(route(66_400, 3_000, steps: steps)))
        ])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.print)
        let printed = try #require(presenter.state.printout?.trip)
        #expect(printed.title == "Baltic")
        #expect(printed.summary == "By car · 2 stops · 66 km · 50 min")
        #expect(printed.stops.map(\.leg) == [nil, "+ 66 km · 50 min"])
        #expect(printed.legs.map(\.title) == ["1 → 2: Hamburg → Lübeck"])
        #expect(
            printed.legs.first?.steps == [
                "Head northeast on Mönckebergstraße · 1.2 km", "Turn left onto Hauptstraße · 65 km", "Arrive at Lübeck",
            ])
        #expect(printed.credit == "Routes: OSRM")
    }

    @Test func aPrintThatFailsIsSaidOnceUrgently() async throws {
        let (presenter, _) = try presenter(routers: [:])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.printFailed)
        #expect(presenter.state.toast?.text == "“Baltic” could not be printed.")
        #expect(presenter.state.toast?.isUrgent == true)
    }

    @Test func aStepReadsAsItsInstructionAndDistance() {
        let step = DirectionStep(
            instruction: "Turn left onto Hauptstraße", distance: "1.2 km", point: GeoPoint(latitude: 0, longitude: 0))
        #expect(step.accessibleLabel == "Turn left onto Hauptstraße, 1.2 km")
        var arrival = step
        arrival.distance = ""
        #expect(arrival.accessibleLabel == "Turn left onto Hauptstraße")
    }
}
