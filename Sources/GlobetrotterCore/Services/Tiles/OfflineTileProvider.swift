import Foundation

/// Serves the bundled z0–z5 basemap from the data pack's MBTiles tables;
/// deeper zooms cut and enlarge the deepest tile that contains them.
///
/// Creating a provider reads nothing. The first tile request opens the pack
/// (shared with the other loaders) and reads the basemap's zoom range; each
/// tile is then one indexed query. Every failure is a
/// `TileError.unavailable` carrying the pack's typed error.
public struct OfflineTileProvider: TileProviding {
    /// The deepest zoom of the committed pack (`generate.py --max-zoom`);
    /// the provider itself goes by the zooms the pack's metadata states.
    public static let bundledMaxZoom = 5

    public let attribution = "Natural Earth"
    public var packDirectory: URL { pack.root }

    private let pack: DataPack
    private let zooms = LoadOnce<ClosedRange<Int>>()

    public init(packDirectory: URL) {
        self.init(pack: DataPack(root: packDirectory))
    }

    /// Shares `pack` (one open database) with the other loaders.
    public init(pack: DataPack) {
        self.pack = pack
    }

    public func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        guard coordinate.isValid else { throw TileError.outOfRange(coordinate) }
        let deepest = try basemap(for: coordinate) { () throws(DataPackError) in
            try zooms.get { () throws(DataPackError) in try pack.tileZooms() }
        }.upperBound
        if coordinate.zoom <= deepest {
            return .encoded(try png(for: coordinate, requested: coordinate))
        }
        let (source, crop) = coordinate.ancestor(atZoom: deepest)
        return .scaled(source: try png(for: source, requested: coordinate), crop: crop)
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
