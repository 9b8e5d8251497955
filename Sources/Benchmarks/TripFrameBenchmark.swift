import CGLib
import Foundation
import GLibKit
import GlobetrotterCore
import GlobetrotterUI
import GtkKit

/// One frame of a trip of 1,000 stops with a stored 50,000-point route, in a
/// real window under the cairo renderer: the frame clock's layout and paint
/// (not the wait for the next vertical blank) of the window's frame while
/// the map pans a few pixels a frame, as a drag does: the map laid out and
/// drawn anew, 1,000 pins placed, the simplified line stroked. Target < 16 ms.
/// Also a trip of 99 stops, the most that get a widget (a focusable button)
/// per pin, so the common case is watched too.
@MainActor
struct TripFrameBenchmark {
    let runs: Int

    func run() {
        do {
            let application = try makeApplication()
            // The floor: the same window and map with a two-stop trip.
            let floor = try measure(stops: 2, routePoints: 0, in: application)
            let widgetPins = try measure(stops: 99, routePoints: 0, in: application)
            let trip = try measure(stops: 1000, routePoints: 50_000, in: application)
            emit([
                "benchmark": "trips", "measurement": "trip_frame_99_stops", "stops": 99, "frames": widgetPins.count,
                "median_ms": round2(median(widgetPins)), "p99_ms": round2(percentile(widgetPins.sorted(), 0.99)),
                "target_ms": 16, "met": median(widgetPins) < 16,
            ])
            emit([
                "benchmark": "trips", "measurement": "trip_frame_1000_stops", "stops": 1000, "route_points": 50_000,
                "frames": trip.count, "median_ms": round2(median(trip)),
                "p99_ms": round2(percentile(trip.sorted(), 0.99)),
                "floor_two_stops_median_ms": round2(median(floor)),
                "floor_two_stops_p99_ms": round2(percentile(floor.sorted(), 0.99)), "target_ms": 16,
                "met": median(trip) < 16,
                "blocked_by": median(floor) >= 16
                    ? "the map alone (two stops) already takes longer than 16 ms a frame here" : "",
            ])
        } catch {
            emit(["benchmark": "trips", "measurement": "trip_frame_1000_stops", "error": String(describing: error)])
        }
    }

    private func makeApplication() throws -> Application {
        MainLoopIntegration.install()
        AppResources.register()
        let application = Application(id: "io.github.globetrotter.Globetrotter.Bench", handlesCommandLine: false)
        application.makeNonUnique()
        application.resourceBasePath = AppResources.basePath
        try application.register()
        return application
    }

    /// The frame costs, in milliseconds, of a trip of `stops` stops while its map pans.
    private func measure(stops count: Int, routePoints: Int, in application: Application) throws -> [Double] {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Benchmark")
        var stops: [GeoPoint] = []
        // The floor's two stops are the corners of the others' box: the same
        // view (zoom, tiles), without their pins and line.
        let corners = [GeoPoint(latitude: 44, longitude: 2), GeoPoint(latitude: 53.99, longitude: 10)]
        for index in 0..<count {
            let along = Double(index) / Double(count)
            let point =
                count == 2
                ? corners[index] : GeoPoint(latitude: 44 + 10 * along, longitude: 6 + 4 * sin(25 * along))
            stops.append(point)
            _ = try store.appendWaypoint(Place(name: "Stop \(index + 1)", point: point), toTrip: trip.id)
        }
        let line = (0..<routePoints).map {
            GeoPoint(latitude: 44 + Double($0) / 5_000, longitude: 6 + 4 * sin(Double($0) / 2_000))
        }
        let legs = (1..<count).map { _ in RouteLeg(distance: 1_200, duration: 90) }
        if !line.isEmpty { try store.store(Route(legs: legs, line: line, source: .osrm), for: stops) }

        let flow = TripsFlow(
            dependencies: TripsDependencies(
                store: store, routes: RouteService(router: nil, store: store),
                finder: PlaceFinder(typeAhead: nil, onSubmit: nil, offline: NoPlaces()),
                places: PlaceText { _ in nil }, naming: NearestCityNaming(pack: DataPack(root: benchmarkPackRoot))),
            tiles: OfflineTileProvider(pack: DataPack(root: benchmarkPackRoot)))
        let coordinator = TripsCoordinator(screens: flow)
        let run = coordinator.start().sink { _ in }
        let window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1200, height: 800)
        window.setContent(flow.root)
        window.present()
        flow.sendToTripList(.openTrip(id: trip.id))
        pump(until: { flow.isShowingTrip && !flow.root.isTransitionRunning }, seconds: 30)
        // The page's content (rows, pins, line) arrives over a few main-loop turns.
        pump(seconds: 2)
        guard let mapWidget = window.firstDescendant(where: { $0.typeName == "ShumateSimpleMap" }) else {
            throw BenchmarkFailure.noMap
        }
        let map = MapView(widget: mapWidget.objectPointer)
        var samples: [Double] = []
        for step in 0..<max(runs * 4, 20) {
            var cost: Double?
            // Each frame pans the map a few pixels: every pin is placed and the line stroked anew.
            map.pan(dx: step.isMultiple(of: 2) ? 3 : -3, dy: 0)
            map.measureNextFrame { cost = $0 }
            pump(until: { cost != nil }, seconds: 5)
            if let cost { samples.append(cost) }
        }
        run.cancel()
        window.destroy()
        withExtendedLifetime(coordinator) {}
        return samples
    }

    private func pump(until done: () -> Bool = { false }, seconds: Double) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !done() && ContinuousClock.now < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
    }
}

private enum BenchmarkFailure: Error { case noMap }

/// No places: the frame benchmark never searches.
private struct NoPlaces: PlaceSearching {
    var name: String { "none" }
    func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] { [] }
}
