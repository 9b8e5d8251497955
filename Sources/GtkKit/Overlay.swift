import CGtk

/// Stacks widgets over a main child (notices over a map).
@MainActor
public final class Overlay: Widget, @unchecked Sendable {
    public convenience init(child: Widget, overlays: [Widget] = []) {
        self.init(widget: gtk_overlay_new())
        gtk_overlay_set_child(opaque, child.widgetPointer)
        overlays.forEach(addOverlay)
    }

    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(opaque, widget.widgetPointer) }
}
