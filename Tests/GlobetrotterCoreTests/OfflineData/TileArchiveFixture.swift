import Foundation

@testable import GlobetrotterCore

/// Small `tiles.bin` archives written the way data/offline/generate.py writes
/// them, and one-file packs around them, for tests that need exact contents.
enum TileArchiveFixture {
    /// Sorted by (z, x, y); equal tiles share one copy of their bytes.
    static func archive(_ tiles: [TileCoordinate: Data], tileSize: Int = 256, zooms: ClosedRange<Int> = 0...5)
        -> Data
    {
        let sorted = tiles.keys.sorted { TileArchive.key(of: $0) < TileArchive.key(of: $1) }
        var header = Data("GTTILES1".utf8)
        append(UInt16(tileSize), to: &header)
        header.append(UInt8(zooms.lowerBound))
        header.append(UInt8(zooms.upperBound))
        append(UInt32(sorted.count), to: &header)
        var index = Data()
        var blobs = Data()
        var offsets: [Data: Int] = [:]
        let dataStart = TileArchive.headerSize + TileArchive.entrySize * sorted.count
        for tile in sorted {
            let png = tiles[tile]!
            let offset =
                offsets[png]
                ?? {
                    let offset = dataStart + blobs.count
                    offsets[png] = offset
                    blobs.append(png)
                    return offset
                }()
            for value in [tile.zoom, tile.x, tile.y, offset, png.count] { append(UInt32(value), to: &index) }
        }
        return header + index + blobs
    }

    /// A pack directory holding only `tiles.bin` and a manifest that lists it;
    /// remove it with `PackFixture.discard`.
    static func pack(archive: Data) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("globetrotter-tiles-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try archive.write(to: root.appendingPathComponent(OfflineTileProvider.archiveFile))
        let manifest: [String: Any] = [
            "formatVersion": DataPackManifest.supportedFormatVersion,
            "sources": [String: String](),
            "dates": ["ratesFirst": "2026-01-01", "ratesLatest": "2026-01-02", "holidayYears": [2024, 2030]],
            "files": [OfflineTileProvider.archiveFile: SHA256.hexDigest(of: archive)],
        ]
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])
            .write(to: root.appendingPathComponent(DataPack.manifestFile))
        return root
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}

/// The width and height in a PNG's IHDR chunk, or nil when `data` is not a PNG.
func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
        Array(bytes[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8)
    else { return nil }
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (u32(16), u32(20))
}
