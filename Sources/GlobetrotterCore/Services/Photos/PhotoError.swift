/// Why a trip shows its route thumbnail instead of photos, typed so the
/// presenter can word each case (this file has no user-visible text).
public enum PhotoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No Pixabay key is set (or only blanks): no request was made.
    case noKey
    /// Pixabay refused the key (HTTP 400 "[ERROR 400] Invalid or missing API key").
    case invalidKey
    /// HTTP 429: more than Pixabay's 100 requests a minute for this key; the
    /// seconds until its window resets, when it said.
    case rateLimited(resetSeconds: Int?)
    /// Pixabay answered, and has no photo for this destination.
    case noPhotos
    /// The answer is not Pixabay's JSON.
    case malformed
    /// The downloaded bytes are not a JPEG, PNG or WebP image.
    case brokenImage
    /// The photo cache could not be written, so there is no file to show.
    case cacheUnwritable
    /// No answer (offline, a timeout) or another error status.
    case http(HTTPError)

    /// For the log only; it never holds the key.
    public var description: String {
        switch self {
        case .noKey: "no Pixabay key is set"
        case .invalidKey: "Pixabay refused the key"  // i18n-ignore: for the log
        case .rateLimited(let seconds): "rate limited (HTTP 429)" + (seconds.map { "; resets in \($0) s" } ?? "")
        case .noPhotos: "no photos found"
        case .malformed: "unreadable Pixabay answer"
        case .brokenImage: "the image is not a JPEG, PNG or WebP"
        case .cacheUnwritable: "the photo cache could not be written"
        case .http(let error): error.description
        }
    }
}
