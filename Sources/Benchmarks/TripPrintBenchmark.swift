import CGtk
import Foundation
import GlobetrotterCore
import GlobetrotterUI
import GtkKit

/// Printing a 100-stop trip to PDF (99 legs of 9 directions each, the map
/// image on the first page), as "Print to File" writes it: < 2 s. Run as
/// `globetrotter-bench trip-print` (GTK in a process of its own).
@MainActor
struct TripPrintBenchmark {
    let runs: Int

    /// Answers every stop list with legs of the same nine steps.
    private struct StepRouter: RouteProviding {
        var credit: String { "OSRM" }
        func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route {
            let kinds: [(String, String?)] = [
                ("depart", nil), ("turn", "left"), ("roundabout", "right"), ("on ramp", "slight right"),
                ("merge", "slight left"), ("off ramp", "slight right"), ("end of road", "right"),
                ("turn", "sharp left"), ("arrive", "right"),
            ]
            let steps = kinds.enumerated().map { index, kind in
                RouteStep(
                    maneuver: Maneuver(type: kind.0, modifier: kind.1, exit: 2, location: stops[0]),
                    name: "Landstraße \(index)", distance: Double(400 + index * 900), duration: 60)
            }
            return Route(
                legs: (1..<stops.count).map { _ in RouteLeg(distance: 42_000, duration: 2_400, steps: steps) },
                line: stops, source: .osrm)
        }
    }

    func run() async {
        gtk_init()
        do {
            let printed = try await hundredStopTrip()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trip-print-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            // A map as the trip page shows one: the README's screenshot of a routed trip.
            let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/screenshots/trips-route.png")
            let map = CairoImage(png: try Data(contentsOf: screenshot))
            var samples: [Double] = []
            var pages = 0
            for run in 0..<max(runs, 3) {
                let path = folder.appendingPathComponent("trip-\(run).pdf").path
                samples.append(
                    try milliseconds { pages = try TripPrinter.exportPDF(printed, map: map, paper: .a4, to: path) })
            }
            let sorted = samples.sorted()
            emit([
                "benchmark": "trip-print", "measurement": "pdf_100_stops", "pages": pages,
                "median_ms": round3(percentile(sorted, 0.5)), "max_ms": round3(sorted.last ?? 0), "target_ms": 2_000,
                "met": (sorted.last ?? .infinity) < 2_000,
            ])
        } catch {
            emit(["benchmark": "trip-print", "error": String(describing: error)])
        }
    }

    /// The printout of a trip of 100 stops, as the trip page words it.
    private func hundredStopTrip() async throws -> PrintedTrip {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Hundred Stops")
        for index in 0..<100 {
            _ = try store.appendWaypoint(
                Place(
                    name: "Stop \(index + 1)", region: "Region", countryCode: "DE",
                    point: GeoPoint(latitude: 48 + Double(index) / 20, longitude: 8 + Double(index) / 25)),
                toTrip: trip.id)
        }
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(routers: [.car: StepRouter()], store: store),
            files: TripFiles(store: store, naming: NearestCityNaming(pack: DataPack(root: benchmarkPackRoot))),
            naming: NearestCityNaming(pack: DataPack(root: benchmarkPackRoot)))
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { _ in "Germany" }, rerouteDelay: .zero)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.workFinished()
        presenter.viewModel.send(.print)
        guard let printed = presenter.state.printout?.trip else { throw CocoaError(.featureUnsupported) }
        return printed
    }
}
