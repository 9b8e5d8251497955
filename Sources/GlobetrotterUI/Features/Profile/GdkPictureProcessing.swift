import Glibc
import GlobetrotterCore
import GtkKit

/// The profile's pictures made with gdk-pixbuf (`ImageFile`), on a worker
/// thread, with its failures in the words the profile's presenter expects.
public struct GdkPictureProcessing: PictureProcessing {
    public init() {}

    public func normalise(source: String, to destination: String, maxSide: Int) async throws(PictureError) {
        do throws(ImageFileError) {
            _ = try await ImageFile.normalised(source: source, to: destination, maxSide: maxSide)
        } catch {
            throw Self.pictureError(error)
        }
    }

    static func pictureError(_ error: ImageFileError) -> PictureError {
        switch error {
        case .notFound: .unreadable(.notFound)
        case .noPermission: .unreadable(.noPermission)
        case .notAnImage: .notAnImage
        case .corrupt: .corrupt
        case .tooLarge(let width, let height): .tooLarge(width: width, height: height)
        case .unreadable(let reason): .unreadable(.other(reason))
        // gdk-pixbuf reports a full disk in the system's words (g_strerror).
        case .notWritten(let reason) where reason.contains(String(cString: strerror(ENOSPC))): .notStored(.noSpace)
        case .notWritten(let reason): .notStored(.other(reason))
        }
    }
}
