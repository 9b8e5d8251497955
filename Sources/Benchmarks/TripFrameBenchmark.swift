import CGLib
import CGtk
import CShumate
import Foundation
import GLibKit
import GlobetrotterCore
import GlobetrotterUI
import GtkKit
import OpenCombine

/// One frame of the Trips map while it pans, under each of GTK's renderers:
/// `globetrotter-bench trips` runs `globetrotter-bench trip-frames` three
/// times, as GTK reads `GSK_RENDERER` once a process — unset (the app's own
/// choice: GTK's default, or cairo where OpenGL is a software rasterizer),
/// `gl` (OpenGL forced, Mesa's llvmpipe on a machine without a GPU) and `cairo`.
enum TripFrameRenderers {
    static func run(runs: Int) {
        for requested in [nil, "gl", "cairo"] as [String?] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            process.arguments = ["trip-frames", "--runs=\(runs)"]
            var environment = ProcessInfo.processInfo.environment
            environment["GSK_RENDERER"] = requested
            process.environment = environment
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                emit([
                    "benchmark": "trips", "measurement": "trip_frame", "requested_renderer": requested ?? "default",
                    "error": String(describing: error),
                ])
            }
        }
    }
}

/// In a real window: the frame clock's layout and paint (not the wait for
/// the next vertical blank) of the window's frame while the map pans a few
/// pixels a frame, as a drag does — the map laid out and drawn anew, every
/// pin placed, the line stroked. Target < 16 ms. Measured for a trip of 1,000
/// stops with a stored 50,000-point route, of 99 stops (the most that get a
/// widget, a focusable button, per pin), of two stops (the app's map alone),
/// and two floors without the app's code: the same window empty, and the
/// window with nothing but a libshumate map drawn by libshumate's own raster
/// renderer over the same tiles (what any app showing a map pays).
@MainActor
struct TripFrameBenchmark {
    let runs: Int

    func run() {
        let requested = ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "default"
        // As the app does (main.swift), before GTK opens its display.
        if requested == "default" { Renderer.preferCairoWhereOpenGLIsSoftware() }
        do {
            let application = try makeApplication()
            let window = try measureBareWindow(in: application)
            let bareMap = try measureBareMap(in: application)
            let twoStops = try measure(stops: 2, routePoints: 0, in: application)
            let widgetPins = try measure(stops: 99, routePoints: 0, in: application)
            let trip = try measure(stops: 1000, routePoints: 50_000, in: application)
            let days = try measureDays(stops: 1000, in: application)
            let context: [String: Any] = [
                "requested_renderer": requested, "renderer": window.renderer,
                "opengl": Renderer.openGLRenderer ?? "none",
            ]
            let windowCPU = median(window.costs.map(\.cpuMilliseconds))
            let measurements: [(String, [FrameCost], [String: Any])] = [
                ("frame_bare_window", window.costs, ["note": "an empty window of the same size, redrawn whole"]),
                (
                    "frame_bare_libshumate_map", bareMap.costs,
                    ["note": "a window with only a libshumate map (libshumate's own raster renderer, same tiles)"]
                ),
                ("trip_frame_2_stops", twoStops.costs, ["stops": 2]),
                ("trip_frame_99_stops", widgetPins.costs, ["stops": 99]),
                (
                    "trip_frame_1000_stops", trip.costs,
                    [
                        "stops": 1000, "route_points": 50_000,
                        "blocked_by": windowCPU >= 16
                            ? "an empty window of the same size already costs \(round1(windowCPU)) ms of CPU a frame with this renderer"
                            : "",
                    ]
                ),
                ("trip_days_scroll_1000_stops", days, ["stops": 1000, "note": "the Days view scrolling 3 px a frame"]),
            ]
            for (name, costs, extra) in measurements {
                emit(frameFields(costs, measurement: name).merging(context) { $1 }.merging(extra) { $1 })
            }
        } catch {
            emit([
                "benchmark": "trips", "measurement": "trip_frame", "requested_renderer": requested,
                "error": String(describing: error),
            ])
        }
    }

    private func frameFields(_ costs: [FrameCost], measurement: String) -> [String: Any] {
        let paint = costs.map(\.paintMilliseconds).sorted()
        let interval = costs.map(\.intervalMilliseconds).sorted()
        let cpu = costs.map(\.cpuMilliseconds).sorted()
        return [
            "benchmark": "trips", "measurement": measurement, "frames": costs.count,
            // The main thread's layout and paint of a frame.
            "paint_median_ms": round2(median(paint)), "paint_p99_ms": round2(percentile(paint, 0.99)),
            // Frames back to back: at least the display's refresh interval (16.7 ms).
            "interval_median_ms": round2(median(interval)), "interval_p90_ms": round2(percentile(interval, 0.9)),
            // All threads' CPU time per frame (a software OpenGL rasterizes on threads of its own,
            // partly after the paint): the load-independent measure, with its spread.
            "cpu_median_ms": round2(median(cpu)), "cpu_p10_ms": round2(percentile(cpu, 0.1)),
            "cpu_p90_ms": round2(percentile(cpu, 0.9)),
            "target_ms": 16, "met": median(cpu) < 16,
        ]
    }

    private func makeApplication() throws -> Application {
        MainLoopIntegration.install()
        AppResources.register()
        let application = Application(id: "io.github.globetrotter.Globetrotter.Bench", handlesCommandLine: false)
        application.makeNonUnique()
        application.resourceBasePath = AppResources.basePath
        try application.register()
        return application
    }

    /// The frame costs of an empty window of the benchmark's size, redrawn.
    private func measureBareWindow(in application: Application) throws -> (costs: [FrameCost], renderer: String) {
        let window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1200, height: 800)
        let content = Box(.vertical, spacing: 0, [])
        content.expand()
        window.setContent(content)
        window.present()
        pump(until: { window.allocatedSize.width > 0 }, seconds: 10)
        pump(seconds: 0.5)
        // Every frame draws the whole window anew: its background changes colour.
        let costs = frames { step in
            if step.isMultiple(of: 2) { content.addCSSClass("view") } else { content.removeCSSClass("view") }
            return window
        }
        let renderer = rendererName(of: window)
        window.destroy()
        return (costs, renderer)
    }

    /// The frame costs of a window holding only a libshumate map, drawn by
    /// libshumate's `ShumateRasterRenderer` from the app's offline tiles,
    /// over the same region as the trips.
    private func measureBareMap(in application: Application) throws -> (costs: [FrameCost], renderer: String) {
        let provider = OfflineTileProvider(pack: DataPack(root: benchmarkPackRoot))
        let tiles = TileSource { x, y, zoom in
            switch try await provider.tile(at: TileCoordinate(x: x, y: y, zoom: zoom)) {
            case .encoded(let data): .encoded([UInt8](data))
            case .scaled(let source, let crop, _):
                .scaled(source: [UInt8](source), x: crop.x, y: crop.y, size: crop.size)
            }
        }
        let map = MapView(widget: UnsafeMutableRawPointer(shumate_simple_map_new()!))
        let renderer = shumate_raster_renderer_new(tiles.cast())!
        shumate_simple_map_set_map_source(
            map.opaque, UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: ShumateMapSource.self))
        g_object_unref(UnsafeMutableRawPointer(renderer))
        map.expand()
        let window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1200, height: 800)
        window.setContent(map)
        window.present()
        pump(until: { map.allocatedSize.width > 0 }, seconds: 10)
        map.show(latitude: 49, longitude: 6, zoom: 5.5)
        pump(until: { tiles.tilesRequested > 0 && tiles.tilesInFlight == 0 }, seconds: 10)
        pump(seconds: 1)
        let costs = frames { step in
            map.pan(dx: panStep(step), dy: 0)
            // libshumate's map layer does not always redraw for a pan of a few
            // pixels (its last drawing is reused): make every frame draw the pan.
            _ = map.firstDescendant {
                gtk_widget_queue_draw($0.widgetPointer); return false
            }
            return map
        }
        let name = rendererName(of: window)
        window.destroy()
        withExtendedLifetime(tiles) {}
        return (costs, name)
    }

    /// The frame costs of a trip of `stops` stops while its map pans.
    private func measure(stops count: Int, routePoints: Int, in application: Application) throws -> (
        costs: [FrameCost], renderer: String
    ) {
        let opened = try openTrip(stops: count, routePoints: routePoints, in: application)
        let window = opened.window
        guard let mapWidget = window.firstDescendant(where: { $0.typeName == "ShumateSimpleMap" }) else {
            throw BenchmarkFailure.noMap
        }
        let map = MapView(widget: mapWidget.objectPointer)
        // Each frame pans the map a few pixels: every pin is placed and the line stroked anew.
        let costs = frames { step in
            map.pan(dx: panStep(step), dy: 0)
            return map
        }
        let renderer = rendererName(of: window)
        opened.close()
        return (costs, renderer)
    }

    /// The frame costs of a dated trip's Days view (a day per row, recycled) while it scrolls.
    private func measureDays(stops count: Int, in application: Application) throws -> [FrameCost] {
        let opened = try openTrip(
            stops: count, routePoints: 0, startDate: LocalDate(year: 2026, month: 12, day: 7), in: application)
        defer { opened.close() }
        let window = opened.window
        guard
            let stack = window.firstDescendant(where: {
                $0.typeName == "GtkStack" && gtk_stack_get_child_by_name($0.opaque, "days") != nil
            })
        else { throw BenchmarkFailure.noDays }
        gtk_stack_set_visible_child_name(stack.opaque, "days")
        pump(seconds: 1)
        guard
            let list = window.firstDescendant(where: { gtk_widget_has_css_class($0.widgetPointer, "trip-days") != 0 }),
            let scroller = list.parent, let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)
        else { throw BenchmarkFailure.noDays }
        // Ten frames down, ten up, 3 px each, as a touchpad's scroll sends them.
        return frames { step in
            let offset: Double = (step / 10).isMultiple(of: 2) ? 3 : -3
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + offset)
            return scroller
        }
    }

    /// A window showing the page of a new trip of `count` stops (and a stored route of `routePoints`).
    private func openTrip(
        stops count: Int, routePoints: Int, startDate: LocalDate? = nil, in application: Application
    ) throws -> OpenedTrip {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Benchmark")
        if let startDate { try store.setStartDate(startDate, ofTrip: trip.id) }
        var stops: [GeoPoint] = []
        // The two stops are the corners of the others' box: the same view
        // (zoom, tiles), without their pins and line.
        let corners = [GeoPoint(latitude: 44, longitude: 2), GeoPoint(latitude: 53.99, longitude: 10)]
        for index in 0..<count {
            let along = Double(index) / Double(count)
            let point =
                count == 2
                ? corners[index] : GeoPoint(latitude: 44 + 10 * along, longitude: 6 + 4 * sin(25 * along))
            stops.append(point)
            _ = try store.appendWaypoint(Place(name: "Stop \(index + 1)", point: point), toTrip: trip.id)
        }
        let line = (0..<routePoints).map {
            GeoPoint(latitude: 44 + Double($0) / 5_000, longitude: 6 + 4 * sin(Double($0) / 2_000))
        }
        let legs = (1..<count).map { _ in RouteLeg(distance: 1_200, duration: 90) }
        if !line.isEmpty { try store.store(Route(legs: legs, line: line, source: .osrm), for: stops) }

        let flow = TripsFlow(
            dependencies: TripsDependencies(
                store: store, routes: RouteService(router: nil, store: store),
                finder: PlaceFinder(typeAhead: nil, onSubmit: nil, offline: NoPlaces()),
                places: PlaceText { _ in nil }, naming: NearestCityNaming(pack: DataPack(root: benchmarkPackRoot))),
            tiles: OfflineTileProvider(pack: DataPack(root: benchmarkPackRoot)))
        let coordinator = TripsCoordinator(screens: flow)
        let run = coordinator.start().sink { _ in }
        let window = ApplicationWindow(application: application)
        window.setDefaultSize(width: 1200, height: 800)
        window.setContent(flow.root)
        window.present()
        flow.sendToTripList(.openTrip(id: trip.id))
        pump(until: { flow.isShowingTrip && !flow.root.isTransitionRunning }, seconds: 30)
        // The page's content (rows, pins, line) arrives over a few main-loop turns.
        pump(seconds: 2)
        return OpenedTrip(window: window, run: run, coordinator: coordinator)
    }

    /// An opened trip's window, and what keeps its flow running.
    @MainActor
    private struct OpenedTrip {
        let window: ApplicationWindow
        let run: AnyCancellable
        let coordinator: TripsCoordinator

        func close() {
            run.cancel()
            window.destroy()
        }
    }

    /// Measures `max(runs * 10, 60)` frames drawn back to back; `step`
    /// prepares each (pans the map) and returns the widget to redraw.
    private func frames(_ step: @escaping @MainActor (Int) -> Widget) -> [FrameCost] {
        var samples: [FrameCost]?
        let widget = step(0)
        widget.measureFrames(count: max(runs * 10, 60), step: { _ = step($0) }) { samples = $0 }
        pump(until: { samples != nil }, seconds: 120)
        return samples ?? []
    }

    /// Pixels to pan at frame `step`: ten frames one way, ten back, as a drag
    /// to and fro (the view stays over the tiles loaded before).
    private func panStep(_ step: Int) -> Double { (step / 10).isMultiple(of: 2) ? 3 : -3 }

    private func rendererName(of window: Widget) -> String { Renderer.name(drawing: window) }

    private func pump(until done: () -> Bool = { false }, seconds: Double) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !done() && ContinuousClock.now < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
    }
}

private enum BenchmarkFailure: Error { case noMap, noDays }

/// No places: the frame benchmark never searches.
private struct NoPlaces: PlaceSearching {
    var name: String { "none" }
    func places(matching query: String, limit: Int) async throws(PlaceSearchError) -> [Place] { [] }
}
