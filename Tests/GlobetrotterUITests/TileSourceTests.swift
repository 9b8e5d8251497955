import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The bundled basemap of the source tree's data pack.
func bundledTiles() -> OfflineTileProvider {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return OfflineTileProvider(packDirectory: repository.appendingPathComponent("data/pack"))
}

private struct Unavailable: TileProviding {
    let attribution = "nothing"
    func tile(at coordinate: TileCoordinate) async throws -> TileImage {
        throw TileError.unavailable(coordinate, .corrupt(file: "pack.sqlite", reason: "tiles: damaged on purpose"))
    }
}

@MainActor
private func tileSource(_ provider: any TileProviding) -> TileSource {
    TileSource { x, y, zoom in MapTileBytes(try await provider.tile(at: TileCoordinate(x: x, y: y, zoom: zoom))) }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TileSourceTests {
    /// Waits for an async GIO-backed call while pumping the main context.
    private func pumping<T: Sendable>(_ operation: @escaping @MainActor () async throws -> T) async throws -> T {
        var result: Result<T, any Error>?
        let task = Task { @MainActor in
            do { result = .success(try await operation()) } catch { result = .failure(error) }
        }
        #expect(await pumpUntil(timeout: .seconds(10)) { result != nil })
        task.cancel()
        return try result!.get()
    }

    @Test func aBundledTileComesThroughTheCDataSourceAndIsAnnounced() async throws {
        let source = tileSource(bundledTiles())
        var announced: [(Int, Int, Int, Int)] = []
        source.onReceivedData { x, y, zoom, bytes in announced.append((x, y, zoom, bytes.count)) }

        let bytes = try await pumping { try await source.fetch(x: 17, y: 10, zoom: 5) }
        let size = try #require(pngSize(bytes), "a PNG tile")
        #expect(size.width == 256 && size.height == 256)
        #expect(announced.count == 1)
        #expect(announced.first.map { [$0.0, $0.1, $0.2, $0.3] } == [17, 10, 5, bytes.count])
        #expect(source.tilesInFlight == 0)
    }

    @Test func deeperZoomsEnlargeTheZoomFiveTile() async throws {
        let source = tileSource(bundledTiles())
        let bytes = try await pumping { try await source.fetch(x: 68, y: 43, zoom: 7) }
        let size = try #require(pngSize(bytes))
        #expect(size.width == 256 && size.height == 256)
        let original = try await pumping { try await source.fetch(x: 17, y: 10, zoom: 5) }
        #expect(bytes != original, "a cut-out, not the z5 tile itself")
    }

    /// Two z8 tiles either side of the edge between the z5 tiles 17/10 and
    /// 18/10 (Germany and Poland), each enlarged from its own z5 tile, meet as
    /// the enlargement of both z5 tiles in one piece would: no seam. Enlarged
    /// on its own, a tile's square ended at its edge, and the pixels beside
    /// the edge differed by up to a border line's darkness.
    @Test func enlargedTilesOfDifferentSourcesMeetWithoutASeam() async throws {
        let source = tileSource(bundledTiles())
        let west = try await pumping { try await source.fetch(x: 143, y: 83, zoom: 8) }
        let east = try await pumping { try await source.fetch(x: 144, y: 83, zoom: 8) }
        let westSource = try await pumping { try await source.fetch(x: 17, y: 10, zoom: 5) }
        let eastSource = try await pumping { try await source.fetch(x: 18, y: 10, zoom: 5) }
        // Both z5 tiles side by side, enlarged 8x as one picture; the two z8
        // tiles are its part from (7 · 32, 3 · 32) of the western one.
        let strip = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 512, 256))
        defer { g_object_unref(UnsafeMutableRawPointer(strip)) }
        for (index, png) in [westSource, eastSource].enumerated() {
            let tile = try #require(decodedPixbuf(png))
            defer { g_object_unref(UnsafeMutableRawPointer(tile)) }
            gdk_pixbuf_copy_area(tile, 0, 0, 256, 256, strip, Int32(index * 256), 0)
        }
        let whole = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, 512, 256))
        defer { g_object_unref(UnsafeMutableRawPointer(whole)) }
        gdk_pixbuf_scale(strip, whole, 0, 0, 512, 256, -224 * 8, -96 * 8, 8, 8, GDK_INTERP_BILINEAR)
        var largest = 0
        var worstColumn = 0
        for (index, png) in [west, east].enumerated() {
            let tile = try #require(decodedPixbuf(png))
            defer { g_object_unref(UnsafeMutableRawPointer(tile)) }
            for row in 0..<256 {
                for column in 0..<256 {
                    let difference = zip(rgb(tile, column, row), rgb(whole, index * 256 + column, row)).map {
                        abs(Int($0) - Int($1))
                    }.max()!
                    if difference > largest { (largest, worstColumn) = (difference, index * 256 + column) }
                }
            }
        }
        #expect(largest <= 2, "the tiles differ from the whole by \(largest) at column \(worstColumn) of 512")
    }

    private func decodedPixbuf(_ png: [UInt8]) -> OpaquePointer? {
        png.withUnsafeBytes { buffer in
            let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, buffer.count, nil)
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            return gdk_pixbuf_new_from_stream(stream, nil, nil)
        }
    }

    private func rgb(_ pixbuf: OpaquePointer, _ x: Int, _ y: Int) -> [UInt8] {
        let pixels = gdk_pixbuf_read_pixels(pixbuf)!
        let start = y * Int(gdk_pixbuf_get_rowstride(pixbuf)) + x * Int(gdk_pixbuf_get_n_channels(pixbuf))
        return [pixels[start], pixels[start + 1], pixels[start + 2]]
    }

    @Test func firstTilesAreLoadedOnlyAfterSomeWereRequested() async throws {
        let source = tileSource(bundledTiles())
        var loaded = 0
        source.whenFirstTilesLoaded { loaded += 1 }
        #expect(loaded == 0, "nothing asked for yet is not a loaded map")
        _ = try await pumping { try await source.fetch(x: 0, y: 0, zoom: 0) }
        #expect(loaded == 1)
        source.whenFirstTilesLoaded { loaded += 1 }
        #expect(loaded == 2, "once loaded, later callers run at once")
    }

    @Test func aFailedTileIsReportedAndEndsTheRequest() async throws {
        let source = tileSource(Unavailable())
        var failures: [String] = []
        source.onFailure { failures.append(String(describing: $0)) }
        var idle = false
        await #expect(throws: (any Error).self) { try await pumping { try await source.fetch(x: 0, y: 0, zoom: 0) } }
        source.whenIdle { idle = true }
        #expect(idle)
        #expect(
            failures == ["tile 0/0/0 is unavailable: offline data pack pack.sqlite: damaged: tiles: damaged on purpose"]
        )
    }

    @Test func theMapSaysWhenItsTilesAreUnavailable() async throws {
        let application = TestApplication.shared  // initialises GTK before any widget exists
        let page = BasemapView(tileProvider: Unavailable())
        let window = ApplicationWindow(application: application)
        window.setContent(page.root)
        window.setDefaultSize(width: 800, height: 600)
        window.present()
        defer { window.destroy() }
        #expect(!page.isNoticeVisible)
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.isNoticeVisible },
            "the map requested tiles and reported the failure")
        #expect(page.notice.text == "The offline map is damaged or missing. Reinstalling Globetrotter restores it.")
        #expect(
            page.noticeDetails?.hasSuffix(
                "is unavailable: offline data pack pack.sqlite: damaged: tiles: damaged on purpose") == true)
    }

    @Test func theBundledMapShowsNoNotice() async throws {
        let application = TestApplication.shared  // initialises GTK before any widget exists
        let page = BasemapView(tileProvider: bundledTiles())
        let window = ApplicationWindow(application: application)
        window.setContent(page.root)
        window.present()
        defer { window.destroy() }
        // Tiles can be asked for and answered within one batch: wait on the
        // request count, which only grows, rather than on tiles in flight.
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.tiles.tilesRequested > 0 && page.tiles.tilesInFlight == 0 },
            "the map asks for tiles once shown, and gets them")
        #expect(!page.isNoticeVisible)
    }

    /// Between zoom levels tiles sit on fractional pixels; each must still
    /// meet the next without a light seam, and every tile must be drawn.
    @Test func theMapDrawsItsTilesEdgeToEdge() async throws {
        let application = TestApplication.shared
        let page = BasemapView(tileProvider: bundledTiles())
        // The Baltic: open water across several tile edges, at a fractional zoom.
        page.map.center(latitude: 56.5, longitude: 18.5, zoom: 5.37)
        let window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 700, height: 500)
        window.setContent(page.root)
        window.present()
        defer { window.destroy() }
        var shown = false
        page.map.whenTilesShown { shown = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { shown }, "every tile asked for is shown")
        let path = makeTemporaryDirectory(prefix: "map-tiles") + "/map-tiles.png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // The whole window, as on screen: the map's own node rendered alone shows no seams.
        try await renderPNG(window, to: path)
        let image = try #require(CairoImage(png: try Data(contentsOf: URL(fileURLWithPath: path))))
        let rows = Array(stride(from: 40, to: image.height - 60, by: 2))
        // A seam is a column (or row) lighter than both its neighbours all along.
        let seamColumns = (1..<(image.width - 1)).filter { x in
            let lighter = rows.filter { y in
                let here = image.brightness(x: x, y: y)
                return here > image.brightness(x: x - 1, y: y) + 9 && here > image.brightness(x: x + 1, y: y) + 9
            }
            return lighter.count > rows.count / 4
        }
        #expect(seamColumns.isEmpty, "no light line where tiles meet")
        // Drawn tiles: the water is blue-grey, far from the window's light background.
        let dark = rows.filter { image.brightness(x: image.width / 2, y: $0) < 640 }
        #expect(dark.count > rows.count / 2, "the map's middle shows tiles, not the background")
    }
}
