import CGLib
import CGtk
import GLibKit

@MainActor
extension Widget {
    /// What the widget shows now, as an image (a map as drawn, to print):
    /// the widget's own renderer draws it, as `renderPNG` does; nil when it is not on screen.
    public func renderImage(completion: @escaping @MainActor (CairoImage?) -> Void) {
        let paintable = ObjectRef(adopting: UnsafeMutableRawPointer(gtk_widget_paintable_new(widgetPointer)!))
        var connection: SignalConnection?
        var finished = false
        connection = paintable.on("invalidate-contents") { [weak self] in
            MainContext.idle {
                guard let self, !finished else { return }
                guard let image = self.image(of: OpaquePointer(paintable.objectPointer)) else {
                    if !self.isRenderable {
                        finished = true
                        connection?.disconnect()
                        completion(nil)
                    }
                    return  // Nothing drawn yet: wait for the next invalidation.
                }
                finished = true
                connection?.disconnect()
                completion(image)
            }
        }
        guard isRenderable else { return completion(nil) }
        gtk_widget_queue_draw(widgetPointer)
    }

    private var isRenderable: Bool {
        gtk_widget_get_native(widgetPointer) != nil && gtk_widget_get_width(widgetPointer) > 0
            && gtk_widget_get_height(widgetPointer) > 0
    }

    private func image(of paintable: OpaquePointer) -> CairoImage? {
        guard let native = gtk_widget_get_native(widgetPointer), let renderer = gtk_native_get_renderer(native) else {
            return nil
        }
        let width = gtk_widget_get_width(widgetPointer)
        let height = gtk_widget_get_height(widgetPointer)
        guard width > 0, height > 0 else { return nil }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(origin: .init(x: 0, y: 0), size: .init(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        // A texture downloads as premultiplied native-endian ARGB: cairo's ARGB32.
        let textureWidth = gdk_texture_get_width(texture), textureHeight = gdk_texture_get_height(texture)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, textureWidth, textureHeight) else {
            return nil
        }
        cairo_surface_flush(surface)
        gdk_texture_download(
            texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return CairoImage(taking: surface)
    }
}
