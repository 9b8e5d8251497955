import CGLib
import CGlobetrotter
import CGtk
import GLibKit
import Glibc

public enum RenderError: Error, CustomStringConvertible {
    case notRealized
    case saveFailed(path: String)

    /// For the log; the app words what it tells a person (GlobetrotterApp).
    public var description: String {
        switch self {
        case .notRealized: "The window is not shown yet, so it cannot be rendered"  // i18n-ignore: for the log
        case .saveFailed(let path): "Could not write the screenshot to \(path)"  // i18n-ignore: for the log
        }
    }
}

@MainActor
extension Widget {
    /// Renders the widget with its window's own GSK renderer into a PNG and
    /// calls `completion`.
    public func renderPNG(to path: String, completion: @escaping @MainActor (Result<Void, RenderError>) -> Void) {
        whenDrawn(waitingToBeShown: true) { drawn in
            completion(
                drawn.flatMap { texture in
                    gdk_texture_save_to_png(texture, path) != 0 ? .success(()) : .failure(.saveFailed(path: path))
                })
        }
    }

    /// Calls `deliver` once with the widget as its window's GSK renderer draws
    /// it now; the texture lives only for the call. As GTK's reftests do: a
    /// widget paintable holds content only once the widget is redrawn after
    /// the paintable exists, so wait for its `invalidate-contents`, then
    /// snapshot from idle.
    /// - Parameter waitingToBeShown: false answers `.notRealized` at once for
    ///   a widget not on screen; true waits for its first frame.
    func whenDrawn(
        waitingToBeShown: Bool, _ deliver: @escaping @MainActor (Result<OpaquePointer, RenderError>) -> Void
    ) {
        guard waitingToBeShown || isRenderable else { return deliver(.failure(.notRealized)) }
        let paintable = ObjectRef(adopting: UnsafeMutableRawPointer(gtk_widget_paintable_new(widgetPointer)!))
        var connection: SignalConnection?
        var finished = false
        connection = paintable.on("invalidate-contents") { [weak self] in
            MainContext.idle {
                guard let self, !finished else { return }
                do throws(RenderError) {
                    try self.withTexture(of: OpaquePointer(paintable.objectPointer)) { texture in
                        finished = true
                        connection?.disconnect()
                        deliver(.success(texture))
                    }
                } catch {
                    finished = true
                    connection?.disconnect()
                    deliver(.failure(error))
                }
            }
        }
        gtk_widget_queue_draw(widgetPointer)
    }

    private var isRenderable: Bool {
        gtk_widget_get_native(widgetPointer) != nil && gtk_widget_get_width(widgetPointer) > 0
            && gtk_widget_get_height(widgetPointer) > 0
    }

    /// Calls `body` with the paintable's texture; does not call it while the
    /// paintable has no content yet (the next invalidation brings it).
    private func withTexture(of paintable: OpaquePointer, _ body: (OpaquePointer) -> Void) throws(RenderError) {
        guard let native = gtk_widget_get_native(widgetPointer), let renderer = gtk_native_get_renderer(native) else {
            throw .notRealized
        }
        let width = gtk_widget_get_width(widgetPointer)
        let height = gtk_widget_get_height(widgetPointer)
        guard width > 0, height > 0 else { throw .notRealized }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(origin: .init(x: 0, y: 0), size: .init(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { throw .notRealized }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        body(texture)
    }

    /// Calls `handler` once, after the next frame this widget's window paints
    /// (its first frame, if it is not shown yet).
    public func onNextFrame(_ handler: @escaping @MainActor () -> Void) {
        // Works on the widget pointer, not `self`: the wrapper may be gone by
        // the time the widget is realized.
        let connectToClock: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void = { widget in
            guard let clock = gtk_widget_get_frame_clock(widget) else { return }
            let clockRef = ObjectRef(retaining: UnsafeMutableRawPointer(clock))
            var connection: SignalConnection?
            connection = clockRef.on("after-paint") {
                connection?.disconnect()
                connection = nil
                handler()
            }
        }
        if gtk_widget_get_realized(widgetPointer) != 0 {
            connectToClock(widgetPointer)
            gtk_widget_queue_draw(widgetPointer)
        } else {
            var realize: SignalConnection?
            realize = on("realize") { (widget: Emitter) in
                realize?.disconnect()
                realize = nil
                connectToClock(widget.cast())
            }
        }
    }
}

/// What one frame of a run of frames cost (see `measureFrames`).
public struct FrameCost: Sendable {
    /// From the frame clock's layout phase to the end of painting: the main
    /// thread's part of the frame (not the wait for the next vertical blank).
    public let paintMilliseconds: Double
    /// Since the previous frame's end: what each frame takes while frames
    /// follow each other, at least the display's refresh interval.
    public let intervalMilliseconds: Double
    /// The CPU time the whole process spent since the previous frame's end,
    /// all threads: a software OpenGL (llvmpipe) rasterizes on threads of its
    /// own, partly after the frame is handed over, which `paintMilliseconds`
    /// misses. A busy machine inflates it much less than wall-clock times.
    public let cpuMilliseconds: Double
}

@MainActor
extension Widget {
    /// Runs `count` frames back to back, as an animation or a drag does, and
    /// calls `completion` with what each cost. `step` runs before each frame
    /// (it changes what is drawn: pans a map a few pixels); this widget is
    /// laid out and redrawn in each. The first frame, which waits for the
    /// clock, is not counted. For benchmarks.
    public func measureFrames(
        count: Int, step: @escaping @MainActor (Int) -> Void,
        completion: @escaping @MainActor ([FrameCost]) -> Void
    ) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return completion([]) }
        let clockRef = ObjectRef(retaining: UnsafeMutableRawPointer(clock))
        let run = FrameRun()
        let widget = widgetPointer
        let next: @MainActor () -> Void = {
            step(run.frames)
            gtk_widget_queue_allocate(widget)
            gtk_widget_queue_draw(widget)
        }
        run.layout = clockRef.on("layout") { run.layoutStart = run.layoutStart ?? g_get_monotonic_time() }
        run.painted = clockRef.on("after-paint") {
            guard let layoutStart = run.layoutStart else { return }
            let now = g_get_monotonic_time(), cpu = processCPUMicroseconds()
            if let previousEnd = run.previousEnd, let previousCPU = run.previousCPU {
                run.costs.append(
                    FrameCost(
                        paintMilliseconds: Double(now - layoutStart) / 1000,
                        intervalMilliseconds: Double(now - previousEnd) / 1000,
                        cpuMilliseconds: Double(cpu - previousCPU) / 1000))
            }
            (run.previousEnd, run.previousCPU, run.layoutStart) = (now, cpu, nil)
            run.frames += 1
            guard run.costs.count < count else {
                run.layout?.disconnect()
                run.painted?.disconnect()
                (run.layout, run.painted) = (nil, nil)
                return completion(run.costs)
            }
            next()
        }
        next()
    }
}

private func processCPUMicroseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000
}

/// A run of frames being measured: its connections and what each frame cost.
@MainActor
private final class FrameRun {
    var layout: SignalConnection?
    var painted: SignalConnection?
    var layoutStart: gint64?
    var previousEnd: gint64?
    var previousCPU: Int64?
    var frames = 0
    var costs: [FrameCost] = []
}
