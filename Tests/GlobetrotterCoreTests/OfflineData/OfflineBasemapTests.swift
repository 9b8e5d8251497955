import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// The committed pack's MBTiles basemap through `OfflineTileProvider`, and
/// what a damaged basemap does: its tiles are unavailable, the rest of the
/// pack works.
@Suite(.timeLimit(.minutes(1))) struct OfflineBasemapTests {
    /// Covers 0–11.25° E, 48.9–55.8° N: Benelux, western Germany, northern France.
    static let europe = TileCoordinate(x: 16, y: 10, zoom: 5)

    @Test func theWorldTileAndAEuropeanTileArePNGsOf256Pixels() async throws {
        let provider = OfflineTileProvider(pack: PackFixture.committed)
        for tile in [TileCoordinate(x: 0, y: 0, zoom: 0), Self.europe] {
            guard case .encoded(let png) = try await provider.tile(at: tile) else {
                Issue.record("\(tile) is not served as it is")
                continue
            }
            let size = try #require(pngDimensions(png), "\(tile) is not a PNG")
            #expect(size.width == 256 && size.height == 256, "\(tile)")
        }
        guard case .encoded(let europe) = try await provider.tile(at: Self.europe) else { return }
        // Land, water, coasts and borders: more than the 4 colours of a 2-bit PNG.
        #expect(europe[24] == 4, "bit depth of the palette")
    }

    /// MBTiles counts rows from the south (TMS): XYZ row 10 of zoom 5 is
    /// stored as row 31 − 10 = 21. In column 15 (11.25° W–0°), XYZ row 10 is
    /// Ireland and Cornwall (a 4-bit PNG of many colours); the row stored as 10
    /// is XYZ row 21, the open South Atlantic: one colour of water, 1-bit.
    @Test func rowsAreFlippedAsMBTilesSays() async throws {
        let (ireland, southAtlantic) = try PackFixture.readCommitted { db in
            let sql = "SELECT tile_data FROM tiles WHERE zoom_level = 5 AND tile_column = 15 AND tile_row = ?"
            return (
                try #require(try Data.fetchOne(db, sql: sql, arguments: [21])),
                try #require(try Data.fetchOne(db, sql: sql, arguments: [10]))
            )
        }
        let provider = OfflineTileProvider(pack: PackFixture.committed)
        #expect(try await provider.tile(at: TileCoordinate(x: 15, y: 10, zoom: 5)) == .encoded(ireland))
        #expect(try await provider.tile(at: TileCoordinate(x: 15, y: 21, zoom: 5)) == .encoded(southAtlantic))
        #expect(ireland[24] == 4 && southAtlantic[24] == 1, "bit depths")
    }

    /// Covers 11.25–22.5° E, 48.9–55.8° N (Berlin, Prague, Warsaw): no deeper zooms are stored for it.
    static let centralEurope = TileCoordinate(x: 17, y: 10, zoom: 5)

    @Test func zoomSevenIsCutFromTheZoomFiveTileAboveItWithTheNeighboursItsEdgesReach() async throws {
        let provider = OfflineTileProvider(pack: PackFixture.committed)
        func png(_ x: Int, _ y: Int) async throws -> Data {
            guard case .encoded(let png) = try await provider.tile(at: TileCoordinate(x: x, y: y, zoom: 5)) else {
                throw TileError.outOfRange(TileCoordinate(x: x, y: y, zoom: 5))
            }
            return png
        }
        let parent = try await png(17, 10)
        // 7/69/41 is inside 5/17/10 (second column and row of 4 × 4): its square reaches no edge.
        #expect(
            try await provider.tile(at: TileCoordinate(x: 69, y: 41, zoom: 7))
                == .scaled(source: parent, crop: TileCrop(x: 64, y: 64, size: 64)))
        // 7/68/40, the north-west corner, reads the edges of the tiles west, north and north-west of it.
        #expect(
            try await provider.tile(at: TileCoordinate(x: 68, y: 40, zoom: 7))
                == .scaled(
                    source: parent, crop: TileCrop(x: 0, y: 0, size: 64),
                    neighbours: [
                        TileOffset(dx: -1, dy: 0): try await png(16, 10),
                        TileOffset(dx: 0, dy: -1): try await png(17, 9),
                        TileOffset(dx: -1, dy: -1): try await png(16, 9),
                    ]))
        // The world wraps east–west: west of column 0 is column 31.
        guard case .scaled(_, _, let neighbours) = try await provider.tile(at: TileCoordinate(x: 0, y: 41, zoom: 7))
        else {
            Issue.record("7/0/41 is not enlarged")
            return
        }
        #expect(neighbours == [TileOffset(dx: -1, dy: 0): try await png(31, 10)])
    }

    /// The z5 tiles with the most bundled cities have zooms 6 and 7 too
    /// (data/offline/README.md): there a trip's map is enlarged 2x, not 8x.
    @Test func theRegionsWithTheMostCitiesHaveZoomsSixAndSeven() async throws {
        let provider = OfflineTileProvider(pack: PackFixture.committed)
        // Frankfurt, 7/67/43, in 5/16/10: a tile of its own.
        let frankfurt = TileCoordinate(x: 67, y: 43, zoom: 7)
        guard case .encoded(let png) = try await provider.tile(at: frankfurt) else {
            Issue.record("\(frankfurt) is not stored")
            return
        }
        #expect(pngDimensions(png).map { [$0.width, $0.height] } == [256, 256])
        // Zoom 8 there is cut from it, a quarter of it, not a sixty-fourth of the z5 tile.
        guard
            case .scaled(let source, let crop, _) = try await provider.tile(at: TileCoordinate(x: 135, y: 87, zoom: 8))
        else {
            Issue.record("8/135/87 is not enlarged")
            return
        }
        #expect(source == png && crop == TileCrop(x: 128, y: 128, size: 128))
    }

    @Test func everyTileOfZoomsZeroToFiveAndOfTheRegionsIsAPNGOf256Pixels() throws {
        let tiles = try PackFixture.readCommitted { db in
            try Row.fetchAll(db, sql: "SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles").map { row in
                (
                    z: try row.decode(Int.self, atIndex: 0), x: try row.decode(Int.self, atIndex: 1),
                    row: try row.decode(Int.self, atIndex: 2), png: try row.decode(Data.self, atIndex: 3)
                )
            }
        }
        let addresses = Set(tiles.map { "\($0.z)/\($0.x)/\($0.row)" })
        let every = (0...5).flatMap { z in (0..<1 << z).flatMap { x in (0..<1 << z).map { "\(z)/\(x)/\($0)" } } }
        #expect(addresses.isSuperset(of: every))
        // Beyond zoom 5: every z6 and z7 tile inside each of a few z5 tiles, those with the most cities.
        let deeper = tiles.filter { $0.z > 5 }.map { TileCoordinate(x: $0.x, y: (1 << $0.z) - 1 - $0.row, zoom: $0.z) }
        let regions = Set(deeper.map { $0.ancestor(atZoom: 5).tile })
        #expect((1...8).contains(regions.count), "\(regions)")
        #expect(Set(deeper) == Set(regions.flatMap(Self.zoomsSixAndSeven)))
        #expect(deeper.count + every.count == tiles.count)
        let cities = try Self.citiesPerZoomFiveTile()
        let fewestInARegion = regions.map { cities[$0] ?? 0 }.min() ?? 0
        #expect(
            cities.filter { !regions.contains($0.key) }.allSatisfy { $0.value <= fewestInARegion },
            "the regions have the most cities")
        for tile in tiles {
            #expect(
                pngDimensions(tile.png).map { [$0.width, $0.height] } == [256, 256], "\(tile.z)/\(tile.x)/\(tile.row)")
        }
        // All-water and all-land tiles are stored once each and shared.
        let images = try PackFixture.readCommitted { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM images") }
        #expect(try #require(images) < tiles.count)
    }

    private static func zoomsSixAndSeven(inside tile: TileCoordinate) -> [TileCoordinate] {
        [1, 2].flatMap { levels in
            (0..<1 << levels).flatMap { dx in
                (0..<1 << levels).map { dy in
                    TileCoordinate(x: (tile.x << levels) + dx, y: (tile.y << levels) + dy, zoom: tile.zoom + levels)
                }
            }
        }
    }

    /// How many bundled cities each z5 tile holds.
    private static func citiesPerZoomFiveTile() throws -> [TileCoordinate: Int] {
        let points = try PackFixture.readCommitted { db in
            try Row.fetchAll(db, sql: "SELECT lat_e4, lon_e4 FROM cities").map {
                (Double(try $0.decode(Int.self, atIndex: 0)) / 1e4, Double(try $0.decode(Int.self, atIndex: 1)) / 1e4)
            }
        }
        var counts: [TileCoordinate: Int] = [:]
        for (latitude, longitude) in points {
            let x = min(31, Int(WebMercator.x(longitude: longitude) * 32))
            let y = min(31, Int(WebMercator.y(latitude: latitude) * 32))
            counts[TileCoordinate(x: x, y: y, zoom: 5), default: 0] += 1
        }
        return counts
    }

    @Test func concurrentFirstRequestsAllGetTheirTiles() async throws {
        let provider = OfflineTileProvider(packDirectory: PackFixture.committedRoot)
        let tiles = (0..<64).map { TileCoordinate(x: $0 % 32, y: $0 / 2, zoom: 5 + $0 % 3) }
        let served = try await withThrowingTaskGroup(of: (TileCoordinate, TileImage).self) { group in
            for tile in tiles { group.addTask { (tile, try await provider.tile(at: tile)) } }
            return try await group.reduce(into: [TileCoordinate: TileImage]()) { $0[$1.0] = $1.1 }
        }
        #expect(served.count == tiles.count)
        let reference = OfflineTileProvider(pack: PackFixture.committed)
        for tile in tiles { #expect(try await reference.tile(at: tile) == served[tile], "\(tile)") }
    }

    @Test func overwrittenTilePagesMakeTheBasemapUnavailableAndTheRestOfThePackWorks() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let pages = try PackFixture.leafPages(of: "images") + PackFixture.leafPages(of: "map")
        try PackFixture.damage(root) { bytes in
            for page in pages {
                let start = (page - 1) * PackFixture.pageSize
                bytes.replaceSubrange(start..<start + 32, with: repeatElement(0xFF, count: 32))
            }
        }

        let pack = DataPack(root: root)
        let provider = OfflineTileProvider(pack: pack)
        for tile in [TileCoordinate(x: 0, y: 0, zoom: 0), TileCoordinate(x: 67, y: 43, zoom: 7)] {
            let problem = await unavailable(provider, tile)
            guard case .corrupt(_, let reason)? = problem else {
                Issue.record("\(tile): \(String(describing: problem))")
                continue
            }
            #expect(reason.hasPrefix("tiles: "), "\(reason)")
        }
        #expect(try CountryCatalog(pack: pack).countries().count == 249)
        #expect(try !OfflineHolidayStore(pack: pack).holidays(country: "DE", year: 2026).isEmpty)
    }

    @Test func aMissingTileIsDamage() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try PackFixture.edit(root) { db in
            try db.execute(sql: "DELETE FROM map WHERE zoom_level = 5 AND tile_column = 17 AND tile_row = 21")
        }
        let pack = DataPack(root: root)
        #expect(
            await unavailable(OfflineTileProvider(pack: pack), TileCoordinate(x: 69, y: 41, zoom: 7))
                == .corrupt(file: pack.file.path, reason: "tiles: no tile 5/17/10"))
    }

    @Test func aMissingPackLeavesTheBasemapUnavailable() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try FileManager.default.removeItem(at: PackFixture.file(in: root))
        let provider = OfflineTileProvider(packDirectory: root)
        #expect(
            await unavailable(provider, TileCoordinate(x: 0, y: 0, zoom: 0))
                == .missing(file: PackFixture.file(in: root).path))
    }

    /// The pack's problem in the `TileError.unavailable` that `tile` gives, nil when it is served.
    private func unavailable(_ provider: OfflineTileProvider, _ tile: TileCoordinate) async -> DataPackError? {
        do {
            _ = try await provider.tile(at: tile)
            return nil
        } catch TileError.unavailable(_, let problem) {
            return problem
        } catch {
            Issue.record("not TileError.unavailable: \(error)")
            return nil
        }
    }
}
