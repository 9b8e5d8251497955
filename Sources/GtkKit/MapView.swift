import CGLib
import CGlobetrotter
import CGtk
import CShumate
import GLibKit

/// What the map needs for one tile: encoded image bytes, or a square of a
/// lower-zoom tile to enlarge to a full tile.
public enum MapTileBytes: Sendable {
    case encoded([UInt8])
    case scaled(source: [UInt8], x: Int, y: Int, size: Int)
}

public typealias MapTileLoader = @MainActor (_ x: Int, _ y: Int, _ zoom: Int) async throws -> MapTileBytes

private final class TileLoaderBox: @unchecked Sendable {
    let load: MapTileLoader
    weak var map: MapView?
    init(_ load: @escaping MapTileLoader) { self.load = load }
}

private let requestTile: GtTileRequestFunc = { source, x, y, zoom, task, _, data in
    let box = Unmanaged<TileLoaderBox>.fromOpaque(data!).takeUnretainedValue()
    let request = UncheckedSendable((source: source!, task: task!))
    MainActor.assumeIsolated {
        box.map?.tileStarted()
        Task { @MainActor [weak map = box.map] in
            do {
                let bytes = try MapView.encodedTile(try await box.load(Int(x), Int(y), Int(zoom)))
                let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
                gt_tile_data_source_complete(request.value.source, request.value.task, gbytes)
                g_bytes_unref(gbytes)
            } catch {
                gt_tile_data_source_fail(
                    request.value.source, request.value.task, Int32(G_IO_ERROR_NOT_FOUND.rawValue),
                    String(describing: error))
            }
            map?.tileFinished()
        }
    }
}

/// A libshumate map (`ShumateSimpleMap`: zoom buttons, scale, licence) whose
/// tiles come from a Swift loader through `GtTileDataSource`.
@MainActor
public final class MapView: Widget, @unchecked Sendable {
    private var pendingTiles = 0
    private var idleHandlers: [@MainActor () -> Void] = []

    public convenience init(
        id: String, name: String, license: String, licenseURI: String, maxZoom: UInt32, loader: @escaping MapTileLoader
    ) {
        self.init(widget: UnsafeMutableRawPointer(shumate_simple_map_new()!))
        let box = TileLoaderBox(loader)
        box.map = self
        let source = gt_tile_data_source_new(
            requestTile, Unmanaged.passRetained(box).toOpaque(), { Unmanaged<TileLoaderBox>.fromOpaque($0!).release() })!
        let renderer = shumate_raster_renderer_new_full(
            id, name, license, licenseURI, 0, maxZoom, 256, SHUMATE_MAP_PROJECTION_MERCATOR,
            UnsafeMutableRawPointer(source).assumingMemoryBound(to: ShumateDataSource.self))
        g_object_unref(UnsafeMutableRawPointer(source))
        shumate_simple_map_set_map_source(
            opaque, UnsafeMutableRawPointer(renderer!).assumingMemoryBound(to: ShumateMapSource.self))
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    private var simpleMap: OpaquePointer { opaque }

    public func center(latitude: Double, longitude: Double, zoom: Double) {
        let viewport = shumate_simple_map_get_viewport(simpleMap)
        shumate_viewport_set_zoom_level(viewport, zoom)
        shumate_map_center_on(shumate_simple_map_get_map(simpleMap), latitude, longitude)
    }

    public var zoomLevel: Double { shumate_viewport_get_zoom_level(shumate_simple_map_get_viewport(simpleMap)) }

    /// Number of tile requests not yet answered.
    public var tilesInFlight: Int { pendingTiles }

    /// Runs `handler` once no tile is loading (now, if none is).
    public func whenTilesLoaded(_ handler: @escaping @MainActor () -> Void) {
        if pendingTiles == 0 { handler() } else { idleHandlers.append(handler) }
    }

    fileprivate func tileStarted() { pendingTiles += 1 }

    fileprivate func tileFinished() {
        pendingTiles -= 1
        guard pendingTiles == 0 else { return }
        let handlers = idleHandlers
        idleHandlers = []
        handlers.forEach { $0() }
    }

    /// Cuts and enlarges a region of a lower-zoom tile with GdkPixbuf.
    static func encodedTile(_ tile: MapTileBytes) throws -> [UInt8] {
        switch tile {
        case .encoded(let bytes):
            return bytes
        case .scaled(let source, let x, let y, let size):
            let pixbuf = try source.withUnsafeBytes { buffer in
                let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, buffer.count, nil)
                defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
                return try withGError { gdk_pixbuf_new_from_stream(stream, nil, $0) }
            }
            guard let pixbuf else { throw GLibError(domain: "globetrotter", code: 1, message: "Undecodable tile") }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            let width = gdk_pixbuf_get_width(pixbuf)
            let region = gdk_pixbuf_new_subpixbuf(pixbuf, Int32(x), Int32(y), Int32(size), Int32(size))!
            defer { g_object_unref(UnsafeMutableRawPointer(region)) }
            let scaled = gdk_pixbuf_scale_simple(region, width, width, GDK_INTERP_BILINEAR)!
            defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
            var buffer: UnsafeMutablePointer<CChar>?
            var length: Int = 0
            _ = try withGError { gdk_pixbuf_save_to_bufferv(scaled, &buffer, &length, "png", nil, nil, $0) }
            defer { g_free(buffer) }
            return buffer.map { Array(UnsafeRawBufferPointer(start: $0, count: length).bindMemory(to: UInt8.self)) }
                ?? []
        }
    }
}
