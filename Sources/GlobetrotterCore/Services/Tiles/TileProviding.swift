import Foundation

/// A slippy-map tile address (XYZ scheme, y = 0 at the north).
public struct TileCoordinate: Hashable, Sendable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let zoom: Int

    public init(x: Int, y: Int, zoom: Int) {
        self.x = x
        self.y = y
        self.zoom = zoom
    }

    public var isValid: Bool {
        zoom >= 0 && zoom <= 22 && x >= 0 && y >= 0 && x < (1 << zoom) && y < (1 << zoom)
    }

    /// The tile at `zoom` (≤ self.zoom) that contains this one, and where this
    /// one lies inside it, in pixels of a `tileSize` image.
    public func ancestor(atZoom ancestorZoom: Int, tileSize: Int = 256) -> (tile: TileCoordinate, crop: TileCrop) {
        let levels = zoom - ancestorZoom
        let parent = TileCoordinate(x: x >> levels, y: y >> levels, zoom: ancestorZoom)
        let span = max(tileSize >> levels, 1)
        let crop = TileCrop(
            x: (x - (parent.x << levels)) * tileSize >> levels, y: (y - (parent.y << levels)) * tileSize >> levels,
            size: span)
        return (parent, crop)
    }

    public var description: String { "\(zoom)/\(x)/\(y)" }
}

/// A square region of a source tile, in pixels.
public struct TileCrop: Equatable, Sendable {
    public let x: Int
    public let y: Int
    public let size: Int
}

/// Where a tile lies from another of its zoom: (-1, 0) is west of it, (1, 1) south-east.
public struct TileOffset: Hashable, Sendable {
    public let dx: Int
    public let dy: Int

    public init(dx: Int, dy: Int) {
        self.dx = dx
        self.dy = dy
    }
}

/// Encoded image bytes, possibly to be cut out of a lower-zoom tile and scaled up.
public enum TileImage: Equatable, Sendable {
    case encoded(Data)
    /// The square `crop` of the lower zoom's tile `source`, to enlarge to a
    /// full tile. `neighbours` are the tiles around `source` whose pixels lie
    /// within `enlargementMargin` of the square: enlarged with them, tiles
    /// cut from different sources meet without a seam.
    case scaled(source: Data, crop: TileCrop, neighbours: [TileOffset: Data] = [:])

    /// How far beyond its square an enlargement reads, in source pixels (a
    /// bilinear filter reads one; one more for rounding).
    public static let enlargementMargin = 2
}

public enum TileError: Error, Equatable, Sendable, CustomStringConvertible {
    case outOfRange(TileCoordinate)
    /// The offline basemap cannot serve the tile: the data pack is missing or damaged.
    case unavailable(TileCoordinate, DataPackError)

    public var description: String {
        switch self {
        case .outOfRange(let tile): "tile \(tile) is outside the map"
        case .unavailable(let tile, let problem): "tile \(tile) is unavailable: \(problem)"
        }
    }
}

public protocol TileProviding: Sendable {
    /// Attribution shown on the map, e.g. "© OpenStreetMap contributors".
    var attribution: String { get }
    func tile(at coordinate: TileCoordinate) async throws -> TileImage
    /// The closest zoom with tiles of its own; closer, a tile is only an
    /// enlargement (of one colour, a few zooms in). nil: tiles at every zoom.
    var deepestZoom: Int? { get }
}

extension TileProviding {
    public var deepestZoom: Int? { nil }
}
