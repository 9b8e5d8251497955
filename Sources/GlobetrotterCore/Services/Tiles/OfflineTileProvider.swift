import Foundation

/// Serves the bundled z0–z5 basemap; deeper zooms cut and enlarge the z5 tile.
public struct OfflineTileProvider: TileProviding {
    public static let bundledMaxZoom = 5
    public let directory: URL
    public let attribution = "Natural Earth"

    public init(directory: URL) { self.directory = directory }

    public func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        guard coordinate.isValid else { throw TileError.outOfRange(coordinate) }
        if coordinate.zoom <= Self.bundledMaxZoom {
            return .encoded(try read(coordinate))
        }
        let (source, crop) = coordinate.ancestor(atZoom: Self.bundledMaxZoom)
        return .scaled(source: try read(source), crop: crop)
    }

    private func read(_ tile: TileCoordinate) throws -> Data {
        let url = directory.appendingPathComponent("\(tile.zoom)/\(tile.x)/\(tile.y).png")
        do {
            return try Data(contentsOf: url)
        } catch {
            throw TileError.unavailable(tile, reason: "the offline basemap has no file \(url.path)")
        }
    }
}
