import CGtk
import Foundation

/// A decoded PNG as a cairo image surface, for drawing into a `CairoCanvas`
/// (map tiles under a trip's thumbnail). Nil for bytes that are not a PNG.
@MainActor
public final class CairoImage {
    let surface: OpaquePointer

    /// Takes over `surface` (one reference), e.g. a photo decoded off the main thread.
    init(taking surface: OpaquePointer) {
        self.surface = surface
    }

    public init?(png: Data) {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader([UInt8](png))
        let decoded = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(
                { context, buffer, length in
                    let reader = Unmanaged<Reader>.fromOpaque(context!).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.bytes.count, let buffer else {
                        return CAIRO_STATUS_READ_ERROR
                    }
                    reader.bytes.withUnsafeBufferPointer { source in
                        buffer.update(from: source.baseAddress! + reader.offset, count: count)
                    }
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let decoded, cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS else {
            if let decoded { cairo_surface_destroy(decoded) }
            return nil
        }
        surface = decoded
    }

    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The colour of the pixel at (`x`, `y`), its three channels summed:
    /// enough to tell light from dark (a seam, a drawn tile) in a rendering.
    public func brightness(x: Int, y: Int) -> Int {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "a pixel inside the image")
        let stride = Int(cairo_image_surface_get_stride(surface))
        let row = cairo_image_surface_get_data(surface)! + y * stride
        // ARGB32 and RGB24 keep a pixel in one native-endian 32-bit word.
        let word = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
        return Int((word >> 16) & 0xff) + Int((word >> 8) & 0xff) + Int(word & 0xff)
    }

    isolated deinit { cairo_surface_destroy(surface) }
}

extension CairoCanvas {
    /// Draws the square `source` part of `image` (in its pixels) into the square at
    /// (`x`, `y`) with side `size`, clipped to the canvas.
    public func draw(
        _ image: CairoImage, sourceX: Double = 0, sourceY: Double = 0, sourceSize: Double? = nil, x: Double,
        y: Double, size: Double
    ) {
        let side = sourceSize ?? Double(image.width)
        let scale = size / side
        cairo_save(context)
        cairo_rectangle(context, x, y, size, size)
        cairo_clip(context)
        cairo_translate(context, x - sourceX * scale, y - sourceY * scale)
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_paint(context)
        cairo_restore(context)
    }
}
