import CGtk
import Testing

/// A rendered PNG's pixels, read with gdk-pixbuf (straight, not premultiplied, alpha).
struct RenderedPixels: CustomTestStringConvertible {
    let width: Int
    let height: Int
    private let channels: Int
    private let stride: Int
    private let bytes: [UInt8]

    init?(path: String) {
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        bytes = Array(
            UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: stride * (height - 1) + width * channels))
    }

    /// A failed expectation names the size, not every byte.
    var testDescription: String { "a \(width) × \(height) rendering" }

    func color(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
        let offset = y * stride + x * channels
        return (
            Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]),
            channels > 3 ? Int(bytes[offset + 3]) : 255
        )
    }

    /// How many pixels in `rows` and `columns` (all when nil) match `predicate` (red, green, blue).
    func count(rows: Range<Int>? = nil, columns: Range<Int>? = nil, where predicate: (Int, Int, Int) -> Bool) -> Int {
        var found = 0
        for y in rows ?? 0..<height {
            for x in columns ?? 0..<width {
                let pixel = color(x: x, y: y)
                if predicate(pixel.red, pixel.green, pixel.blue) { found += 1 }
            }
        }
        return found
    }

    /// Opaque and within JPEG's error of `expected`.
    func isClose(x: Int, y: Int, to expected: (UInt8, UInt8, UInt8)) -> Bool {
        let found = color(x: x, y: y)
        return found.alpha == 255 && abs(found.red - Int(expected.0)) < 20 && abs(found.green - Int(expected.1)) < 20
            && abs(found.blue - Int(expected.2)) < 20
    }
}
