import CGLib
import CGtk
import GLibKit

@MainActor
extension Widget {
    /// What the widget shows now, as an image (a map as drawn, to print),
    /// drawn as `renderPNG` draws; nil when it is not on screen.
    public func renderImage(completion: @escaping @MainActor (CairoImage?) -> Void) {
        whenDrawn(waitingToBeShown: false) { drawn in
            completion(try? drawn.map(Self.cairoImage(of:)).get())
        }
    }

    /// A texture downloads as premultiplied native-endian ARGB: cairo's ARGB32.
    private static func cairoImage(of texture: OpaquePointer) -> CairoImage? {
        let width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        cairo_surface_flush(surface)
        gdk_texture_download(
            texture, cairo_image_surface_get_data(surface), gsize(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return CairoImage(taking: surface)
    }
}
