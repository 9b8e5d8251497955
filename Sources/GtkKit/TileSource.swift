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

/// The loader and the source's bookkeeping, owned by the C data source
/// (released by its destroy notify when the source is finalized).
private final class TileLoaderBox: @unchecked Sendable {
    let load: MapTileLoader
    weak var source: TileSource?
    init(_ load: @escaping MapTileLoader) { self.load = load }
}

private let requestTile: GtTileRequestFunc = { source, x, y, zoom, task, _, data in
    let box = Unmanaged<TileLoaderBox>.fromOpaque(data!).takeUnretainedValue()
    let request = UncheckedSendable((source: source!, task: task!))
    MainActor.assumeIsolated {
        box.source?.tileStarted()
        Task { @MainActor [weak owner = box.source] in
            do {
                let tile = try await box.load(Int(x), Int(y), Int(zoom))
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
        let handler = SignalClosureBox<@MainActor (Int, Int, Int, [UInt8]) -> Void>.from(data).handler
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
        let box = TileLoaderBox(loader)
        let source = gt_tile_data_source_new(
            requestTile, Unmanaged.passRetained(box).toOpaque(),
            { Unmanaged<TileLoaderBox>.fromOpaque($0!).release() })!
        super.init(adopting: UnsafeMutableRawPointer(source))
        box.source = self
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
    nonisolated static func encodedTile(_ tile: MapTileBytes) throws -> [UInt8] {
        switch tile {
        case .encoded(let bytes):
            return bytes
        case .scaled(let source, let x, let y, let size):
            let pixbuf = try source.withUnsafeBytes { buffer in
                let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, buffer.count, nil)
                defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
                return try withGError { gdk_pixbuf_new_from_stream(stream, nil, $0) }
            }
            // i18n-ignore: for the log, as below; the map shows no text for a tile.
            guard let pixbuf else { throw GLibError(domain: "globetrotter", code: 1, message: "Undecodable tile") }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            let width = gdk_pixbuf_get_width(pixbuf)
            guard x >= 0, y >= 0, size > 0, x + size <= width, y + size <= gdk_pixbuf_get_height(pixbuf) else {
                // i18n-ignore: for the log.
                throw GLibError(domain: "globetrotter", code: 2, message: "Tile crop outside the source tile")
            }
            let region = gdk_pixbuf_new_subpixbuf(pixbuf, Int32(x), Int32(y), Int32(size), Int32(size))!
            defer { g_object_unref(UnsafeMutableRawPointer(region)) }
            let scaled = gdk_pixbuf_scale_simple(region, width, width, GDK_INTERP_BILINEAR)!
            defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
            var buffer: UnsafeMutablePointer<CChar>?
            var length: Int = 0
            _ = try withGError { gdk_pixbuf_save_to_bufferv(scaled, &buffer, &length, "png", nil, nil, $0) }
            defer { g_free(buffer) }
            return buffer.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? []
        }
    }
}
