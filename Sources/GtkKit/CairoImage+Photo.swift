import CGLib
import CGtk
import GLibKit

extension CairoImage {
    /// Decodes an image file (JPEG, PNG, or any format gdk-pixbuf has a
    /// loader for) on a worker thread, scaled down to just cover `width` ×
    /// `height` pixels and never up: a 640 px photo for a 96 px thumbnail is
    /// decoded small (libjpeg scales while it decodes), and drawing it each
    /// frame stays cheap under the cairo renderer. Nil for a file that is no
    /// image gdk-pixbuf can read whole (a truncated download).
    public static func decodingPhoto(at path: String, covering width: Int, _ height: Int) async -> CairoImage? {
        let decoded = await Task.detached { PhotoDecoder.surface(path: path, covering: width, height) }.value
        return decoded.map { CairoImage(taking: $0.value) }
    }
}

/// gdk-pixbuf decoding into a cairo image surface. Touches no display, so it
/// is safe on any thread; the surface belongs to whoever takes it.
private enum PhotoDecoder {
    static func surface(path: String, covering width: Int, _ height: Int) -> UncheckedSendable<OpaquePointer>? {
        var fileWidth: Int32 = 0
        var fileHeight: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &fileWidth, &fileHeight) != nil, fileWidth > 0, fileHeight > 0 else {
            return nil
        }
        let scale = min(1, max(Double(width) / Double(fileWidth), Double(height) / Double(fileHeight)))
        var error: UnsafeMutablePointer<GError>?
        let pixbuf = gdk_pixbuf_new_from_file_at_scale(
            path, Int32((Double(fileWidth) * scale).rounded(.up)), Int32((Double(fileHeight) * scale).rounded(.up)),
            1, &error)
        if let error { g_error_free(error) }
        guard let pixbuf else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return surface(from: pixbuf).map(UncheckedSendable.init)
    }

    /// Cairo wants native-endian 32-bit pixels with premultiplied alpha;
    /// gdk-pixbuf gives RGB(A) bytes.
    private static func surface(from pixbuf: OpaquePointer) -> OpaquePointer? {
        let width = gdk_pixbuf_get_width(pixbuf)
        let height = gdk_pixbuf_get_height(pixbuf)
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard channels >= 3, let source = gdk_pixbuf_read_pixels(pixbuf),
            let surface = cairo_image_surface_create(hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, width, height)
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let targetStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<Int(height) {
            let sourceRow = source + y * sourceStride
            let targetRow = UnsafeMutableRawPointer(target + y * targetStride)
            for x in 0..<Int(width) {
                let pixel = sourceRow + x * channels
                let alpha = hasAlpha ? UInt32(pixel[3]) : 255
                let red = UInt32(pixel[0]) * alpha / 255
                let green = UInt32(pixel[1]) * alpha / 255
                let blue = UInt32(pixel[2]) * alpha / 255
                targetRow.storeBytes(
                    of: alpha << 24 | red << 16 | green << 8 | blue, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

extension CairoCanvas {
    /// Draws `image` scaled to cover the rectangle, centred, the overflow cut
    /// off (CSS's `object-fit: cover`): a photo of any shape fills its frame.
    public func drawCovering(_ image: CairoImage, x: Double, y: Double, width: Double, height: Double) {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return }
        let scale = max(width / Double(image.width), height / Double(image.height))
        cairo_save(context)
        cairo_rectangle(context, x, y, width, height)
        cairo_clip(context)
        cairo_translate(
            context, x + (width - Double(image.width) * scale) / 2, y + (height - Double(image.height) * scale) / 2)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// Keeps the clip (and colour, line width…) to go back to with `restore()`.
    public func save() { cairo_save(context) }
    public func restore() { cairo_restore(context) }
    /// Limits drawing to the current path, and clears it; `restore()` lifts it.
    public func clip() { cairo_clip(context) }

    /// Adds a rectangle with rounded corners as its own sub-path.
    public func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let radius = min(radius, width / 2, height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, x + width - radius, y + radius, radius, -Double.pi / 2, 0)
        cairo_arc(context, x + width - radius, y + height - radius, radius, 0, Double.pi / 2)
        cairo_arc(context, x + radius, y + height - radius, radius, Double.pi / 2, Double.pi)
        cairo_arc(context, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }
}
