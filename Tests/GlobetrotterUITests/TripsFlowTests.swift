import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The Trips flow with real widgets, offline over the bundled pack, driven by
/// real pointer and key events: a new trip, renamed, three stops typed by
/// name, pins, a line and a total; Alt+Down; delete and Undo.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripsFlowTests {
    @MainActor
    struct Running {
        let flow: TripsFlow
        let store: TripStore
        let window: ApplicationWindow
        let run: AnyCancellable
        func stop() {
            flow.editorWindow?.close()
            window.destroy()
            run.cancel()
        }
    }

    func startFlow(router: (any RouteProviding)? = nil) throws -> Running {
        try Self.startFlow(router: router)
    }

    /// The Trips flow in a window of `width` × `height`, offline, over an in-memory store.
    static func startFlow(
        router: (any RouteProviding)? = nil, width: Int32 = 1000, height: Int32 = 700,
        days: TripDaysSources = .datesOnly, store: TripStore? = nil, tiles: any TileProviding = BlankTiles()
    ) throws -> Running {
        let window = ApplicationWindow(application: TestApplication.shared)
        let store = try store ?? TripStore(database: AppDatabase.inMemory())
        var dependencies = TripsDependencies(
            store: store, routes: RouteService(router: router, store: store),
            finder: PlaceFinder(
                typeAhead: nil, onSubmit: nil,
                offline: OfflinePlaceSearch(cities: CitySearch(pack: HolidaysFlowTests.pack))),
            places: PlaceText { $0 == "DE" ? "Germany" : nil }, naming: NearestCityNaming(pack: HolidaysFlowTests.pack))
        dependencies.days = days
        let flow = TripsFlow(dependencies: dependencies, tiles: tiles)
        let coordinator = TripsCoordinator(screens: flow)
        window.title = "Trips test"
        window.setDefaultSize(width: width, height: height)
        window.setPageContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        return Running(flow: flow, store: store, window: window, run: run.withRetained(coordinator))
    }

    @Test func planATripByKeyboardOffline() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try startFlow()
        defer { running.stop() }
        let flow = running.flow
        let list = try #require(flow.list)
        var ready = false
        flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        #expect(list.viewModel.state.rows.isEmpty)

        // New Trip: added and opened, its name focused for typing.
        try PointerInput.click(list.view.addButton)
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.trip?.viewModel.state.isContentShown == true })
        let trip = try #require(flow.trip)
        // Clicks land where the page is once it has slid in.
        #expect(await pumpUntil(timeout: .seconds(10)) { !flow.root.isTransitionRunning })
        #expect(trip.view.name.text == "New Trip")
        try KeyboardInput.press("ctrl+a", inWindowTitled: "Trips test")
        try KeyboardInput.type("Ostsee <Tour>", inWindowTitled: "Trips test")
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.title == "Ostsee <Tour>" })

        // Three stops, each found by typing its name (accents folded) and Enter.
        for (query, name) in [("hamburg", "Hamburg"), ("lubeck", "Lübeck"), ("rostock", "Rostock")] {
            try PointerInput.click(trip.view.addStop)
            #expect(await pumpUntil(timeout: .seconds(10)) { flow.editorWindow?.isMapped == true })
            let editor = try #require(flow.editor)
            try KeyboardInput.type(query, inWindowTitled: "Add Stop")
            #expect(await pumpUntil(timeout: .seconds(10)) { editor.viewModel.state.results.first?.name == name })
            try KeyboardInput.press("Return", inWindowTitled: "Add Stop")
            #expect(await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.rows.last?.name == name })
        }
        #expect(trip.viewModel.state.rows.map(\.name) == ["Hamburg", "Lübeck", "Rostock"])
        #expect(trip.view.mapView.map.pins.count == 3)
        #expect(trip.viewModel.state.map.line.points.count > 3)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.total.hasPrefix("Total distance: ≈ ")
                    && trip.viewModel.state.total.contains("km in a straight line")
            })
        #expect(try running.store.trip(id: trip.viewModel.state.tripID)?.name == "Ostsee <Tour>")

        // Alt+Down moves the focused stop down, and it keeps the focus.
        let hamburg = trip.viewModel.state.rows[0].id
        try #require(trip.view.row(for: hamburg)).focus()
        try KeyboardInput.press("alt+Down", inWindowTitled: "Trips test")
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.rows.map(\.name) == ["Lübeck", "Hamburg", "Rostock"]
            })
        #expect(await pumpUntil(timeout: .seconds(5)) { trip.view.row(for: hamburg)?.hasFocus == true })

        // Delete removes it; the toast's Undo brings it back where it was.
        try KeyboardInput.press("Delete", inWindowTitled: "Trips test")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.rows.map(\.name) == ["Lübeck", "Rostock"] })
        let undo = try #require(
            await firstWidget(in: running.window) {
                $0.typeName == "GtkButton" && Button(widget: $0.objectPointer).label == "Undo"
            })
        // The toast slides in: click where it comes to rest.
        #expect(await stoppedMoving(undo))
        try PointerInput.click(undo)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                trip.viewModel.state.rows.map(\.name) == ["Lübeck", "Hamburg", "Rostock"]
            })
        #expect(
            try running.store.waypoints(ofTrip: trip.viewModel.state.tripID).map(\.place.name)
                == ["Lübeck", "Hamburg", "Rostock"])
    }

    @Test func dragAStopOntoAnotherToReorder() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try startFlow()
        defer { running.stop() }
        let trip = try running.store.createTrip(named: "Drag")
        for (name, latitude) in [("A", 50.0), ("B", 51.0), ("C", 52.0)] {
            _ = try running.store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: latitude, longitude: 10)), toTrip: trip.id)
        }
        running.flow.sendToTripList(.openTrip(id: trip.id))
        #expect(await pumpUntil(timeout: .seconds(10)) { running.flow.trip?.viewModel.state.rows.count == 3 })
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.flow.root.isTransitionRunning })
        let page = try #require(running.flow.trip)
        let ids = page.viewModel.state.rows.map(\.id)
        let c = try #require(page.view.rowWidget(for: ids[2])), a = try #require(page.view.rowWidget(for: ids[0]))
        try await PointerInput.drag(c, onto: a)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.map(\.name) == ["C", "A", "B"] })
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? running.store.waypoints(ofTrip: trip.id).map(\.place.name)) == ["C", "A", "B"]
            })
    }

    /// A pin dragged with the pointer moves its stop (named after where it
    /// lands when that is far), the route follows, and Undo puts it back.
    @Test func dragAPinToMoveItsStopAndUndoPutsItBack() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try startFlow()
        defer { running.stop() }
        let trip = try running.store.createTrip(named: "Pins")
        let hamburg = Place(name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
        let munich = Place(name: "Munich", countryCode: "DE", point: GeoPoint(latitude: 48.14, longitude: 11.58))
        for place in [hamburg, munich] { _ = try running.store.appendWaypoint(place, toTrip: trip.id) }
        running.flow.sendToTripList(.openTrip(id: trip.id))
        let page = try #require(await pumpUntilValue { running.flow.trip })
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.mapView.map.pins.count == 2 })
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.flow.root.isTransitionRunning })
        let pin = page.view.mapView.map.pins[0]
        #expect(await stoppedMoving(pin))
        let before = page.viewModel.state.total
        // Hamburg's pin, 120 px left: far enough to be another town.
        try await PointerInput.drag(pin, byX: -120, y: 0)
        let stopID = page.viewModel.state.rows[0].id
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? running.store.waypoints(ofTrip: trip.id).first?.point.longitude).map { $0 < 9.5 } == true
            }, "the stop moved west")
        let moved = try #require(try running.store.waypoints(ofTrip: trip.id).first)
        #expect(moved.id == stopID && moved.place.name != "Hamburg", "named after where it landed: \(moved.place.name)")
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.total != before }, "the route followed")
        #expect(page.viewModel.state.toast?.text == "“Hamburg” moved to \(moved.place.name)")
        page.viewModel.send(.undo)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? running.store.waypoints(ofTrip: trip.id).first?.place) == hamburg
            }, "Undo puts it back")
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.total == before })
    }

    /// Past 100 stops pins are drawn by one layer, not widgets: they drag too.
    @Test func aDrawnPinDragsToo() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try startFlow()
        defer { running.stop() }
        let trip = try running.store.createTrip(named: "Many")
        for index in 0..<120 {
            let point = GeoPoint(latitude: 47 + Double(index % 12) * 0.5, longitude: 6 + Double(index / 12) * 0.8)
            _ = try running.store.appendWaypoint(Place(name: "Stop \(index)", point: point), toTrip: trip.id)
        }
        running.flow.sendToTripList(.openTrip(id: trip.id))
        let page = try #require(await pumpUntilValue { running.flow.trip })
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.count == 120 })
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.flow.root.isTransitionRunning })
        let map = page.view.mapView.map
        #expect(map.pins.isEmpty, "drawn, not widgets")
        var drawn = false
        map.onNextFrame { drawn = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { drawn })
        // A stop in the middle of the map, clear of the scale and the zoom buttons.
        let middle = try running.store.waypoints(ofTrip: trip.id)[65]
        let spot = map.offsetFromCentre(latitude: middle.point.latitude, longitude: middle.point.longitude)
        try await PointerInput.drag(map, from: spot, byX: 0, y: -80)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? running.store.waypoints(ofTrip: trip.id)[65].point.latitude).map {
                    $0 > middle.point.latitude + 0.5
                }
                    == true
            }, "the stop moved north")
        #expect(try running.store.waypoints(ofTrip: trip.id).count == 120)
    }

    /// A secondary click on the map offers "Add Stop Here"; the stop is named
    /// after the nearest bundled city (offline).
    @Test func addAStopFromTheMapsContextMenu() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try startFlow()
        defer { running.stop() }
        let trip = try running.store.createTrip(named: "Here")
        for place in [
            Place(name: "Hamburg", point: GeoPoint(latitude: 53.55, longitude: 9.99)),
            Place(name: "Munich", point: GeoPoint(latitude: 48.14, longitude: 11.58)),
        ] { _ = try running.store.appendWaypoint(place, toTrip: trip.id) }
        running.flow.sendToTripList(.openTrip(id: trip.id))
        let page = try #require(await pumpUntilValue { running.flow.trip })
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.mapView.map.pins.count == 2 })
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.flow.root.isTransitionRunning })
        let map = page.view.mapView.map
        #expect(await stoppedMoving(map.pins[1]))
        // Between the two pins: somewhere in the middle of Germany.
        try await PointerInput.secondaryClick(map.pins[1], offsetX: 0, y: -150)
        let popover = try #require(
            await firstWidget(in: map) { $0.typeName == "GtkPopoverMenu" && $0.isMapped }, "the context menu opened")
        let entry = try #require(
            await firstWidget(in: popover) { $0.typeName == "GtkModelButton" && $0.isMapped })
        try PointerInput.click(entry)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.count == 3 })
        let added = try #require(try running.store.waypoints(ofTrip: trip.id).last)
        #expect(added.place.name != "" && added.place.countryCode == "DE", "named offline: \(added.place.name)")
        #expect(added.point.latitude > 48.2 && added.point.latitude < 53.5)
        #expect(page.viewModel.state.toast?.text == "“\(added.place.name)” added")
        try await renderPNG(running.window, to: screenshotPath("add-stop-here"))
    }

    /// What a screenshot waits for: an imported trip at rest, its total
    /// worked out (not "Calculating…"), the slide over, its tiles drawn.
    @Test func contentIsReadyOnceAnImportedTripIsAtRest() async throws {
        let running = try startFlow()
        defer { running.stop() }
        let gpx = makeTemporaryDirectory(prefix: "import") + "/alpine.gpx"
        try Data(
            #"<gpx version="1.1"><wpt lat="45.76" lon="4.84"><name>Lyon</name></wpt><wpt lat="46.20" lon="6.14"><name>Genève</name></wpt></gpx>"#
                .utf8
        ).write(to: URL(fileURLWithPath: gpx))
        running.flow.sendToTripList(.importFile(path: gpx))
        var ready: (total: String, sliding: Bool, tilesInFlight: Int, tilesRequested: Int)?
        running.flow.whenContentReady {
            let map = running.flow.trip?.view.mapView.map
            ready = (
                running.flow.trip?.viewModel.state.total ?? "no trip", running.flow.root.isTransitionRunning,
                map?.tileSource?.tilesInFlight ?? -1, map?.tileSource?.tilesRequested ?? 0
            )
        }
        let state = try #require(await pumpUntilValue { ready })
        #expect(state.total.hasPrefix("Total distance: ≈ "), "worked out: \(state.total)")
        #expect(!state.sliding)
        #expect(state.tilesRequested > 0 && state.tilesInFlight == 0)
    }

    @Test func aRoutingFailureIsSaidWithRetryAndRetryShowsTheRoad() async throws {
        let router = SwitchableRouteProvider()
        let running = try startFlow(router: router)
        defer { running.stop() }
        let trip = try running.store.createTrip(named: "Route")
        for (name, latitude) in [("A", 50.0), ("B", 51.0)] {
            _ = try running.store.appendWaypoint(
                Place(name: name, point: GeoPoint(latitude: latitude, longitude: 10)), toTrip: trip.id)
        }
        running.flow.sendToTripList(.openTrip(id: trip.id))
        let page = try #require(await pumpUntilValue { running.flow.trip })
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.note.isMapped && page.view.retry.isMapped })
        #expect(page.view.note.text.hasPrefix("OSRM is not available right now (server error, HTTP 500)."))
        #expect(page.view.total.text.contains("in a straight line · ≈"))
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.flow.root.isTransitionRunning })
        router.isUp = true
        try PointerInput.click(page.view.retry)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.view.total.text == "Total distance: 120 km · 1 h 30 min" })
        #expect(await pumpUntil(timeout: .seconds(5)) { !page.view.note.isMapped })
    }
}

/// A router that fails with HTTP 500 until a test says it is up.
final class SwitchableRouteProvider: RouteProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var up = false
    var isUp: Bool {
        get { lock.withLock { up } }
        set { lock.withLock { up = newValue } }
    }
    var credit: String { "OSRM" }
    /// As `OSRMRouter` answers: one leg per pair of stops (each 120 km, 1 h 30 min), none for one stop.
    func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route {
        guard stops.count > 1 else { return Route(legs: [], line: stops, source: .osrm) }
        guard isUp else { throw .http(.serverError(status: 500)) }
        let legs = Array(repeating: RouteLeg(distance: 120_000, duration: 5_400), count: stops.count - 1)
        return Route(legs: legs, line: stops, source: .osrm)
    }
}

extension AnyCancellable {
    /// Keeps `object` alive as long as this subscription.
    fileprivate func withRetained(_ object: AnyObject) -> AnyCancellable {
        AnyCancellable { [object] in
            withExtendedLifetime(object) {}
            self.cancel()
        }
    }
}
