import CGLib
import CGlobetrotter
import CGtk
import CShumate
import GLibKit

/// What the map needs for one tile: encoded image bytes, or a square of a
/// lower-zoom tile to enlarge to a full tile.
public enum MapTileBytes: Sendable {
    case encoded([UInt8])
    /// The square at (`x`, `y`) of `source`, enlarged with the edge pixels of
    /// the `neighbours` around `source` (up to `enlargementMargin` from it).
    case scaled(source: [UInt8], x: Int, y: Int, size: Int, neighbours: [MapTileNeighbour] = [])

    /// How far beyond its square an enlargement reads, in source pixels.
    public static let enlargementMargin = 2
}

/// A tile beside an enlarged tile's source: (`dx`, `dy`) = (-1, 0) is west of it.
public struct MapTileNeighbour: Sendable {
    public let dx: Int
    public let dy: Int
    public let bytes: [UInt8]

    public init(dx: Int, dy: Int, bytes: [UInt8]) {
        self.dx = dx
        self.dy = dy
        self.bytes = bytes
    }
}

public typealias MapTileLoader = @MainActor (_ x: Int, _ y: Int, _ zoom: Int) async throws -> MapTileBytes

/// The loader and the Swift source it reports to (weakly: the C data source,
/// which owns the box, can outlive its wrapper).
private typealias TileLoaderBox = ClosureBox<(load: MapTileLoader, source: @MainActor () -> TileSource?)>

private let requestTile: GtTileRequestFunc = { source, x, y, zoom, task, _, data in
    let loader = TileLoaderBox.from(data).closure
    let request = UncheckedSendable((source: source!, task: task!))
    MainActor.assumeIsolated {
        loader.source()?.tileStarted()
        Task { @MainActor [weak owner = loader.source()] in
            do {
                let tile = try await loader.load(Int(x), Int(y), Int(zoom))
                // Enlarging a lower zoom's tile decodes, scales and encodes a PNG:
                // milliseconds a tile, so not on the main thread while the map pans.
                let bytes = try await Task.detached { try TileSource.encodedTile(tile) }.value
                let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
                gt_tile_data_source_complete(request.value.source, request.value.task, gbytes)
                g_bytes_unref(gbytes)
                owner?.tileFinished(failure: nil)
            } catch {
                gt_tile_data_source_fail(
                    request.value.source, request.value.task, Int32(G_IO_ERROR_NOT_FOUND.rawValue),
                    String(describing: error))
                owner?.tileFinished(failure: error)
            }
        }
    }
}

private let receivedDataTrampoline:
    @convention(c) (
        UnsafeMutableRawPointer?, Int32, Int32, Int32, OpaquePointer?, UnsafeMutableRawPointer?
    ) -> Void = { _, x, y, zoom, bytes, data in
        let handler = ClosureBox<@MainActor (Int, Int, Int, [UInt8]) -> Void>.from(data).closure
        var size: gsize = 0
        let pointer = g_bytes_get_data(bytes, &size)
        let copy = pointer.map { Array(UnsafeRawBufferPointer(start: $0, count: Int(size))) } ?? []
        MainActor.assumeIsolated { handler(Int(x), Int(y), Int(zoom), copy) }
    }

/// A `ShumateDataSource` (our C `GtTileDataSource`) whose tiles come from a
/// Swift loader. libshumate 1.0 only draws tiles announced by `received-data`,
/// which the C side emits when a request completes.
@MainActor
public final class TileSource: ObjectRef, @unchecked Sendable {
    private var inFlight = 0
    private var requested = 0
    private var idleHandlers: [@MainActor () -> Void] = []
    private var loadedHandlers: [@MainActor () -> Void] = []
    private var failureHandlers: [@MainActor (any Error) -> Void] = []

    public init(loader: @escaping MapTileLoader) {
        let owner = WeakReference<TileSource>()
        let box = TileLoaderBox((load: loader, source: { owner.object }))
        let source = gt_tile_data_source_new(requestTile, box.retained(), releaseClosureBox)!
        super.init(adopting: UnsafeMutableRawPointer(source))
        owner.object = self
    }

    var dataSourcePointer: UnsafeMutablePointer<ShumateDataSource> { cast() }

    /// Tile requests not yet answered.
    public var tilesInFlight: Int { inFlight }

    /// Tile requests made so far.
    public var tilesRequested: Int { requested }

    /// Runs `handler` once no tile is loading (now, if none is).
    public func whenIdle(_ handler: @escaping @MainActor () -> Void) {
        if inFlight == 0 { handler() } else { idleHandlers.append(handler) }
    }

    /// Runs `handler` once the map has asked for tiles and none is loading:
    /// its first view is drawn (or has failed). A map not on screen never asks.
    public func whenFirstTilesLoaded(_ handler: @escaping @MainActor () -> Void) {
        if requested > 0 && inFlight == 0 { handler() } else { loadedHandlers.append(handler) }
    }

    /// Called with the loader's error each time a tile cannot be loaded.
    public func onFailure(_ handler: @escaping @MainActor (any Error) -> Void) { failureHandlers.append(handler) }

    /// The `received-data` signal: the tile's coordinates and image bytes.
    @discardableResult
    public func onReceivedData(_ handler: @escaping @MainActor (Int, Int, Int, [UInt8]) -> Void) -> SignalConnection {
        connectSignal(
            "received-data", trampoline: unsafeBitCast(receivedDataTrampoline, to: UnsafeRawPointer.self),
            handler: handler)
    }

    /// Requests a tile through libshumate's public API, as its renderer does.
    public func fetch(x: Int, y: Int, zoom: Int) async throws -> [UInt8] {
        let source = dataSourcePointer
        return try await gioAsync { cancellable, callback, data in
            shumate_data_source_get_tile_data_async(
                source, Int32(x), Int32(y), Int32(zoom), cancellable, callback, data)
        } finish: { result in
            let bytes = try withGError { shumate_data_source_get_tile_data_finish(source, result, $0) }
            defer { if let bytes { g_bytes_unref(bytes) } }
            var size: gsize = 0
            guard let bytes, let pointer = g_bytes_get_data(bytes, &size) else { return [] }
            return Array(UnsafeRawBufferPointer(start: pointer, count: Int(size)))
        }
    }

    fileprivate func tileStarted() {
        inFlight += 1
        requested += 1
    }

    fileprivate func tileFinished(failure: (any Error)?) {
        inFlight -= 1
        if let failure { failureHandlers.forEach { $0(failure) } }
        guard inFlight == 0 else { return }
        let handlers = idleHandlers + loadedHandlers
        idleHandlers = []
        loadedHandlers = []
        handlers.forEach { $0() }
    }

    /// Cuts and enlarges a region of a lower-zoom tile with GdkPixbuf.
    ///
    /// Each tile enlarged on its own would read only its own square: the
    /// filter stops at the square's edges, and side by side the tiles show a
    /// seam at every edge. The square is enlarged with a margin of the pixels
    /// around it, from the source and its neighbours, so the filter reads what
    /// the tile's neighbours read, and adjacent tiles meet as one picture.
    nonisolated static func encodedTile(_ tile: MapTileBytes) throws -> [UInt8] {
        switch tile {
        case .encoded(let bytes):
            return bytes
        case .scaled(let source, let x, let y, let size, let neighbours):
            let centre = try decoded(source)
            defer { g_object_unref(UnsafeMutableRawPointer(centre)) }
            let width = Int(gdk_pixbuf_get_width(centre))
            guard x >= 0, y >= 0, size > 0, x + size <= width, y + size <= Int(gdk_pixbuf_get_height(centre)) else {
                // i18n-ignore: for the log.
                throw GLibError(domain: "globetrotter", code: 2, message: "Tile crop outside the source tile")
            }
            var around = [Offset(dx: 0, dy: 0): centre]
            defer {
                for (offset, pixbuf) in around where offset != Offset(dx: 0, dy: 0) {
                    g_object_unref(UnsafeMutableRawPointer(pixbuf))
                }
            }
            for neighbour in neighbours {
                // A neighbour that cannot be read is left out: the edge is extended there.
                guard let pixbuf = try? decoded(neighbour.bytes), gdk_pixbuf_get_width(pixbuf) == width,
                    gdk_pixbuf_get_height(pixbuf) == width
                else { continue }
                around[Offset(dx: neighbour.dx, dy: neighbour.dy)] = pixbuf
            }
            let margin = MapTileBytes.enlargementMargin
            let region = mosaic(around, width: width, x: x - margin, y: y - margin, side: size + 2 * margin)
            defer { g_object_unref(UnsafeMutableRawPointer(region)) }
            let scale = Double(width) / Double(size)
            let enlarged = gdk_pixbuf_new(
                GDK_COLORSPACE_RGB, gdk_pixbuf_get_has_alpha(region), 8, Int32(width), Int32(width))!
            defer { g_object_unref(UnsafeMutableRawPointer(enlarged)) }
            gdk_pixbuf_scale(
                region, enlarged, 0, 0, Int32(width), Int32(width), -Double(margin) * scale, -Double(margin) * scale,
                scale, scale, GDK_INTERP_BILINEAR)
            var buffer: UnsafeMutablePointer<CChar>?
            var length: Int = 0
            _ = try withGError { gdk_pixbuf_save_to_bufferv(enlarged, &buffer, &length, "png", nil, nil, $0) }
            defer { g_free(buffer) }
            return buffer.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? []
        }
    }

    private struct Offset: Hashable {
        let dx: Int
        let dy: Int
    }

    /// -1 before a tile's pixels, 0 in them, 1 after.
    private nonisolated static func side(of coordinate: Int, _ width: Int) -> Int {
        coordinate < 0 ? -1 : coordinate >= width ? 1 : 0
    }

    private nonisolated static func decoded(_ bytes: [UInt8]) throws -> OpaquePointer {
        let pixbuf = try bytes.withUnsafeBytes { buffer in
            let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, buffer.count, nil)
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            return try withGError { gdk_pixbuf_new_from_stream(stream, nil, $0) }
        }
        // i18n-ignore: for the log, as below; the map shows no text for a tile.
        guard let pixbuf else { throw GLibError(domain: "globetrotter", code: 1, message: "Undecodable tile") }
        return pixbuf
    }

    /// The square (`x`, `y`, `side`) in the pixels of the tile at (0, 0) of
    /// `tiles` (each `width` wide), reaching into the tiles around it; where
    /// no tile is, the nearest pixel of the one at (0, 0).
    private nonisolated static func mosaic(
        _ tiles: [Offset: OpaquePointer], width: Int, x: Int, y: Int, side: Int
    ) -> OpaquePointer {
        let centre = tiles[Offset(dx: 0, dy: 0)]!
        let hasAlpha = gdk_pixbuf_get_has_alpha(centre) != 0
        let channels = hasAlpha ? 4 : 3
        let region = gdk_pixbuf_new(GDK_COLORSPACE_RGB, hasAlpha ? 1 : 0, 8, Int32(side), Int32(side))!
        let target = gdk_pixbuf_get_pixels(region)!, targetStride = Int(gdk_pixbuf_get_rowstride(region))
        let sources = tiles.mapValues {
            (
                pixels: gdk_pixbuf_read_pixels($0)!, stride: Int(gdk_pixbuf_get_rowstride($0)),
                channels: Int(gdk_pixbuf_get_n_channels($0))
            )
        }
        for row in 0..<side {
            for column in 0..<side {
                var sourceX = x + column, sourceY = y + row
                var offset = Offset(dx: Self.side(of: sourceX, width), dy: Self.side(of: sourceY, width))
                if sources[offset] == nil {
                    offset = Offset(dx: 0, dy: 0)
                    sourceX = min(max(sourceX, 0), width - 1)
                    sourceY = min(max(sourceY, 0), width - 1)
                }
                let source = sources[offset]!
                let inTileX = sourceX - offset.dx * width, inTileY = sourceY - offset.dy * width
                let from = source.pixels + inTileY * source.stride + inTileX * source.channels
                let to = target + row * targetStride + column * channels
                to[0] = from[0]
                to[1] = from[1]
                to[2] = from[2]
                if hasAlpha { to[3] = source.channels == 4 ? from[3] : 255 }
            }
        }
        return region
    }
}
