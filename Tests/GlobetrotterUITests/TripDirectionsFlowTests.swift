import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Synchronization
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A router per travel mode that answers one route and counts its requests.
final class CountingRouter: RouteProviding {
    let credit: String
    private let answer: Result<Route, RoutingError>
    private let requests = Mutex(0)

    init(credit: String, _ answer: Result<Route, RoutingError>) {
        self.credit = credit
        self.answer = answer
    }

    var requestCount: Int { requests.withLock { $0 } }

    func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route {
        requests.withLock { $0 += 1 }
        return try answer.get()
    }
}

/// The trip page's travel modes, a leg's directions and its steps, with real
/// clicks: each mode's server asked once, none when switching back; a step
/// chosen centres the map on its maneuver and marks it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripDirectionsFlowTests {
    static let hamburg = Place(
        name: "Hamburg", region: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.5511, longitude: 9.9937))
    static let lubeck = Place(
        name: "Lübeck", region: "Schleswig-Holstein", countryCode: "DE",
        point: GeoPoint(latitude: 53.8655, longitude: 10.6866))

    /// Hamburg to Lübeck as OSRM words it: 9 steps along the A 1.
    static let steps: [RouteStep] = {
        func step(
            _ type: String, _ modifier: String?, _ name: String, _ metres: Double, _ lat: Double, _ lon: Double,
            exit: Int? = nil, bearing: Double? = nil
        ) -> RouteStep {
            RouteStep(
                maneuver: Maneuver(
                    type: type, modifier: modifier, exit: exit, bearingAfter: bearing,
                    location: GeoPoint(latitude: lat, longitude: lon)), name: name, distance: metres,
                duration: metres / 25)
        }
        return [
            step("depart", nil, "Steintorwall", 650, 53.5511, 9.9937, bearing: 80),
            step("turn", "left", "Amsinckstraße", 1_900, 53.5490, 10.0080),
            step("roundabout", "right", "Billhorner Brückenstraße", 2_300, 53.5390, 10.0290, exit: 2),
            step("on ramp", "slight right", "A 1", 400, 53.5350, 10.0600),
            step("merge", "slight left", "A 1", 56_800, 53.5400, 10.0700),
            step("off ramp", "slight right", "", 900, 53.8300, 10.6400),
            step("end of road", "right", "Travemünder Allee", 2_700, 53.8350, 10.6500),
            step("turn", "sharp left", "Holstenstraße", 550, 53.8640, 10.6780),
            step("arrive", "right", "", 0, 53.8655, 10.6866),
        ]
    }()

    @MainActor
    struct Running {
        let flow: TripsFlow
        let store: TripStore
        let window: ApplicationWindow
        let routers: [TravelMode: CountingRouter]
        let run: AnyCancellable
        func stop() {
            window.destroy()
            run.cancel()
        }
    }

    /// The flow over a trip "Hanse" of `stops`, each leg worded as `steps`, its line through them.
    /// - Parameters:
    ///   - routers: the modes' servers; nil for counting stand-ins (car and
    ///     bicycle answer, foot fails), [:] for an app offline.
    ///   - storedCarRoad: a car road stored before the trip opens, as an earlier run left it.
    static func start(
        tiles: any TileProviding = BlankTiles(), stops: [Place] = [hamburg, lubeck],
        routers: [TravelMode: CountingRouter]? = nil, storedCarRoad: Route? = nil
    ) throws -> (Running, Int64) {
        let window = ApplicationWindow(application: TestApplication.shared)
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Hanse")
        for stop in stops { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        if let storedCarRoad { try store.store(storedCarRoad, for: stops.map(\.point)) }
        let line = stops.count == 2 ? steps.map(\.maneuver.location) : stops.map(\.point)
        func road(_ metres: Double, _ seconds: Double) -> Route {
            let legs = (1..<stops.count).map { _ in RouteLeg(distance: metres, duration: seconds, steps: steps) }
            return Route(legs: legs, line: line, source: .osrm)
        }
        let routers =
            routers ?? [
                TravelMode.car: CountingRouter(credit: "OSRM", .success(road(66_200, 3_120))),
                .bicycle: CountingRouter(credit: "OSRM for bicycles", .success(road(63_900, 13_200))),
                .foot: CountingRouter(credit: "OSRM for walking", .failure(.http(.serverError(status: 502)))),
            ]
        let dependencies = TripsDependencies(
            store: store, routes: RouteService(routers: routers, store: store),
            finder: PlaceFinder(
                typeAhead: nil, onSubmit: nil,
                offline: OfflinePlaceSearch(cities: CitySearch(pack: HolidaysFlowTests.pack))),
            places: PlaceText { $0 == "DE" ? "Germany" : nil }, naming: NearestCityNaming(pack: HolidaysFlowTests.pack))
        let flow = TripsFlow(dependencies: dependencies, tiles: tiles)
        let coordinator = TripsCoordinator(screens: flow)
        window.title = "Directions test"
        window.setDefaultSize(width: 1100, height: 720)
        window.setContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        let running = Running(
            flow: flow, store: store, window: window, routers: routers,
            run: AnyCancellable { [coordinator] in
                withExtendedLifetime(coordinator) {}; run.cancel()
            })
        return (running, trip.id)
    }

    /// Opens the trip and waits for its car route.
    static func openTrip(_ running: Running, id: Int64, total: String = "Total distance: 66 km · 52 min") async throws
        -> Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute>
    {
        var ready = false
        running.flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        running.flow.openTrip(id: id)
        let trip = try #require(await pumpUntilValue { running.flow.trip })
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.total == total && !running.flow.root.isTransitionRunning
            })
        return trip
    }

    private func counts(_ running: Running) -> [Int] {
        [
            running.routers[.car]!.requestCount, running.routers[.bicycle]!.requestCount,
            running.routers[.foot]!.requestCount,
        ]
    }

    @Test func switchingTheModeAsksEachServerOnceAndSwitchingBackAsksNone() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let (running, id) = try Self.start()
        defer { running.stop() }
        let trip = try await Self.openTrip(running, id: id)
        let modes = trip.view.travelModes.buttons
        #expect(modes[.car]?.isActive == true)
        #expect(counts(running) == [1, 0, 0])

        try PointerInput.click(try #require(modes[.bicycle]))
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.total == "Total distance: 64 km · 3 h 40 min"
            })
        #expect(trip.viewModel.state.map.routeCredit == "Routes: OSRM for bicycles")
        try PointerInput.click(try #require(modes[.foot]))
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.routeNote
                    == "OSRM for walking is not available right now (server error, HTTP 502). Showing straight lines."
            })
        #expect(trip.viewModel.state.total.hasSuffix("at 5 km/h"))
        #expect(trip.view.note.text == trip.viewModel.state.routeNote)
        try PointerInput.click(try #require(modes[.car]))
        #expect(
            await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.total == "Total distance: 66 km · 52 min" })
        // By keys: from Car, Right moves to Bicycle and Space chooses it.
        _ = try #require(modes[.car]).grabFocus()
        try KeyboardInput.press("Right", inWindowTitled: "Directions test")
        #expect(await pumpUntil(timeout: .seconds(5)) { modes[.bicycle]?.hasFocus == true })
        try KeyboardInput.press("space", inWindowTitled: "Directions test")
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.total == "Total distance: 64 km · 3 h 40 min"
            })
        #expect(modes[.bicycle]?.isActive == true)
        #expect(counts(running) == [1, 1, 1], "switching back asked no server")
        #expect(try running.store.trip(id: id)?.travelMode == .bicycle)
    }

    @Test func aLegsDirectionsOpenAndAChosenStepIsCentredAndMarked() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let (running, id) = try Self.start(tiles: OfflineTileProvider(pack: HolidaysFlowTests.pack))
        defer { running.stop() }
        let trip = try await Self.openTrip(running, id: id)
        let lubeck = trip.viewModel.state.rows[1].id
        let legButton = try #require(trip.view.row(for: lubeck)?.legButton)
        #expect(legButton.isSensitive)
        try PointerInput.click(legButton)
        let directions = trip.view.directions
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.view.sideContent.visibleChildName == "directions" })
        #expect(directions.title.text == "Hamburg → Lübeck")
        #expect(directions.summary.text == "66 km · 52 min")
        #expect(await pumpUntil(timeout: .seconds(10)) { directions.steps.boundRows.count == Self.steps.count })
        #expect(
            trip.viewModel.state.directions?.steps.map(\.instruction).prefix(3) == [
                "Head east on Steintorwall", "Turn left onto Amsinckstraße",
                "At the roundabout, take exit 2 onto Billhorner Brückenstraße",
            ])
        #expect(await pumpUntil(timeout: .seconds(10)) { !trip.view.sideContent.isTransitionRunning })
        // The README's picture: the leg's steps beside its whole route.
        try await renderPNG(running.window, to: screenshotPath("trips-directions"))

        // A click on the third step: the map centres on its roundabout and marks it.
        let row = try #require(directions.steps.boundRows.first { $0.index == 2 }?.row.widget)
        try PointerInput.click(row)
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.directions?.selectedStep == 2 })
        #expect(trip.view.stepMark.isShown)
        let centre = trip.view.mapView.map.centre
        #expect(abs(centre.latitude - 53.5390) < 0.001 && abs(centre.longitude - 10.0290) < 0.001)
        // Offline tiles: no closer than the pack's deepest (TripStepZoomTests).
        #expect(trip.view.mapView.map.zoomLevel == 7)
        // Down and Enter choose the next one.
        try KeyboardInput.press("Down", inWindowTitled: "Directions test")
        try KeyboardInput.press("Return", inWindowTitled: "Directions test")
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.directions?.selectedStep == 3 })
        #expect(abs(trip.view.mapView.map.centre.longitude - 10.0600) < 0.001)
        try await renderPNG(running.window, to: screenshotPath("trips-directions-step"))

        // Back to the stops: the mark goes.
        try PointerInput.click(directions.back)
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.view.sideContent.visibleChildName == "stops" })
        #expect(!trip.view.stepMark.isShown)
    }
}
