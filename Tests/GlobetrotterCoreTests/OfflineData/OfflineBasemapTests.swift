import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// The committed pack's MBTiles basemap through `OfflineTileProvider`, and
/// what a damaged basemap does: its tiles are unavailable, the rest of the
/// pack works.
@Suite struct OfflineBasemapTests {
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

    @Test func zoomSevenIsCutFromTheZoomFiveTileAboveIt() async throws {
        let provider = OfflineTileProvider(pack: PackFixture.committed)
        let parent = try await provider.tile(at: Self.europe)
        guard case .encoded(let png) = parent else {
            Issue.record("z5 is not served as it is")
            return
        }
        // 7/67/43 (Frankfurt) is the fourth column and row of 4 × 4 in 5/16/10.
        #expect(
            try await provider.tile(at: TileCoordinate(x: 67, y: 43, zoom: 7))
                == .scaled(source: png, crop: TileCrop(x: 192, y: 192, size: 64)))
        #expect(
            try await provider.tile(at: TileCoordinate(x: 64, y: 40, zoom: 7))
                == .scaled(source: png, crop: TileCrop(x: 0, y: 0, size: 64)))
    }

    @Test func everyTileOfZoomsZeroToFiveIsAPNGOf256Pixels() throws {
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
        #expect(addresses == Set(every))
        for tile in tiles {
            #expect(
                pngDimensions(tile.png).map { [$0.width, $0.height] } == [256, 256], "\(tile.z)/\(tile.x)/\(tile.row)")
        }
        // All-water and all-land tiles are stored once each and shared.
        let images = try PackFixture.readCommitted { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM images") }
        #expect(try #require(images) < tiles.count)
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
            try db.execute(sql: "DELETE FROM map WHERE zoom_level = 5 AND tile_column = 16 AND tile_row = 21")
        }
        let pack = DataPack(root: root)
        #expect(
            await unavailable(OfflineTileProvider(pack: pack), TileCoordinate(x: 67, y: 43, zoom: 7))
                == .corrupt(file: pack.file.path, reason: "tiles: no tile 5/16/10"))
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
