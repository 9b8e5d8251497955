import Foundation
import Testing

@testable import GlobetrotterCore

/// The committed pack's `tiles.bin` through `OfflineTileProvider`, and what a
/// damaged archive does: its tiles are unavailable, the rest of the pack works.
@Suite struct OfflineBasemapTests {
    /// Covers 0–11.25° E, 48.9–55.8° N: Benelux, western Germany, northern France.
    static let europe = TileCoordinate(x: 16, y: 10, zoom: 5)

    private var archiveURL: URL { PackFixture.committedRoot.appendingPathComponent(OfflineTileProvider.archiveFile) }

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

    @Test func everyIndexEntryLiesInsideTheFileAndIsAPNG() throws {
        let bytes = try Data(contentsOf: archiveURL)
        let archive = try TileArchive(bytes)
        #expect(archive.tileSize == 256)
        #expect(archive.zooms == 0...OfflineTileProvider.bundledMaxZoom)
        let everyTile = (0...5).flatMap { z in
            (0..<1 << z).flatMap { x in (0..<1 << z).map { y in TileCoordinate(x: x, y: y, zoom: z) } }
        }
        #expect(archive.entries.map(\.tile) == everyTile.sorted { TileArchive.key(of: $0) < TileArchive.key(of: $1) })
        let dataStart = TileArchive.headerSize + TileArchive.entrySize * archive.entries.count
        for entry in archive.entries {
            #expect(entry.range.lowerBound >= dataStart && entry.range.upperBound <= bytes.count, "\(entry.tile)")
            #expect(pngDimensions(bytes[entry.range]).map { [$0.width, $0.height] } == [256, 256], "\(entry.tile)")
            #expect(archive.entry(for: entry.tile) == entry)
        }
        // All-water and all-land tiles are stored once each and shared.
        #expect(Set(archive.entries.map(\.range)).count < archive.entries.count)
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

    @Test func flippedBytesMakeTheBasemapUnavailableAndTheRestOfThePackWorks() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let file = root.appendingPathComponent(OfflineTileProvider.archiveFile)
        var bytes = try Data(contentsOf: file)
        bytes[100] ^= 0x01
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: file)

        let pack = DataPack(root: root)
        let provider = OfflineTileProvider(pack: pack)
        for tile in [TileCoordinate(x: 0, y: 0, zoom: 0), TileCoordinate(x: 67, y: 43, zoom: 7)] {
            let reason = try #require(await unavailableReason(provider, tile))
            #expect(reason.hasPrefix("the offline basemap is damaged: checksum mismatch"), "\(reason)")
        }
        #expect(try CountryCatalog(pack: pack).countries().count == 249)
        #expect(try !OfflineHolidayStore(pack: pack).holidays(country: "DE", year: 2026).isEmpty)
    }

    @Test func aTruncatedArchiveIsUnavailable() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let file = root.appendingPathComponent(OfflineTileProvider.archiveFile)
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count / 2).write(to: file)
        let reason = await unavailableReason(
            OfflineTileProvider(packDirectory: root), TileCoordinate(x: 0, y: 0, zoom: 0))
        #expect(reason?.contains("checksum mismatch") == true, "\(reason ?? "served")")
    }

    /// Truncated anywhere — in the header (0, 7, 15 bytes), in the index
    /// (2,007), in the tile data (30,000), by one byte — and listed with its new
    /// checksum: the archive's own checks catch it.
    @Test(arguments: [0, 7, 15, 2_007, 30_000, -1])
    func aTruncatedArchiveWithAMatchingChecksumIsUnavailable(cutAt length: Int) async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let file = root.appendingPathComponent(OfflineTileProvider.archiveFile)
        let whole = try Data(contentsOf: file)
        try whole.prefix(length >= 0 ? length : whole.count + length).write(to: file)
        try PackFixture.acceptCurrentContent(of: OfflineTileProvider.archiveFile, in: root)

        let provider = OfflineTileProvider(packDirectory: root)
        for tile in [TileCoordinate(x: 0, y: 0, zoom: 0), TileCoordinate(x: 31, y: 31, zoom: 5)] {
            let reason = try #require(await unavailableReason(provider, tile))
            #expect(reason.hasPrefix("the offline basemap is damaged: tiles.bin "), "\(reason)")
        }
    }

    @Test func aMissingArchiveIsUnavailable() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent(OfflineTileProvider.archiveFile))
        let reason = await unavailableReason(
            OfflineTileProvider(packDirectory: root), TileCoordinate(x: 0, y: 0, zoom: 0))
        #expect(reason == "the offline basemap is missing (no tiles.bin in the data pack)")
    }

    /// The reason of the `TileError.unavailable` that `tile` gives, nil when it is served.
    private func unavailableReason(_ provider: OfflineTileProvider, _ tile: TileCoordinate) async -> String? {
        do {
            _ = try await provider.tile(at: tile)
            return nil
        } catch TileError.unavailable(_, let reason) {
            return reason
        } catch {
            return "not TileError.unavailable: \(error)"
        }
    }
}

/// The archive's own checks, on archives that are damaged on purpose.
@Suite struct TileArchiveTests {
    private let tiles = [
        TileCoordinate(x: 0, y: 0, zoom: 0): Data("world".utf8),
        TileCoordinate(x: 1, y: 0, zoom: 1): Data("north-east".utf8),
        TileCoordinate(x: 0, y: 1, zoom: 1): Data("south-west".utf8),
    ]

    @Test func aWellFormedArchiveIsReadBack() throws {
        let archive = try TileArchive(TileArchiveFixture.archive(tiles, zooms: 0...1))
        #expect(archive.zooms == 0...1)
        for (tile, png) in tiles { #expect(archive.png(for: tile) == png) }
        #expect(archive.png(for: TileCoordinate(x: 1, y: 1, zoom: 1)) == nil)
        #expect(archive.png(for: TileCoordinate(x: 0, y: 0, zoom: 2)) == nil)
    }

    @Test func aSliceOfLargerDataIsReadAtItsOwnOffsets() throws {
        let padded = Data("padding".utf8) + TileArchiveFixture.archive(tiles, zooms: 0...1)
        let archive = try TileArchive(padded.dropFirst(7))
        #expect(archive.png(for: TileCoordinate(x: 0, y: 1, zoom: 1)) == Data("south-west".utf8))
    }

    @Test func damagedArchivesAreMalformed() {
        let good = TileArchiveFixture.archive(tiles, zooms: 0...1)
        var wrongMagic = good
        wrongMagic[7] = UInt8(ascii: "2")
        var unsorted = good
        unsorted.replaceSubrange(16..<36, with: good[36..<56])
        unsorted.replaceSubrange(36..<56, with: good[16..<36])
        var outside = good
        outside[16 + 16] = 0xFF  // the first tile's length
        var deepTile = good
        deepTile[16] = 3  // z of the first entry, beyond max zoom 1
        let damaged: [(String, Data)] = [
            ("wrong magic", wrongMagic), ("unsorted", unsorted), ("range outside", outside),
            ("zoom outside", deepTile), ("trailing bytes", good + Data([0])),
            ("zoom range", TileArchiveFixture.archive([:], zooms: 0...30)),
        ]
        for (name, bytes) in damaged {
            #expect(Comment(rawValue: name)) {
                try TileArchive(bytes)
            } throws: { error in
                guard case .malformed = error as? TileArchiveError else { return false }
                return true
            }
        }
        #expect(throws: Never.self) { try TileArchive(TileArchiveFixture.archive([:])) }
    }
}
