import Foundation

/// The image formats a downloaded photo may be, told by their first bytes:
/// a server's error page or a truncated file is not shown as a photo.
/// Decoding the pixels is left to the UI.
enum ImageFormat: String, Sendable, CaseIterable {
    case jpeg = "jpg"
    case png
    case webp

    /// The bytes needed to tell every format apart.
    static let signatureLength = 12

    var fileExtension: String { rawValue }

    /// The format `data` starts like, nil for anything else.
    init?(sniffing data: Data) {
        let bytes = [UInt8](data.prefix(Self.signatureLength))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.count == Self.signatureLength, bytes.starts(with: Array("RIFF".utf8)),
            Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            self = .webp
        } else {
            return nil
        }
    }
}
