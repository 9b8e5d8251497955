import Foundation
import GlobetrotterCore

/// The SQLite data pack's queries: opening it (a new `DataPack`: open,
/// header, schema version, pack_info; < 50 ms), the country list and one
/// country-year of holidays (< 5 ms each), a prefix city search per
/// keystroke (p99 < 2 ms), and the basemap's tiles (no target). The file is in
/// the page cache after the first run, as it is for an app started a second time.
struct DataPackBenchmark {
    let runs: Int

    /// Real names typed letter by letter, accents and punctuation included.
    private static let typedNames = [
        "Zürich", "São Paulo", "New York", "Berlin", "Los Angeles", "Saint-Étienne", "Rio de Janeiro",
        "Ho Chi Minh City", "Kraków", "N'Djamena", "Mönchengladbach", "Buenos Aires", "Reykjavík", "Tokyo",
    ]

    func run() async {
        let root = benchmarkPackRoot
        do {
            try measureOpen(root)
            try measureCountryList(root)
            try measureHolidays(root, country: "DE")
            try measureHolidays(root, country: "IN")  // the most rows in a year
            try measureCitySearch(root)
            try await measureOfflineTiles(root)
        } catch {
            emit(["benchmark": "datapack", "pack": root.path, "error": String(describing: error)])
        }
    }

    private func measureOpen(_ root: URL) throws {
        let samples = try (0..<runs).map { _ in try milliseconds { try DataPack(root: root).open() } }
        report("pack_open", samples, target: 50)
    }

    private func measureCountryList(_ root: URL) throws {
        let samples = try (0..<runs).map { _ in
            let pack = try opened(root)
            return try milliseconds { _ = try CountryCatalog(pack: pack).countries() }
        }
        report("country_list", samples, target: 5)
    }

    private func measureHolidays(_ root: URL, country: String) throws {
        var rows = 0
        let samples = try (0..<runs).map { _ in
            let pack = try opened(root)
            return try milliseconds {
                rows = try OfflineHolidayStore(pack: pack).holidays(country: country, year: 2026).count
            }
        }
        report("holidays_country_year", samples, target: 5, extra: ["country": country, "rows": rows])
    }

    private func measureCitySearch(_ root: URL) throws {
        let search = CitySearch(pack: try opened(root))
        let cities = try search.prepare()
        var samples: [Double] = []
        for _ in 0..<runs {
            for name in Self.typedNames {
                for length in 1...name.count {
                    let query = String(name.prefix(length))
                    samples.append(try milliseconds { _ = try search.search(query, limit: 10) })
                }
            }
        }
        let sorted = samples.sorted()
        emit([
            "benchmark": "datapack", "measurement": "city_search_keystroke", "cities": cities,
            "keystrokes": samples.count, "p50_ms": round3(percentile(sorted, 0.50)),
            "p99_ms": round3(percentile(sorted, 0.99)), "max_ms": round3(sorted.last ?? 0), "p99_target_ms": 2,
            "met": percentile(sorted, 0.99) < 2,
        ])
    }

    /// The first tile of a new provider over a new pack (opens it, reads the
    /// zoom range, one query), then every bundled tile and one z7 tile under
    /// each z5 tile (cut from it) from a warm provider.
    private func measureOfflineTiles(_ root: URL) async throws {
        let first = TileCoordinate(x: 16, y: 10, zoom: 5)
        var cold: [Double] = []
        for _ in 0..<runs {
            let provider = OfflineTileProvider(packDirectory: root)
            cold.append(try await milliseconds { _ = try await provider.tile(at: first) })
        }
        let provider = OfflineTileProvider(packDirectory: root)
        _ = try await provider.tile(at: first)
        let bundled = (0...OfflineTileProvider.bundledMaxZoom).flatMap { z in
            (0..<1 << z).flatMap { x in (0..<1 << z).map { y in TileCoordinate(x: x, y: y, zoom: z) } }
        }
        let scaled = bundled.filter { $0.zoom == 5 }.map { TileCoordinate(x: $0.x * 4 + 1, y: $0.y * 4 + 2, zoom: 7) }
        var samples: [Double] = []
        for _ in 0..<runs {
            for tile in bundled + scaled {
                samples.append(try await milliseconds { _ = try await provider.tile(at: tile) })
            }
        }
        let sorted = samples.sorted()
        emit([
            "benchmark": "datapack", "measurement": "offline_tile", "runs": runs,
            "cold_first_tile_median_ms": round2(median(cold)), "cold_first_tile_max_ms": round2(cold.max() ?? 0),
            "tiles": samples.count, "tile_median_us": round2(median(samples) * 1000),
            "tile_p99_us": round2(percentile(sorted, 0.99) * 1000), "tile_max_us": round2((sorted.last ?? 0) * 1000),
        ])
    }

    /// A new pack, already open: what a feature finds after start-up.
    private func opened(_ root: URL) throws -> DataPack {
        let pack = DataPack(root: root)
        try pack.open()
        return pack
    }

    private func report(_ measurement: String, _ samples: [Double], target: Double, extra: [String: Any] = [:]) {
        let middle = median(samples)
        emit(
            [
                "benchmark": "datapack", "measurement": measurement, "runs": samples.count,
                "median_ms": round2(middle), "max_ms": round2(samples.max() ?? 0), "target_ms": target,
                "met": middle < target,
            ].merging(extra) { first, _ in first })
    }
}
