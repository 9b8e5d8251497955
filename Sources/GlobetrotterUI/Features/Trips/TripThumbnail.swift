import Foundation
import GlobetrotterCore
import GtkKit

/// A trip's route in a small picture on the basemap: the line (dashed when
/// it is straight, not roads) and the stops, fitted to the trip. The tiles
/// come from the app's tile provider, so offline it is the bundled basemap.
/// With photos of the trip's destination it shows those instead.
@MainActor
final class TripThumbnail {
    /// Matches the `.trip-thumbnail` style's border radius.
    static let cornerRadius = 6.0
    let root = DrawingArea(role: .image)
    private let tiles: ThumbnailTiles
    private let width: Double
    private let height: Double
    private var images: [TileCoordinate: ThumbnailTiles.Tile] = [:]
    private var loading: Task<Void, Never>?
    private var shownRow: TripRow?
    private(set) var isShowingPhotos = false

    init(tiles: ThumbnailTiles, width: Int32 = 96, height: Int32 = 64) {
        self.tiles = tiles
        self.width = Double(width)
        self.height = Double(height)
        root.sizeRequest(width: width, height: height)
        root.addCSSClass("trip-thumbnail")
    }

    isolated deinit { loading?.cancel() }

    /// One photo filling the picture, or two split by a diagonal, instead of the route.
    func showPhotos(_ photos: [CairoImage]) {
        guard !photos.isEmpty else { return showRoute() }
        loading?.cancel()
        isShowingPhotos = true
        root.setDrawFunction { canvas in
            TripPhotoDrawing.draw(photos, on: canvas, cornerRadius: Self.cornerRadius)
        }
        root.queueDraw()
    }

    /// Back to the route after photos (the trip lost them, or they could not be read).
    func showRoute() {
        guard isShowingPhotos, let shownRow else { return }
        show(shownRow)
    }

    func show(_ row: TripRow) {
        shownRow = row
        isShowingPhotos = false
        let stops = row.stops, line = row.line.isEmpty ? row.stops : row.line, dashed = row.isLineStraight
        let view = ThumbnailView(box: GeoBox(line + stops), width: width, height: height)
        load(view)
        root.setDrawFunction { [weak self] canvas in
            canvas.setColor(canvas.foreground.faded(0.08))
            canvas.rectangle(x: 0, y: 0, width: canvas.width, height: canvas.height)
            canvas.fill()
            guard let self, let view else { return }
            for tile in view.tiles {
                guard let (image, crop) = self.images[tile] else { continue }
                canvas.draw(
                    image, sourceX: Double(crop?.x ?? 0), sourceY: Double(crop?.y ?? 0),
                    sourceSize: crop.map { Double($0.size) }, x: view.tileX(tile), y: view.tileY(tile),
                    size: view.tileSize)
            }
            if line.count > 1 {
                canvas.setColor(canvas.accent)
                canvas.setLineWidth(2.5)
                if dashed { canvas.setDash([4, 3]) }
                for (index, point) in line.enumerated() {
                    let (x, y) = view.project(point)
                    if index == 0 { canvas.moveTo(x: x, y: y) } else { canvas.lineTo(x: x, y: y) }
                }
                canvas.stroke()
                canvas.setDash([])
            }
            canvas.setColor(canvas.accent)
            for point in stops {
                let (x, y) = view.project(point)
                canvas.circle(x: x, y: y, radius: 3)
                canvas.fill()
            }
        }
        root.queueDraw()
    }

    private func load(_ view: ThumbnailView?) {
        loading?.cancel()
        guard let view else { return }
        let tiles = tiles
        loading = Task { [weak self] in
            for tile in view.tiles {
                // A tile that cannot be had leaves the plain background there.
                guard let image = await tiles.image(at: tile), !Task.isCancelled, let self else { continue }
                self.images[tile] = image
                self.root.queueDraw()
            }
        }
    }
}

/// Basemap tiles decoded for a list's thumbnails, shared by them: trips in
/// one region share tiles, and a list drawn again (a trip added or deleted,
/// back from a trip) draws from what was decoded before.
@MainActor
final class ThumbnailTiles {
    /// A decoded tile and, for a tile enlarged from a lower zoom, the square of it to draw.
    typealias Tile = (image: CairoImage, crop: TileCrop?)

    /// Enough for the tiles of a long list's thumbnails; beyond, it starts again.
    static let capacity = 96
    private let provider: any TileProviding
    private var decoded: [TileCoordinate: Tile] = [:]

    init(_ provider: any TileProviding) { self.provider = provider }

    /// Tiles decoded so far and kept.
    var count: Int { decoded.count }

    func image(at tile: TileCoordinate) async -> Tile? {
        if let kept = decoded[tile] { return kept }
        guard let image = try? await provider.tile(at: tile) else { return nil }
        let (data, crop): (Data, TileCrop?) =
            switch image {
            case .encoded(let data): (data, nil)
            // A thumbnail is small: the square of the source, without its neighbours' edges.
            case .scaled(let source, let crop, _): (source, crop)
            }
        guard let picture = CairoImage(png: data) else { return nil }
        if decoded.count >= Self.capacity { decoded.removeAll() }
        decoded[tile] = (picture, crop)
        return (picture, crop)
    }
}

/// Where the thumbnail looks: a Web Mercator view of `box`, at the bundled
/// basemap's zooms (0–5) or a fraction above, and the tiles it needs.
struct ThumbnailView {
    let zoom: Int
    let tileSize: Double
    let originX: Double
    let originY: Double
    let tiles: [TileCoordinate]

    init?(box: GeoBox?, width: Double, height: Double) {
        guard let box else { return nil }
        let fitted = box.fittingZoom(width: width, height: height, padding: 10, maxZoom: 8)
        zoom = min(Int(fitted.rounded(.down)), 8)
        // Tiles drawn larger than 256 px make up the fraction of a zoom level.
        tileSize = 256 * pow(2, fitted - Double(zoom))
        let worldSize = tileSize * pow(2, Double(zoom))
        let center = box.center
        originX = WebMercator.x(longitude: center.longitude) * worldSize - width / 2
        originY = WebMercator.y(latitude: center.latitude) * worldSize - height / 2
        let count = 1 << zoom
        let columns = Int((originX / tileSize).rounded(.down))...Int(((originX + width) / tileSize).rounded(.down))
        let rows = Int((originY / tileSize).rounded(.down))...Int(((originY + height) / tileSize).rounded(.down))
        let zoom = self.zoom
        tiles = rows.flatMap { y in
            columns.compactMap { x in
                (0..<count).contains(y) ? TileCoordinate(x: ((x % count) + count) % count, y: y, zoom: zoom) : nil
            }
        }
        self.columns = columns
    }

    private let columns: ClosedRange<Int>

    func project(_ point: GeoPoint) -> (Double, Double) {
        let worldSize = tileSize * pow(2, Double(zoom))
        return (
            WebMercator.x(longitude: point.longitude) * worldSize - originX,
            WebMercator.y(latitude: point.latitude) * worldSize - originY
        )
    }

    func tileX(_ tile: TileCoordinate) -> Double {
        // The column in view (the same tile may wrap around the antimeridian).
        let count = 1 << zoom
        let column = columns.first { ((($0 % count) + count) % count) == tile.x } ?? tile.x
        return Double(column) * tileSize - originX
    }

    func tileY(_ tile: TileCoordinate) -> Double { Double(tile.y) * tileSize - originY }
}
