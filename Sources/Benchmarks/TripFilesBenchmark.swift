import Foundation
import GlobetrotterCore

/// Trip files: importing a recorded track of 100,000 points (GPX and
/// GeoJSON: read, checked, its ends named, stored), a GPS unit's 1,000
/// waypoints (each given its country), and exporting a 100-stop
/// trip with a 50,000-point route. Both run off the main thread in the app;
/// these times are how long the "Importing…" line shows.
struct TripFilesBenchmark {
    let runs: Int
    let packRoot: URL

    func run() async {
        do {
            try await measure()
        } catch {
            emit(["benchmark": "trip_files", "error": String(describing: error)])
        }
    }

    private func measure() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gt-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = TripStore(database: try AppDatabase.open(at: directory.appendingPathComponent("b.sqlite").path))
        let pack = DataPack(root: packRoot)
        // As the app imports: nameless stops named, stops without a country given one, GeoJSON checked for swapped positions.
        let files = TripFiles(store: store, naming: NearestCityNaming(pack: pack), cities: PackCities(pack: pack))
        let track = (0..<100_000).map {
            GeoPoint(latitude: 45 + Double($0) / 100_000, longitude: 7 + sin(Double($0) / 2_000))
        }
        let document = TripDocument(name: "Recorded", stops: [], line: track)
        let gpx = directory.appendingPathComponent("track.gpx")
        try Data(GPXWriter.gpx(document).utf8).write(to: gpx)
        let geoJSON = directory.appendingPathComponent("track.geojson")
        try GeoJSONWriter.geoJSON(document).write(to: geoJSON)
        for (name, url) in [("gpx", gpx), ("geojson", geoJSON)] {
            var samples: [Double] = []
            for _ in 0..<runs {
                samples.append(try await milliseconds { _ = try await files.importTrips(from: url) })
            }
            let sorted = samples.sorted()
            let bytes = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            emit([
                "benchmark": "trip_files", "measurement": "import_100000_point_track_\(name)", "file_kib": bytes / 1024,
                "median_ms": round3(percentile(sorted, 0.5)), "max_ms": round3(sorted.last ?? 0),
            ])
        }

        // A GPS unit's 1,000 named waypoints, none with a country: one town lookup each.
        let waypoints = (0..<1_000).map {
            Place(
                name: "Waypoint \($0)",
                point: GeoPoint(latitude: 44 + Double($0) / 250, longitude: 5 + Double($0 % 40) / 10))
        }
        let stopsFile = directory.appendingPathComponent("waypoints.gpx")
        try Data(GPXWriter.gpx(TripDocument(name: "Waypoints", stops: waypoints)).utf8).write(to: stopsFile)
        var stopSamples: [Double] = []
        for _ in 0..<runs {
            stopSamples.append(try await milliseconds { _ = try await files.importTrips(from: stopsFile) })
        }
        let sortedStops = stopSamples.sorted()
        emit([
            "benchmark": "trip_files", "measurement": "import_1000_stops_without_country_gpx",
            "median_ms": round3(percentile(sortedStops, 0.5)), "max_ms": round3(sortedStops.last ?? 0),
        ])

        let trip = try store.createTrip(named: "Export")
        let stops = (0..<100).map { GeoPoint(latitude: 45 + Double($0) / 10, longitude: 5 + Double($0 % 7)) }
        for (index, point) in stops.enumerated() {
            _ = try store.appendWaypoint(Place(name: "Stop \(index)", point: point), toTrip: trip.id)
        }
        let line = (0..<50_000).map { GeoPoint(latitude: 45 + Double($0) / 5_000, longitude: 5 + sin(Double($0))) }
        let legs = (0..<99).map { _ in RouteLeg(distance: 12_345, duration: 600) }
        try store.store(Route(legs: legs, line: line, source: .osrm), for: stops)
        for format in TripFileFormat.allCases {
            let url = directory.appendingPathComponent(format.suggestedFileName(for: "export"))
            var samples: [Double] = []
            for _ in 0..<runs {
                samples.append(try await milliseconds { try await files.export(tripID: trip.id, to: url) })
            }
            let sorted = samples.sorted()
            emit([
                "benchmark": "trip_files", "measurement": "export_100_stops_50000_points_\(format.rawValue)",
                "median_ms": round3(percentile(sorted, 0.5)), "max_ms": round3(sorted.last ?? 0),
            ])
        }
    }
}
