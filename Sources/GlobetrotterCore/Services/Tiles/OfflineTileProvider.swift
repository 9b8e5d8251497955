import Foundation

/// Serves the bundled z0–z5 basemap from the data pack's MBTiles tables, and
/// the z6–z7 tiles it has for the regions with the most cities; deeper zooms
/// cut and enlarge the deepest tile that contains them, with the edge pixels
/// of its neighbours (enlarged tiles meet without a seam).
///
/// Creating a provider reads nothing. The first tile request opens the pack
/// (shared with the other loaders) and reads the basemap's zoom range; each
/// tile is then one indexed query per zoom looked at. Every failure is a
/// `TileError.unavailable` carrying the pack's typed error.
public struct OfflineTileProvider: TileProviding {
    /// The deepest zoom the committed pack has every tile of (`generate.py
    /// --max-zoom`); the provider itself goes by the zooms the pack's metadata
    /// states, and by the deeper tiles it finds.
    public static let bundledMaxZoom = 5

    public let attribution = "Natural Earth"
    public var packDirectory: URL { pack.root }

    private let pack: DataPack
    /// The zooms with every tile (metadata `minzoom`…`maxzoom`), and the deepest with any.
    private let zooms = LoadOnce<(complete: ClosedRange<Int>, deepest: Int)>()

    public init(packDirectory: URL) {
        self.init(pack: DataPack(root: packDirectory))
    }

    /// Shares `pack` (one open database) with the other loaders.
    public init(pack: DataPack) {
        self.pack = pack
    }

    public func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        guard coordinate.isValid else { throw TileError.outOfRange(coordinate) }
        let zooms = try basemap(for: coordinate) { () throws(DataPackError) in try storedZooms() }
        let complete = zooms.complete.upperBound
        if coordinate.zoom <= complete {
            return .encoded(try png(for: coordinate, requested: coordinate))
        }
        // Below the complete zooms, the deepest stored tile that contains this one.
        for zoom in stride(from: min(coordinate.zoom, zooms.deepest), to: complete, by: -1) {
            let (source, crop) = coordinate.ancestor(atZoom: zoom)
            guard let png = try basemap(for: coordinate, { () throws(DataPackError) in try pack.tile(source) }) else {
                continue
            }
            if zoom == coordinate.zoom { return .encoded(png) }
            return try enlargement(of: source, png, crop: crop, requested: coordinate)
        }
        let (source, crop) = coordinate.ancestor(atZoom: complete)
        return try enlargement(
            of: source, try png(for: source, requested: coordinate), crop: crop, requested: coordinate)
    }

    /// The deepest zoom the pack has any tile of (7 in the committed pack,
    /// around the biggest cities); the bundled complete zoom when the pack cannot be read.
    public var deepestZoom: Int? { (try? storedZooms())?.deepest ?? Self.bundledMaxZoom }

    private func storedZooms() throws(DataPackError) -> (complete: ClosedRange<Int>, deepest: Int) {
        try zooms.get { () throws(DataPackError) in (try pack.tileZooms(), try pack.deepestTileZoom()) }
    }

    /// `crop` of `source` with the neighbours its margin reaches (the world
    /// wraps east–west; a neighbour not stored, past a region's edge, is left out).
    private func enlargement(of source: TileCoordinate, _ png: Data, crop: TileCrop, requested: TileCoordinate)
        throws(TileError) -> TileImage
    {
        let margin = TileImage.enlargementMargin, size = 256, count = 1 << source.zoom
        func reach(_ start: Int) -> [Int] {
            (start - margin < 0 ? [-1] : []) + [0] + (start + crop.size + margin > size ? [1] : [])
        }
        var neighbours: [TileOffset: Data] = [:]
        for dy in reach(crop.y) {
            for dx in reach(crop.x) where dx != 0 || dy != 0 {
                let y = source.y + dy
                guard y >= 0, y < count else { continue }
                let neighbour = TileCoordinate(x: (source.x + dx + count) % count, y: y, zoom: source.zoom)
                neighbours[TileOffset(dx: dx, dy: dy)] = try basemap(for: requested) { () throws(DataPackError) in
                    try pack.tile(neighbour)
                }
            }
        }
        return .scaled(source: png, crop: crop, neighbours: neighbours)
    }

    private func png(for tile: TileCoordinate, requested: TileCoordinate) throws(TileError) -> Data {
        let png = try basemap(for: requested) { () throws(DataPackError) in try pack.tile(tile) }
        // The generator writes every tile of every zoom: a gap is damage.
        guard let png else {
            throw .unavailable(requested, .corrupt(file: pack.file.path, reason: "tiles: no tile \(tile)"))
        }
        return png
    }

    private func basemap<Value>(for tile: TileCoordinate, _ read: () throws(DataPackError) -> Value) throws(TileError)
        -> Value
    {
        do {
            return try read()
        } catch {
            throw .unavailable(tile, error)
        }
    }
}
