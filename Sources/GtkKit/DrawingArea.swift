import CGLib
import CGtk
import GLibKit

public typealias DrawHandler = @MainActor (borrowing CairoCanvas) -> Void

/// A widget that draws itself with cairo through a `CairoCanvas`.
///
/// The draw closure is boxed and passed *retained* to GTK, which releases it
/// with the area (or when the closure is replaced): it never depends on this
/// Swift wrapper staying alive.
@MainActor
public final class DrawingArea: Widget, @unchecked Sendable {
    /// What assistive technologies announce the area as.
    public enum Role: Sendable {
        /// GTK's default for a drawing area: a generic widget.
        case widget
        /// A picture (a chart): read as an image with its accessible label.
        case image
    }

    public convenience init(role: Role = .widget) {
        switch role {
        case .widget:
            self.init(widget: gtk_drawing_area_new())
        case .image:
            // The role is construct-only: pass it to g_object_new.
            var value = GValue()
            g_value_init(&value, gtk_accessible_role_get_type())
            g_value_set_enum(&value, gint(GTK_ACCESSIBLE_ROLE_IMG.rawValue))
            let object = "accessible-role".withCString { name in
                var names: [UnsafePointer<CChar>?] = [name]
                return g_object_new_with_properties(gtk_drawing_area_get_type(), 1, &names, &value)!
            }
            g_value_unset(&value)
            self.init(widget: UnsafeMutableRawPointer(object))
        }
    }

    public var role: Role {
        gtk_accessible_get_accessible_role(OpaquePointer(objectPointer)) == GTK_ACCESSIBLE_ROLE_IMG ? .image : .widget
    }

    /// Replaces the draw function; GTK calls it whenever the area needs painting.
    public func setDrawFunction(_ draw: @escaping DrawHandler) {
        gtk_drawing_area_set_draw_func(areaPointer, drawTrampoline, DrawBox(draw).retained(), releaseClosureBox)
    }

    /// Asks GTK to call the draw function again before the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }

    /// The size the area asks for, in pixels (0: no request).
    public var contentSize: (width: Int32, height: Int32) {
        get { (gtk_drawing_area_get_content_width(areaPointer), gtk_drawing_area_get_content_height(areaPointer)) }
        set {
            gtk_drawing_area_set_content_width(areaPointer, newValue.width)
            gtk_drawing_area_set_content_height(areaPointer, newValue.height)
        }
    }

    private var areaPointer: UnsafeMutablePointer<GtkDrawingArea> { cast() }
}

/// GTK calls draw functions on the main thread only.
private typealias DrawBox = ClosureBox<DrawHandler>

private let drawTrampoline: GtkDrawingAreaDrawFunc = { area, cairo, width, height, data in
    guard let area, let cairo, let data else { return }
    let draw = DrawBox.from(data).closure
    let widget = UncheckedSendable(UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkWidget.self))
    let context = UncheckedSendable(cairo)
    MainActor.assumeIsolated {
        let canvas = CairoCanvas(
            cairo: context.value, widget: widget.value, width: Double(width), height: Double(height))
        draw(canvas)
    }
}
