import CGLib
import CGtk
import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import Testing

/// Pictures made from real files written by the test with gdk-pixbuf:
/// scaled to fit 512 px, turned upright by EXIF, refused with the right
/// error, and a 50-megapixel photo decoded reduced.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ImageFileTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "image-file-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// An RGB image, `left` pixels wide in red on the left, blue elsewhere, saved as `type`.
    private func write(_ name: String, width: Int, height: Int, left: Int = 0, type: String) -> String {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        gdk_pixbuf_fill(pixbuf, 0x0000_ffff)
        if left > 0, let red = gdk_pixbuf_new_subpixbuf(pixbuf, 0, 0, Int32(left), Int32(height)) {
            gdk_pixbuf_fill(red, 0xff00_00ff)
            g_object_unref(UnsafeMutableRawPointer(red))
        }
        let target = path(name)
        var error: UnsafeMutablePointer<GError>?
        let saved = gdk_pixbuf_savev(pixbuf, target, type, nil, nil, &error)
        precondition(saved != 0, "saving the test image")
        return target
    }

    /// `body`'s value, computed on a thread where a file of mode 0 is unreadable even to root; nil
    /// when that thread could not be made.
    private func withoutFileOverride<Value>(_ body: @escaping () -> Value) -> Value? {
        var value: Value?
        let work = ThreadWork { value = body() }
        let ran = gt_test_run_without_file_override(
            { data in Unmanaged<ThreadWork>.fromOpaque(data!).takeUnretainedValue().run() },
            Unmanaged.passUnretained(work).toOpaque())
        return withExtendedLifetime(work) { ran != 0 ? value : nil }
    }

    private func size(of path: String) -> PixelSize? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else { return nil }
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// Red, green and blue of one pixel of a stored picture.
    private func colour(of path: String, x: Int, y: Int) -> [UInt8] {
        let pixbuf = gdk_pixbuf_new_from_file(path, nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let pixels = gdk_pixbuf_read_pixels(pixbuf)!
        let offset = y * Int(gdk_pixbuf_get_rowstride(pixbuf)) + x * Int(gdk_pixbuf_get_n_channels(pixbuf))
        return [pixels[offset], pixels[offset + 1], pixels[offset + 2]]
    }

    private func isRed(_ rgb: [UInt8]) -> Bool { rgb[0] > 200 && rgb[1] < 60 && rgb[2] < 60 }
    private func isBlue(_ rgb: [UInt8]) -> Bool { rgb[0] < 60 && rgb[1] < 60 && rgb[2] > 200 }

    @Test func aWideImageIsScaledToFit512KeepingItsShape() async throws {
        let source = write("wide.png", width: 1000, height: 500, type: "png")
        let stored = path("stored.png")
        let made = try await ImageFile.normalised(source: source, to: stored)
        #expect(made == PixelSize(width: 512, height: 256))
        #expect(size(of: stored) == PixelSize(width: 512, height: 256))
        let jpeg = write("wide.jpg", width: 1000, height: 500, type: "jpeg")
        #expect(try ImageFile.normalise(source: jpeg, to: stored) == PixelSize(width: 512, height: 256))
    }

    @Test func aSmallImageIsNotEnlarged() throws {
        let source = write("small.png", width: 64, height: 40, type: "png")
        #expect(try ImageFile.normalise(source: source, to: path("stored.png")) == PixelSize(width: 64, height: 40))
    }

    /// Orientation 6: the camera was turned, the viewer turns the picture 90° clockwise.
    @Test func anImageIsTurnedUprightByItsEXIFOrientation() throws {
        let plain = write("turned.jpg", width: 300, height: 100, left: 100, type: "jpeg")
        let source = path("exif6.jpg")
        try Self.withOrientation(6, jpeg: Data(contentsOf: URL(fileURLWithPath: plain)))
            .write(to: URL(fileURLWithPath: source))
        let stored = path("upright.png")
        #expect(try ImageFile.normalise(source: source, to: stored) == PixelSize(width: 100, height: 300))
        // The red left edge of the stored image is the top once turned clockwise.
        #expect(isRed(colour(of: stored, x: 50, y: 20)))
        #expect(isBlue(colour(of: stored, x: 50, y: 280)))
        // Without the tag it stays as it was.
        let unturned = path("unturned.png")
        #expect(try ImageFile.normalise(source: plain, to: unturned) == PixelSize(width: 300, height: 100))
        #expect(isRed(colour(of: unturned, x: 20, y: 50)))
    }

    @Test func aTextFileNamedJPEGIsNotAnImage() throws {
        let source = path("notes.jpg")
        try Data(String(repeating: "Packing list: socks, passport.\n", count: 20).utf8)
            .write(to: URL(fileURLWithPath: source))
        #expect(throws: ImageFileError.notAnImage) { try ImageFile.normalise(source: source, to: path("out.png")) }
    }

    @Test(arguments: ["jpeg", "png"])
    func aTruncatedImageIsCorruptAndTheOldPictureStays(type: String) throws {
        let whole = write("whole.\(type)", width: 1000, height: 500, left: 300, type: type)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let source = path("half.\(type)")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: source))
        let stored = path("picture.png")
        try Data("old picture".utf8).write(to: URL(fileURLWithPath: stored))
        #expect(throws: ImageFileError.corrupt) { try ImageFile.normalise(source: source, to: stored) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: stored)) == Data("old picture".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(".part-") })
    }

    @Test func aMissingFileIsNotFound() {
        #expect(throws: ImageFileError.notFound) {
            try ImageFile.normalise(source: path("gone.jpg"), to: path("out.png"))
        }
    }

    /// Mode 0 on the file, read by a thread without root's override: every user, root included, is refused.
    @Test func aFileWeMayNotReadSaysSo() throws {
        let source = write("private.png", width: 10, height: 10, type: "png")
        chmod(source, 0)
        defer { chmod(source, 0o644) }
        let outcome = try #require(
            withoutFileOverride { () -> Result<PixelSize, ImageFileError> in
                Result { () throws(ImageFileError) in try ImageFile.normalise(source: source, to: path("out.png")) }
            })
        #expect(throws: ImageFileError.noPermission) { try outcome.get() }
    }

    /// A FIFO, a folder or a device named like a picture is no picture, said at once: reading a FIFO
    /// would wait for a writer forever.
    @Test(.timeLimit(.minutes(1)), arguments: ["fifo", "folder", "device"])
    func aFileThatIsNoRegularFileIsNoPicture(kind: String) async throws {
        let source = path("\(kind).jpg")
        switch kind {
        case "fifo": #expect(mkfifo(source, 0o644) == 0)
        case "folder": try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: false)
        default: #expect(symlink("/dev/zero", source) == 0)
        }
        let output = path("out.png")
        let made = try #require(
            await blockingValue(within: .seconds(20)) {
                Result { () throws(ImageFileError) in try ImageFile.normalise(source: source, to: output) }
            }, "refused at once, not read forever")
        #expect(throws: ImageFileError.notAnImage) { try made.get() }
    }

    @Test func aPictureThatCannotBeWrittenSaysSo() {
        let source = write("fine.png", width: 10, height: 10, type: "png")
        #expect {
            try ImageFile.normalise(source: source, to: path("no-such-folder/out.png"))
        } throws: { error in
            if case .notWritten = error as? ImageFileError { return true }
            return false
        }
    }

    /// A PNG header claiming 20,000 × 20,000 pixels is refused before any decoding.
    @Test func anImageOfMoreThanTheLimitIsRefusedUnread() throws {
        let source = path("huge.png")
        try Self.pngHeader(width: 20_000, height: 20_000).write(to: URL(fileURLWithPath: source))
        #expect(throws: ImageFileError.tooLarge(width: 20_000, height: 20_000)) {
            try ImageFile.normalise(source: source, to: path("out.png"))
        }
    }

    /// 8000 × 6250 = 50 megapixels, 150 MB decoded whole: the JPEG is decoded
    /// at 1/8 and scaled from there, so the process's peak memory barely moves.
    @Test func aFiftyMegapixelPhotoIsDecodedReduced() async throws {
        let source = write("big.jpg", width: 8000, height: 6250, left: 2000, type: "jpeg")
        // Resetting the peak (VmHWM) needs Linux ≥ 4.0 and a process that owns itself: always, here.
        let canResetPeak = (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
        try #require(canResetPeak, "/proc/self/clear_refs resets the peak")
        let before = Self.peakKilobytes()
        let clock = ContinuousClock()
        let start = clock.now
        let made = try await ImageFile.normalised(source: source, to: path("big.png"))
        let elapsed = clock.now - start
        let growth = Self.peakKilobytes() - before
        print(
            "50 MP JPEG → \(made.width)×\(made.height) in \(elapsed), peak RSS +\(growth) KiB")
        #expect(made == PixelSize(width: 512, height: 400))
        #expect(isRed(colour(of: path("big.png"), x: 50, y: 200)))
        #expect(growth < 60_000, "decoded whole it would take 150 MB")
    }

    private static func peakKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// A JPEG with an APP1 EXIF segment holding only the orientation tag
    /// (274), inserted after the start-of-image marker.
    static func withOrientation(_ orientation: UInt16, jpeg: Data) -> Data {
        var tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]  // big-endian, IFD at 8
        tiff += [0, 1]  // one entry
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xff), 0, 0]
        tiff += [0, 0, 0, 0]  // no next IFD
        let payload = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xff)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }

    /// The signature, IHDR and an empty IDAT chunk of a PNG (no pixels):
    /// libpng reports the size once the first IDAT begins.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xff) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xffff_ffff
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
            }
            return bigEndian(UInt32(body.count)) + typed + bigEndian(~crc)
        }
        let header = chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0])
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + header + chunk("IDAT", []))
    }
}

/// Work for a C thread to run.
private final class ThreadWork {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
