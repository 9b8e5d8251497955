import Foundation
import GlobetrotterCore

/// "Add a stop" on a trip of 1,000 stops whose stored road has 50,000
/// points, through the trip page's presenter over the real store: from the
/// editor's result to the write settled and the page showing 1,001 stops.
@MainActor
struct TripEditBenchmark {
    let runs: Int

    func run() async {
        do {
            try await measureAddStop()
        } catch {
            emit(["benchmark": "trips", "error": String(describing: error)])
        }
    }

    private func measureAddStop() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gt-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(at: directory.appendingPathComponent("bench.sqlite").path)
        let store = TripStore(database: database)
        let trip = try store.createTrip(named: "Benchmark")
        let stops = (0..<1_000).map {
            Place(name: "Stop \($0)", point: GeoPoint(latitude: 40 + Double($0) * 0.01, longitude: 5 + Double($0 % 10)))
        }
        for stop in stops { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let line = (0..<50_000).map {
            GeoPoint(latitude: 40 + Double($0) / 5_000, longitude: 5 + sin(Double($0) / 500))
        }
        let legs = (0..<999).map { _ in RouteLeg(distance: 1_000, duration: 60) }
        try store.store(Route(legs: legs, line: line, source: .osrm), for: stops.map(\.point))
        let naming = NearestCityNaming(pack: DataPack(root: benchmarkPackRoot))
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(router: nil, store: store),
            files: TripFiles(store: store, naming: naming), naming: naming)
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText(countryName: { _ in nil }),
            rerouteDelay: .seconds(3_600))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.workFinished()
        var samples: [Double] = []
        for index in 0..<runs {
            let place = Place(name: "Added \(index)", point: GeoPoint(latitude: 60, longitude: Double(index)))
            let count = presenter.state.rows.count
            let start = ContinuousClock.now
            presenter.viewModel.send(.stopEdited(.done(place, waypointID: nil)))
            await presenter.workFinished("write")
            samples.append(milliseconds(since: start))
            guard presenter.state.rows.count == count + 1 else {
                throw BenchmarkFailure.notShown
            }
        }
        emit([
            "benchmark": "trips", "measurement": "add_stop_1000_stop_trip", "stops": 1_000, "route_points": line.count,
            "median_ms": round2(median(samples)), "max_ms": round2(samples.max() ?? 0),
        ])
    }

    private enum BenchmarkFailure: Error { case notShown }
}
