import Foundation

/// `tiles.bin`, the offline basemap in one file (data/offline/README.md has the
/// format): a 16-byte header, an index of (z, x, y, offset, length) entries sorted
/// by z, then x, then y, and the PNGs. All integers are little-endian.
///
/// Opening checks the whole index — order, tile addresses, every byte range
/// inside the file — so a lookup is a binary search that cannot read outside
/// the bytes, even for an archive whose checksum was not verified.
struct TileArchive: Sendable {
    static let magic = Array("GTTILES1".utf8)
    static let headerSize = 16
    static let entrySize = 20
    /// Deeper than any XYZ zoom (`TileCoordinate.isValid` stops at 22).
    static let deepestZoom = 22

    struct Entry: Equatable, Sendable {
        let tile: TileCoordinate
        /// The tile's PNG, as indices of `TileArchive.bytes`.
        let range: Range<Int>
    }

    /// The whole file, usually memory-mapped.
    let bytes: Data
    /// Width and height of every tile, in pixels.
    let tileSize: Int
    let zooms: ClosedRange<Int>
    /// Sorted by `key(of:)`, with no tile twice.
    let entries: [Entry]

    init(_ bytes: Data) throws(TileArchiveError) {
        self.bytes = bytes
        let parsed = try bytes.withUnsafeBytes { raw in
            Result { () throws(TileArchiveError) in try Self.parse(raw) }
        }.get()
        tileSize = parsed.tileSize
        zooms = parsed.zooms
        entries = parsed.entries.map { entry in
            Entry(
                tile: entry.tile,
                range: bytes.startIndex + entry.range.lowerBound..<bytes.startIndex + entry.range.upperBound)
        }
    }

    /// The PNG of `tile`, or nil when the archive does not have it.
    func png(for tile: TileCoordinate) -> Data? {
        guard let entry = entry(for: tile) else { return nil }
        // A copy that starts at index 0, independent of the mapping.
        return Data(bytes[entry.range])
    }

    func entry(for tile: TileCoordinate) -> Entry? {
        guard tile.isValid else { return nil }
        let wanted = Self.key(of: tile)
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let key = Self.key(of: entries[middle].tile)
            if key == wanted { return entries[middle] }
            if key < wanted { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Orders tiles by zoom, then x, then y (x and y are below 2²², zoom at most 22).
    static func key(of tile: TileCoordinate) -> UInt64 {
        UInt64(tile.zoom) << 48 | UInt64(tile.x) << 24 | UInt64(tile.y)
    }

    private static func parse(_ raw: UnsafeRawBufferPointer) throws(TileArchiveError) -> (
        tileSize: Int, zooms: ClosedRange<Int>, entries: [Entry]
    ) {
        guard raw.count >= headerSize else {
            throw .malformed("it is truncated: \(raw.count) bytes, shorter than its \(headerSize)-byte header")
        }
        guard raw.prefix(magic.count).elementsEqual(magic) else {
            throw .malformed("it does not start with \"GTTILES1\"")
        }
        func u32(_ offset: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) }
        let tileSize = Int(raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self).littleEndian)
        let minZoom = Int(raw[10])
        let maxZoom = Int(raw[11])
        let count = u32(12)
        guard tileSize > 0 else { throw .malformed("its tile size is 0") }
        guard minZoom <= maxZoom, maxZoom <= deepestZoom else {
            throw .malformed("its zoom range \(minZoom)–\(maxZoom) is not one of 0–\(deepestZoom)")
        }
        let dataStart = headerSize + count * entrySize
        guard dataStart <= raw.count else {
            throw .malformed(
                "it is truncated: its index of \(count) tiles needs \(dataStart) bytes, it has \(raw.count)")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var previousKey: UInt64?
        var dataEnd = dataStart
        for index in 0..<count {
            let at = headerSize + index * entrySize
            let tile = TileCoordinate(x: u32(at + 4), y: u32(at + 8), zoom: u32(at))
            let offset = u32(at + 12)
            let length = u32(at + 16)
            guard tile.isValid, (minZoom...maxZoom).contains(tile.zoom) else {
                throw .malformed("index entry \(index) names no tile of zoom \(minZoom)–\(maxZoom) (\(tile))")
            }
            let key = key(of: tile)
            if let previousKey, key <= previousKey {
                throw .malformed("its index is not sorted at entry \(index) (\(tile))")
            }
            previousKey = key
            guard length > 0, offset >= dataStart, offset + length <= raw.count else {
                throw .malformed(
                    "it is truncated or its index is wrong: tile \(tile) lies at bytes \(offset)..<\(offset + length), "
                        + "the tile data is \(dataStart)..<\(raw.count)")
            }
            dataEnd = max(dataEnd, offset + length)
            entries.append(Entry(tile: tile, range: offset..<offset + length))
        }
        guard dataEnd == raw.count else {
            throw .malformed("it has \(raw.count - dataEnd) bytes after its last tile")
        }
        return (tileSize, minZoom...maxZoom, entries)
    }
}

/// Why `tiles.bin` cannot be used.
enum TileArchiveError: Error, Equatable, Sendable {
    /// Missing, failing its checksum, or the pack's manifest is unreadable.
    case pack(DataPackError)
    /// The bytes are not a tile archive (wrong magic, truncated, index out of bounds).
    case malformed(String)

    /// Completes "Tile 3/1/2 is unavailable: …".
    var reason: String {
        switch self {
        case .pack(.missing(let file)): "the offline basemap is missing (no \(file) in the data pack)"
        case .pack(.corrupt(_, let reason)): "the offline basemap is damaged: \(reason)"
        case .pack(.manifestUnreadable(let reason)): "the offline data pack's manifest.json cannot be read: \(reason)"
        case .malformed(let detail): "the offline basemap is damaged: \(OfflineTileProvider.archiveFile) \(detail)"
        }
    }
}
