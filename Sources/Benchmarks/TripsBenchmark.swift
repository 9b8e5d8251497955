import Foundation
import GlobetrotterCore

/// Trips: a place search per keystroke offline (p99 < 2 ms), opening a
/// 100-stop trip with its stored 50,000-point route to the data its page
/// shows (< 50 ms), and simplifying that route for one frame at a trip's zoom
/// (part of the 16 ms frame). Also `trip-writes`, the writer the SIGKILL test kills.
struct TripsBenchmark {
    let runs: Int
    let packRoot: URL

    func run() async {
        do {
            try await measurePlaceSearch()
            try await measureOpenTrip()
        } catch {
            emit(["benchmark": "trips", "error": String(describing: error)])
        }
    }

    private func measurePlaceSearch() async throws {
        let finder = PlaceFinder(
            typeAhead: nil, onSubmit: nil,
            offline: OfflinePlaceSearch(cities: CitySearch(pack: DataPack(root: packRoot))))
        _ = await finder.suggestions(for: "a")
        var samples: [Double] = []
        for _ in 0..<runs {
            for name in ["Zürich", "São Paulo", "Rostock", "Saint-Étienne", "Kraków", "Ho Chi Minh City"] {
                for length in 1...name.count {
                    let query = String(name.prefix(length))
                    samples.append(await milliseconds { _ = await finder.suggestions(for: query) })
                }
            }
        }
        let sorted = samples.sorted()
        emit([
            "benchmark": "trips", "measurement": "place_search_keystroke_offline", "keystrokes": samples.count,
            "p50_ms": round3(percentile(sorted, 0.5)), "p99_ms": round3(percentile(sorted, 0.99)), "p99_target_ms": 2,
            "met": percentile(sorted, 0.99) < 2,
        ])
    }

    private func measureOpenTrip() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gt-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(at: directory.appendingPathComponent("bench.sqlite").path)
        let store = TripStore(database: database)
        let trip = try store.createTrip(named: "Benchmark")
        let stops = (0..<100).map { GeoPoint(latitude: 45 + Double($0) * 0.05, longitude: 5 + Double($0 % 10) * 0.3) }
        for (index, point) in stops.enumerated() {
            _ = try store.appendWaypoint(Place(name: "Stop \(index)", point: point), toTrip: trip.id)
        }
        let line = (0..<50_000).map {
            GeoPoint(latitude: 45 + Double($0) / 10_000, longitude: 5 + sin(Double($0) / 500))
        }
        let legs = (0..<99).map { _ in RouteLeg(distance: 12_345, duration: 600) }
        try store.store(Route(legs: legs, line: line, source: .osrm), for: stops)
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
            files: TripFiles(store: store, naming: NearestCityNaming(pack: DataPack(root: benchmarkPackRoot))),
            naming: NearestCityNaming(pack: DataPack(root: benchmarkPackRoot)))
        var open: [Double] = []
        var simplify: [Double] = []
        var kept = 0
        for _ in 0..<runs {
            var route: Route?
            open.append(
                try await milliseconds {
                    _ = try await interactor.trip()
                    let waypoints = try await interactor.waypoints()
                    route = await interactor.storedRoute(for: waypoints.map(\.point), mode: .car)
                })
            let zoom = GeoBox(stops)!.fittingZoom(width: 800, height: 600)
            simplify.append(
                milliseconds {
                    kept =
                        LineSimplifier.simplify(route?.line ?? [], tolerance: LineSimplifier.tolerance(zoom: zoom))
                        .count
                })
        }
        emit([
            "benchmark": "trips", "measurement": "open_100_stop_trip", "route_points": line.count,
            "median_ms": round2(median(open)), "max_ms": round2(open.max() ?? 0), "target_ms": 50,
            "met": median(open) < 50,
        ])
        emit([
            "benchmark": "trips", "measurement": "simplify_50000_point_route", "points_drawn": kept,
            "median_ms": round2(median(simplify)), "max_ms": round2(simplify.max() ?? 0), "frame_budget_ms": 16,
            "met": median(simplify) < 16,
        ])
    }
}

/// `globetrotter-bench trip-writes PATH COUNT`: COUNT edits to one trip in
/// the database at PATH (adding stops, renaming, moving), printing
/// "committed N" after each returns. The SIGKILL test kills it mid-burst and
/// checks that every edit it saw committed is in the file.
enum TripWrites {
    static func run(path: String, count: Int) throws {
        let store = TripStore(database: try AppDatabase.open(at: path))
        let trip = try store.createTrip(named: "Burst")
        for index in 1...count {
            let stop = try store.appendWaypoint(
                Place(name: "Stop \(index)", point: GeoPoint(latitude: Double(index % 90), longitude: 10)),
                toTrip: trip.id)
            if index % 3 == 0 { try store.moveWaypoint(id: stop.id, to: 0) }
            try store.renameTrip(id: trip.id, to: "Burst \(index)")
            // Unbuffered: the killer must never see a line for an edit not yet written.
            FileHandle.standardOutput.write(Data("committed \(index)\n".utf8))
        }
    }
}
