import CGLib
import Foundation
import GLibKit
import GlobetrotterCore
import GlobetrotterUI
import GtkKit

/// One frame of a trip of 1,000 stops with a stored 50,000-point route, in a
/// real window under the cairo renderer: the frame clock's layout and paint
/// (not the wait for the next vertical blank) of the whole window while the
/// map pans a few pixels a frame: 1,000 pins placed, the simplified line
/// stroked. Target < 16 ms.
@MainActor
struct TripFrameBenchmark {
    let runs: Int

    func run() {
        do {
            try measure()
        } catch {
            emit(["benchmark": "trips", "measurement": "trip_frame_1000_stops", "error": String(describing: error)])
        }
    }

    private func measure() throws {
        MainLoopIntegration.install()
        AppResources.register()
        let application = Application(id: "io.github.globetrotter.Globetrotter.Bench", handlesCommandLine: false)
        application.makeNonUnique()
        application.resourceBasePath = AppResources.basePath
        try application.register()
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Benchmark")
        var stops: [GeoPoint] = []
        for index in 0..<1000 {
            let point = GeoPoint(latitude: 44 + Double(index) / 100, longitude: 6 + 4 * sin(Double(index) / 40))
            stops.append(point)
            _ = try store.appendWaypoint(Place(name: "Stop \(index + 1)", point: point), toTrip: trip.id)
        }
        let line = (0..<50_000).map {
            GeoPoint(latitude: 44 + Double($0) / 5_000, longitude: 6 + 4 * sin(Double($0) / 2_000))
        }
        let legs = (0..<999).map { _ in RouteLeg(distance: 1_200, duration: 90) }
        try store.store(Route(legs: legs, line: line, source: .osrm), for: stops)

        let flow = TripsFlow(
            dependencies: TripsDependencies(
                store: store, routes: RouteService(router: nil, store: store),
                finder: PlaceFinder(typeAhead: nil, onSubmit: nil, offline: NoPlaces()),
                places: PlaceText { _ in nil }),
            tiles: OfflineTileProvider(pack: DataPack(root: benchmarkPackRoot)))
        let coordinator = TripsCoordinator(screens: flow)
        let run = coordinator.start().sink { _ in }
        let window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1200, height: 800)
        window.setContent(flow.root)
        window.present()
        let opened = ContinuousClock.now
        flow.sendToTripList(.openTrip(id: trip.id))
        pump(until: { flow.isShowingTrip && !flow.root.isTransitionRunning }, seconds: 30)
        // The page's content (rows, pins, line) arrives over a few main-loop turns.
        pump(seconds: 2)
        let openMilliseconds = milliseconds(since: opened)
        guard let mapWidget = window.firstDescendant(where: { $0.typeName == "ShumateSimpleMap" }) else {
            throw BenchmarkFailure.noMap
        }
        let map = MapView(widget: mapWidget.objectPointer)
        var samples: [Double] = []
        for step in 0..<max(runs * 4, 20) {
            var cost: Double?
            // Each frame pans the map a few pixels: every pin is placed and the line stroked anew.
            map.pan(dx: step.isMultiple(of: 2) ? 3 : -3, dy: 0)
            window.measureNextFrame { cost = $0 }
            pump(until: { cost != nil }, seconds: 5)
            if let cost { samples.append(cost) }
        }
        let sorted = samples.sorted()
        emit([
            "benchmark": "trips", "measurement": "trip_frame_1000_stops", "stops": 1000, "route_points": line.count,
            "frames": samples.count, "median_ms": round2(median(samples)), "p99_ms": round2(percentile(sorted, 0.99)),
            "open_to_settled_ms": round2(openMilliseconds), "target_ms": 16, "met": percentile(sorted, 0.99) < 16,
        ])
        run.cancel()
        window.destroy()
        withExtendedLifetime(coordinator) {}
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
