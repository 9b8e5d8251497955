import CAdwaita
import CGLib
import CGtk
import GLibKit

/// An image decoded for the GPU's side of GTK (`GdkTexture`). Immutable, so
/// it may be made on any thread and shown on the main one.
public final class Texture: ObjectRef, @unchecked Sendable {
    /// Decodes the image at `path` on a worker thread; nil when it cannot be read.
    public static func loading(path: String) async -> Texture? {
        await Task.detached {
            guard let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
            return Texture(adopting: UnsafeMutableRawPointer(texture))
        }.value
    }
}

/// An `AdwAvatar`: a round picture, or the initials of `text` on a colour
/// chosen from it, or a person's icon when there is neither.
@MainActor
public final class Avatar: Widget, @unchecked Sendable {
    /// Counts `showImage` calls, so a slow load never replaces a newer one.
    private var imageRequests = 0
    /// The image being decoded, if any.
    private var loading: Task<Void, Never>?

    public convenience init(size: Int32, text: String = "") {
        self.init(widget: adw_avatar_new(size, nil, 1))
        self.text = text
    }

    /// Whose initials and colour the avatar shows ("Ada Lovelace" → "AL").
    /// Without a name the person's icon shows on one fixed colour: AdwAvatar
    /// picks a random one for an empty text, a new one each run.
    public var text: String {
        get {
            adw_avatar_get_show_initials(opaque) != 0
                ? adw_avatar_get_text(opaque).map { String(cString: $0) } ?? "" : ""
        }
        set {
            adw_avatar_set_show_initials(opaque, newValue.isEmpty ? 0 : 1)
            adw_avatar_set_text(opaque, newValue.isEmpty ? Self.namelessColourSeed : newValue)
        }
    }

    /// The text whose colour a nameless avatar takes (never shown).
    private static let namelessColourSeed = "Globetrotter"

    public var size: Int32 {
        get { adw_avatar_get_size(opaque) }
        set { adw_avatar_set_size(opaque, newValue) }
    }

    /// Whether a picture shows instead of the initials.
    public var hasCustomImage: Bool { adw_avatar_get_custom_image(opaque) != nil }

    /// Shows the image at `path`, decoded off the main thread, instead of the
    /// initials; nil (or a file that cannot be read) shows the initials. The
    /// latest call wins; the old picture stays until the new one is decoded.
    public func showImage(at path: String?) {
        imageRequests += 1
        let request = imageRequests
        guard let path else {
            loading = nil
            adw_avatar_set_custom_image(opaque, nil)
            return
        }
        loading = Task { [weak self] in
            let texture = await Texture.loading(path: path)
            guard let self, self.imageRequests == request else { return }
            adw_avatar_set_custom_image(self.opaque, texture.map { OpaquePointer($0.objectPointer) })
            self.loading = nil
        }
    }

    /// Runs `handler` once the image asked for last is shown (now, if none is loading).
    public func whenImageLoaded(_ handler: @escaping @MainActor () -> Void) {
        guard let first = loading else { return handler() }
        Task { [weak self] in
            var current: Task<Void, Never>? = first
            while let waiting = current {
                await waiting.value
                current = self?.loading == waiting ? nil : self?.loading
            }
            handler()
        }
    }
}
