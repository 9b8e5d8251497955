import CGLib
import CGlobetrotter
import CGtk
import Glibc

/// Why a picture could not be made from a file.
public enum ImageFileError: Error, Equatable, Sendable {
    case notFound
    case noPermission
    /// Not a format gdk-pixbuf reads (a text file named `.jpg`).
    case notAnImage
    /// A damaged or incomplete (truncated) image.
    case corrupt
    /// More pixels than `ImageFile.maxPixels`; refused before decoding.
    case tooLarge(width: Int, height: Int)
    /// The file could not be read for another reason (the system's words, for the log).
    case unreadable(String)
    /// The picture could not be written to the destination (the system's words, for the log).
    case notWritten(String)
}

/// An image's size in pixels.
public struct PixelSize: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A picture the person chose, made fit for the app: decoded scaled to fit
/// a square (a JPEG decodes at 1/2, 1/4 or 1/8 of its size, so a
/// 50-megapixel photo never exists whole in memory), turned upright by its
/// EXIF orientation and stored as a PNG. Touches no display: safe on any
/// thread, and `normalised` runs it on a worker thread.
public enum ImageFile {
    /// Larger images are refused unread. JPEGs decode reduced; other formats
    /// decode whole first (100 megapixels are 400 MB of RGBA).
    public static let maxPixels = 100_000_000

    /// `normalise` on a worker thread: the caller's thread (the main one) never waits.
    public static func normalised(source: String, to destination: String, maxSide: Int = 512)
        async throws(ImageFileError) -> PixelSize
    {
        try await Task.detached {
            Result { () throws(ImageFileError) in try normalise(source: source, to: destination, maxSide: maxSide) }
        }.value.get()
    }

    /// Decodes `source` to fit `maxSide` × `maxSide` (never enlarged, aspect
    /// kept), upright, and writes it to `destination` as a PNG atomically
    /// (a temporary file renamed over it): a failure leaves the old file.
    /// Returns the stored picture's size.
    @discardableResult
    public static func normalise(source: String, to destination: String, maxSide: Int = 512)
        throws(ImageFileError) -> PixelSize
    {
        precondition(maxSide > 0, "a positive size")
        try requireRegularFile(at: source)
        var width: Int32 = 0
        var height: Int32 = 0
        guard gdk_pixbuf_get_file_info(source, &width, &height) != nil else { throw whyNoImage(at: source) }
        if Int(width) * Int(height) > maxPixels { throw .tooLarge(width: Int(width), height: Int(height)) }

        var complete: gboolean = 0
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gt_image_file_load(source, Int32(maxSide), &complete, &error) else {
            defer { if let error { g_error_free(error) } }
            throw error.map(Self.error(from:)) ?? .corrupt
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard complete != 0 else { throw .corrupt }
        try save(pixbuf, to: destination)
        return PixelSize(width: Int(gdk_pixbuf_get_width(pixbuf)), height: Int(gdk_pixbuf_get_height(pixbuf)))
    }

    private static func save(_ pixbuf: OpaquePointer, to destination: String) throws(ImageFileError) {
        let temporary = destination + ".part-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var error: UnsafeMutablePointer<GError>?
        guard gdk_pixbuf_savev(pixbuf, temporary, "png", nil, nil, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "not saved"
            if let error { g_error_free(error) }
            unlink(temporary)
            throw .notWritten(reason)
        }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .notWritten(reason)
        }
    }

    /// Only a regular file can be a picture; gdk-pixbuf would wait forever on a FIFO
    /// with no writer, and read a device without end.
    private static func requireRegularFile(at path: String) throws(ImageFileError) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw trouble(errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAnImage }
    }

    /// gdk-pixbuf read no image: the file is missing, closed to us, or not an image.
    private static func whyNoImage(at path: String) -> ImageFileError {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return trouble(errno) }
        close(descriptor)
        return .notAnImage
    }

    private static func trouble(_ number: Int32) -> ImageFileError {
        switch number {
        case ENOENT, ENOTDIR: .notFound
        case EACCES, EPERM: .noPermission
        default: .unreadable(String(cString: strerror(number)))
        }
    }

    private static func error(from error: UnsafeMutablePointer<GError>) -> ImageFileError {
        let code = error.pointee.code
        if error.pointee.domain == g_file_error_quark() {
            switch GFileError(rawValue: UInt32(code)) {
            case G_FILE_ERROR_NOENT, G_FILE_ERROR_NOTDIR: return .notFound
            case G_FILE_ERROR_ACCES, G_FILE_ERROR_PERM: return .noPermission
            default: return .unreadable(String(cString: error.pointee.message))
            }
        }
        if error.pointee.domain == gdk_pixbuf_error_quark() {
            switch GdkPixbufError(rawValue: UInt32(code)) {
            case GDK_PIXBUF_ERROR_UNKNOWN_TYPE, GDK_PIXBUF_ERROR_UNSUPPORTED_OPERATION: return .notAnImage
            default: return .corrupt
            }
        }
        return .unreadable(String(cString: error.pointee.message))
    }
}
