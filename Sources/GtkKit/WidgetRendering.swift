import CGLib
import CGlobetrotter
import CGtk
import GLibKit

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
    /// calls `completion`. As GTK's reftests do: a widget paintable holds
    /// content only once the widget is redrawn after the paintable exists, so
    /// wait for its `invalidate-contents`, then snapshot from idle.
    public func renderPNG(to path: String, completion: @escaping @MainActor (Result<Void, RenderError>) -> Void) {
        let paintable = ObjectRef(adopting: UnsafeMutableRawPointer(gtk_widget_paintable_new(widgetPointer)!))
        var connection: SignalConnection?
        var finished = false
        connection = paintable.on("invalidate-contents") { [weak self] in
            MainContext.idle {
                guard let self, !finished else { return }
                do throws(RenderError) {
                    guard try self.save(paintable: OpaquePointer(paintable.objectPointer), to: path) else {
                        return  // Nothing drawn yet: wait for the next invalidation.
                    }
                    finished = true
                    connection?.disconnect()
                    completion(.success(()))
                } catch {
                    finished = true
                    connection?.disconnect()
                    completion(.failure(error))
                }
            }
        }
        gtk_widget_queue_draw(widgetPointer)
    }

    /// Returns false when the paintable has no content yet.
    private func save(paintable: OpaquePointer, to path: String) throws(RenderError) -> Bool {
        guard let native = gtk_widget_get_native(widgetPointer), let renderer = gtk_native_get_renderer(native) else {
            throw .notRealized
        }
        let width = gtk_widget_get_width(widgetPointer)
        let height = gtk_widget_get_height(widgetPointer)
        guard width > 0, height > 0 else { throw .notRealized }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(origin: .init(x: 0, y: 0), size: .init(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { throw .notRealized }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw .saveFailed(path: path) }
        return true
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

@MainActor
extension Widget {
    /// Lays out and redraws this widget and calls `handler` with what the
    /// window's next frame cost: from the frame clock's layout phase to the end
    /// of painting, in milliseconds (not the wait for the next vertical blank),
    /// whatever else that frame did. For benchmarks.
    public func measureNextFrame(_ handler: @escaping @MainActor (Double) -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return }
        let clockRef = ObjectRef(retaining: UnsafeMutableRawPointer(clock))
        let frame = FrameMeasurement()
        frame.layout = clockRef.on("layout") { frame.start = frame.start ?? g_get_monotonic_time() }
        frame.painted = clockRef.on("after-paint") {
            guard let began = frame.start else { return }
            frame.layout?.disconnect()
            frame.painted?.disconnect()
            (frame.layout, frame.painted) = (nil, nil)
            handler(Double(g_get_monotonic_time() - began) / 1000)
        }
        gtk_widget_queue_allocate(widgetPointer)
        gtk_widget_queue_draw(widgetPointer)
    }
}

/// One frame being measured: when its layout began, and its two connections.
@MainActor
private final class FrameMeasurement {
    var start: gint64?
    var layout: SignalConnection?
    var painted: SignalConnection?
}
