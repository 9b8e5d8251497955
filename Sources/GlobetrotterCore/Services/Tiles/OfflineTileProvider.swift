import Foundation

/// Serves the bundled z0–z5 basemap from the data pack's `tiles.bin`; deeper
/// zooms cut and enlarge the z5 tile that contains them.
///
/// Creating a provider reads nothing. The first tile request, from whichever
/// task asks first, memory-maps the archive, checks its SHA-256 against the
/// pack's manifest and checks its index; concurrent first requests wait for
/// that one load. The outcome is kept, failure included: a damaged install does
/// not mend while the app runs, and hashing the archive again for each of the
/// map's tile requests would only slow the map down. Every failure is a
/// `TileError.unavailable` whose reason says what is wrong.
public struct OfflineTileProvider: TileProviding {
    /// The deepest zoom of the committed pack (`generate.py --max-zoom`);
    /// the provider itself goes by the zooms the archive says it has.
    public static let bundledMaxZoom = 5
    /// The archive's path in the pack.
    public static let archiveFile = "tiles.bin"

    public let attribution = "Natural Earth"
    public var packDirectory: URL { pack.root }

    private let pack: DataPack
    private let archive = LoadOnce<Result<TileArchive, TileArchiveError>>()

    public init(packDirectory: URL) {
        self.init(pack: DataPack(root: packDirectory))
    }

    /// Shares `pack` (its manifest and what it has verified) with the other loaders.
    public init(pack: DataPack) {
        self.pack = pack
    }

    public func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        guard coordinate.isValid else { throw TileError.outOfRange(coordinate) }
        let archive = try loadedArchive(for: coordinate)
        let deepest = archive.zooms.upperBound
        if coordinate.zoom <= deepest {
            return .encoded(try png(for: coordinate, in: archive))
        }
        let (source, crop) = coordinate.ancestor(atZoom: deepest, tileSize: archive.tileSize)
        return .scaled(source: try png(for: source, in: archive), crop: crop)
    }

    /// Loads the archive on the first call and keeps it (or why it failed).
    private func loadedArchive(for coordinate: TileCoordinate) throws(TileError) -> TileArchive {
        let loaded = archive.get {
            Result { () throws(TileArchiveError) in
                let bytes: Data
                do throws(DataPackError) {
                    bytes = try pack.data(for: Self.archiveFile, options: .alwaysMapped)
                } catch {
                    throw .pack(error)
                }
                return try TileArchive(bytes)
            }
        }
        switch loaded {
        case .success(let archive): return archive
        case .failure(let error): throw .unavailable(coordinate, reason: error.reason)
        }
    }

    private func png(for tile: TileCoordinate, in archive: TileArchive) throws(TileError) -> Data {
        guard let png = archive.png(for: tile) else {
            throw .unavailable(tile, reason: "the offline basemap has no tile \(tile)")
        }
        return png
    }
}
