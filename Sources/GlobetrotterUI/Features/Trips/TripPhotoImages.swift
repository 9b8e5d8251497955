import GtkKit

/// Photo files decoded once for a page, shared by its pictures: a list
/// drawn again (a trip added, back from a trip) decodes nothing twice.
/// Decoding runs off the main thread (`CairoImage.decodingPhoto`).
@MainActor
final class TripPhotoImages {
    /// Enough for a long list's photos (two a trip); beyond, it starts again.
    static let capacity = 64
    /// Covers a picture this size twice over, for scale-2 screens.
    private let width: Int
    private let height: Int
    private var decoded: [String: CairoImage] = [:]

    init(covering width: Int, _ height: Int) {
        self.width = width * 2
        self.height = height * 2
    }

    /// The decoded image of `path`; nil when it is no image that can be read.
    func image(at path: String) async -> CairoImage? {
        if let kept = decoded[path] { return kept }
        guard let image = await CairoImage.decodingPhoto(at: path, covering: width, height) else { return nil }
        if decoded.count >= Self.capacity { decoded.removeAll() }
        decoded[path] = image
        return image
    }
}
