import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The trip map under a hand's mouse, with real pointer events: a drag that
/// moves a few pixels at a time, a click on a pin, a long press.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripMapInputTests {
    static let hamburg = Place(name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
    static let munich = Place(name: "Munich", countryCode: "DE", point: GeoPoint(latitude: 48.14, longitude: 11.58))

    /// Opens a new trip of `places` and waits for its page to rest with its pins placed.
    func openTrip(
        _ places: [Place], in running: TripsFlowTests.Running
    ) async throws -> (trip: Trip, page: Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute>) {
        let trip = try running.store.createTrip(named: "Map")
        for place in places { _ = try running.store.appendWaypoint(place, toTrip: trip.id) }
        running.flow.sendToTripList(.openTrip(id: trip.id))
        let page = try #require(await pumpUntilValue { running.flow.trip })
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.count == places.count })
        #expect(await pumpUntil(timeout: .seconds(10)) { !running.flow.root.isTransitionRunning })
        let map = page.view.mapView.map
        var drawn = false
        map.onNextFrame { drawn = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { drawn })
        if let pin = map.pins.first { #expect(await stoppedMoving(pin)) }
        return (trip, page)
    }

    /// A mouse reports a drag as many small movements: the pin takes the
    /// press, so its stop moves and the map stays where it was.
    @Test func aPinDraggedInSmallMouseStepsMovesItsStopAndNotTheMap() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (trip, page) = try await openTrip([Self.hamburg, Self.munich], in: running)
        let map = page.view.mapView.map
        let munichBefore = map.offsetFromCentre(latitude: Self.munich.point.latitude, longitude: 11.58)
        // Hamburg's pin, 120 px left in steps of at most 2 px.
        try await PointerInput.drag(map.pins[0], byX: -120, y: 0, step: 2)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? running.store.waypoints(ofTrip: trip.id).first?.point.longitude).map { $0 < 9.5 } == true
            }, "the stop moved west")
        let munichAfter = map.offsetFromCentre(latitude: Self.munich.point.latitude, longitude: 11.58)
        #expect(
            abs(munichAfter.x - munichBefore.x) < 1 && abs(munichAfter.y - munichBefore.y) < 1,
            "the map did not pan: Munich's pin went from \(munichBefore) to \(munichAfter)")
        #expect(try running.store.waypoints(ofTrip: trip.id).last?.place == Self.munich)
    }

    /// The press is the pin's from the start, and a press released where it
    /// was is still a click: it selects the stop.
    @Test func aClickOnAPinSelectsItsStop() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (trip, page) = try await openTrip([Self.hamburg, Self.munich], in: running)
        let munich = page.viewModel.state.rows[1].id
        try PointerInput.click(page.view.mapView.map.pins[1])
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.selectedID == munich })
        #expect(try running.store.waypoints(ofTrip: trip.id).map(\.place) == [Self.hamburg, Self.munich])
    }

    /// 120 stops: drawn by one layer, not widgets.
    static let manyStops = (0..<120).map { index in
        Place(
            name: "Stop \(index)",
            point: GeoPoint(latitude: 47 + Double(index % 12) * 0.5, longitude: 6 + Double(index / 12) * 0.8))
    }

    /// The drawn pins too take the press from the map: dragged in small
    /// steps, the stop moves and the map does not.
    @Test func aDrawnPinDraggedInSmallMouseStepsMovesItsStopAndNotTheMap() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (trip, page) = try await openTrip(Self.manyStops, in: running)
        let map = page.view.mapView.map
        #expect(map.pins.isEmpty, "drawn, not widgets")
        // A stop in the middle of the map, clear of the scale and the zoom buttons; another to watch.
        let middle = Self.manyStops[65].point, other = Self.manyStops[0].point
        let spot = map.offsetFromCentre(latitude: middle.latitude, longitude: middle.longitude)
        let otherBefore = map.offsetFromCentre(latitude: other.latitude, longitude: other.longitude)
        try await PointerInput.drag(map, from: spot, byX: 0, y: -80, step: 2)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                (try? running.store.waypoints(ofTrip: trip.id)[65].point.latitude).map { $0 > middle.latitude + 0.5 }
                    == true
            }, "the stop moved north")
        let otherAfter = map.offsetFromCentre(latitude: other.latitude, longitude: other.longitude)
        #expect(
            abs(otherAfter.x - otherBefore.x) < 1 && abs(otherAfter.y - otherBefore.y) < 1,
            "the map did not pan: stop 0 went from \(otherBefore) to \(otherAfter)")
    }

    /// A click on a drawn pin selects its stop.
    @Test func aClickOnADrawnPinSelectsItsStop() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (_, page) = try await openTrip(Self.manyStops, in: running)
        let map = page.view.mapView.map
        let middle = Self.manyStops[65].point
        let spot = map.offsetFromCentre(latitude: middle.latitude, longitude: middle.longitude)
        try await PointerInput.click(map, offsetX: spot.x, y: spot.y)
        let id = page.viewModel.state.rows[65].id
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.selectedID == id })
    }

    /// A long press with the mouse, as the README promises, offers "Add Stop
    /// Here" as a secondary click does; the map stays where it was.
    @Test func aLongPressWithTheMouseOffersAddStopHere() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (trip, page) = try await openTrip([Self.hamburg, Self.munich], in: running)
        let map = page.view.mapView.map
        let munichBefore = map.offsetFromCentre(latitude: Self.munich.point.latitude, longitude: 11.58)
        // Between the two pins, held still for twice GTK's long-press time.
        try await PointerInput.longPress(map.pins[1], offsetX: 0, y: -150, seconds: 1)
        let popover = try #require(
            await firstWidget(in: map) { $0.typeName == "GtkPopoverMenu" && $0.isMapped }, "the context menu opened")
        let entry = try #require(await firstWidget(in: popover) { $0.typeName == "GtkModelButton" && $0.isMapped })
        let munichAfter = map.offsetFromCentre(latitude: Self.munich.point.latitude, longitude: 11.58)
        #expect(abs(munichAfter.x - munichBefore.x) < 1 && abs(munichAfter.y - munichBefore.y) < 1, "no pan")
        try PointerInput.click(entry)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.count == 3 })
        let added = try #require(try running.store.waypoints(ofTrip: trip.id).last)
        #expect(added.point.latitude > 48.2 && added.point.latitude < 53.5, "added where pressed: \(added.point)")
    }

    /// A pan that starts with the press held still a moment is still a pan, not a menu.
    @Test func aPanStartingWithAStillPressPans() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (_, page) = try await openTrip([Self.hamburg, Self.munich], in: running)
        let map = page.view.mapView.map
        let munichBefore = map.offsetFromCentre(latitude: Self.munich.point.latitude, longitude: 11.58)
        let spot = map.offsetFromCentre(latitude: 50.8, longitude: 10.8)
        try await PointerInput.drag(map, from: spot, byX: 100, y: 0, step: 2, hold: 0.25)
        #expect(
            await pumpUntil(timeout: .seconds(5)) {
                let munichAfter = map.offsetFromCentre(latitude: Self.munich.point.latitude, longitude: 11.58)
                return abs(munichAfter.x - munichBefore.x - 100) < 3 && abs(munichAfter.y - munichBefore.y) < 3
            }, "the map moved with the pointer")
        #expect(map.firstDescendant { $0.typeName == "GtkPopoverMenu" && $0.isMapped } == nil, "no menu")
    }

    /// Every pin is at least `padding` from the map's edges.
    func pinsClearOfEdges(_ places: [Place], on map: MapView, padding: Double) -> [String] {
        let size = map.allocatedSize
        return places.compactMap { place in
            let offset = map.offsetFromCentre(latitude: place.point.latitude, longitude: place.point.longitude)
            let x = offset.x + Double(size.width) / 2, y = offset.y + Double(size.height) / 2
            let clearance = min(x, y, Double(size.width) - x, Double(size.height) - y)
            return clearance >= padding - 0.5 ? nil : "\(place.name) is \(Int(clearance)) px from an edge of \(size)"
        }
    }

    /// A trip opens fitted to the map's own size, 72 px clear of every edge
    /// (a fit for a guessed 640 × 480 put a wide trip's ends near the edges of
    /// a narrower map), also when the window is then made larger.
    @Test func anOpenedTripIsFittedToTheMapsOwnSize() async throws {
        let lisbon = Place(name: "Lisbon", point: GeoPoint(latitude: 38.72, longitude: -9.14))
        let warsaw = Place(name: "Warsaw", point: GeoPoint(latitude: 52.23, longitude: 21.01))
        let palermo = Place(name: "Palermo", point: GeoPoint(latitude: 38.12, longitude: 13.36))
        let running = try TripsFlowTests.startFlow(width: 900, height: 640)
        defer { running.stop() }
        let (_, page) = try await openTrip([lisbon, warsaw, palermo], in: running)
        let map = page.view.mapView.map
        #expect(pinsClearOfEdges([lisbon, warsaw, palermo], on: map, padding: 72) == [])
        // The window grows before the person touches the map: the trip is fitted again.
        running.window.setDefaultSize(width: 1200, height: 760)
        #expect(await pumpUntil(timeout: .seconds(5)) { map.allocatedSize.width > 700 })
        var drawn = false
        map.onNextFrame { drawn = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { drawn })
        #expect(pinsClearOfEdges([lisbon, warsaw, palermo], on: map, padding: 72) == [])
        let widest = [lisbon, warsaw].map {
            map.offsetFromCentre(latitude: $0.point.latitude, longitude: $0.point.longitude).x
        }
        #expect(abs(widest[1] - widest[0]) > Double(map.allocatedSize.width) - 2 * 72 - 2, "filling the larger map")
        try await renderPNG(running.window, to: screenshotPath("trip-fitted"))
    }

    /// A map given its trip before it is in a window (as a page is built) is
    /// fitted once it has a size: a fit for a guessed 640 × 480 left a wide
    /// trip's ends 12 px from the edges of a 520 px map.
    @Test func aMapGivenItsTripBeforeItHasASizeIsFittedToTheSizeItGets() async throws {
        let places = [
            Place(name: "Lisbon", point: GeoPoint(latitude: 38.72, longitude: -9.14)),
            Place(name: "Warsaw", point: GeoPoint(latitude: 52.23, longitude: 21.01)),
        ]
        var content = TripMapContent()
        content.pins = places.enumerated().map { index, place in
            .init(
                id: Int64(index), label: "\(index + 1)", accessibleName: place.name, point: place.point,
                isSelected: false)
        }
        content.fitBox = GeoBox(places.map(\.point))
        // GTK first (the shared application), then the map.
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let view = TripMapView(tileProvider: BlankTiles())
        view.show(Just(content).eraseToAnyPublisher())
        let module = TripMapModule.build(view: view, line: Just(content.line).eraseToAnyPublisher())
        window.setDefaultSize(width: 520, height: 640)
        window.setPageContent(view.root)
        window.present()
        let map = view.map
        var drawn = false
        map.onNextFrame { drawn = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { drawn })
        #expect(map.allocatedSize.width <= 520, "narrower than the guessed 640")
        #expect(pinsClearOfEdges(places, on: map, padding: 72) == [])
        withExtendedLifetime(module) {}
    }

    /// The toast after deleting a stop covers the map's scale: libadwaita's
    /// toast is 70 % opaque, and the scale's dark-on-light labels read through
    /// it as if drawn on top; over the map the toast is opaque.
    @Test func theToastOverTheMapHidesTheScaleBeneath() async throws {
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (_, page) = try await openTrip([Self.hamburg, Self.munich, Self.hamburg], in: running)
        page.viewModel.send(.deleteStop(id: page.viewModel.state.rows[2].id))
        let toast = try #require(await firstWidget(in: running.window) { $0.typeName == "AdwToastWidget" })
        #expect(await stoppedMoving(toast))
        try await renderPNG(running.window, to: screenshotPath("toast-over-map"))
        let path = screenshotPath("toast")
        try await renderPNG(toast, to: path)
        // The pill's left end at mid-height: its own background, no text.
        var pixel: UInt32 = 0
        #expect(gt_test_png_pixel(path, 4, Int32(toast.allocatedSize.height / 2), &pixel) != 0)
        #expect(pixel >> 24 == 0xFF, "opaque, not \(pixel >> 24) of 255")
    }

    /// The scale shows the person's units: kilometres alone (German, most of
    /// the world), miles beside them where miles are in use. It showed both everywhere.
    @Test(arguments: [(MapScaleUnits.kilometres, MapView.ScaleUnits.metric), (.kilometresAndMiles, .both)])
    func theScaleShowsThePersonsUnits(units: MapScaleUnits, shown: MapView.ScaleUnits) async throws {
        // GTK first (the shared application), then the map.
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let view = TripMapView(tileProvider: BlankTiles(), scaleUnits: units)
        var content = TripMapContent()
        content.pins = [.init(id: 1, label: "1", accessibleName: "Munich", point: Self.munich.point, isSelected: false)]
        content.fitBox = GeoBox([Self.munich.point])
        view.show(Just(content).eraseToAnyPublisher())
        let module = TripMapModule.build(view: view, line: Just(content.line).eraseToAnyPublisher())
        window.setDefaultSize(width: 520, height: 400)
        window.setPageContent(view.root)
        window.present()
        #expect(view.map.scaleUnits == shown)
        try await renderPNG(window, to: screenshotPath("scale-\(shown)"))
        withExtendedLifetime(module) {}
    }
}
