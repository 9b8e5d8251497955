import Foundation

/// One Pixabay photo as found for a destination: what the page shows beside
/// the image to credit it (the photographer, a link to Pixabay's page) and
/// where the image can be downloaded from. Stored as is in the search cache.
public struct TripPhoto: Sendable, Hashable, Codable {
    public var id: Int
    /// The photo's page on Pixabay, which the credit links to.
    public var pageURL: URL?
    /// Pixabay's comma-separated keywords ("paris, eiffel tower"), usable as alternative text.
    public var tags: String
    /// A small (150 px) version; downloaded when `webformatURL` fails.
    public var previewURL: URL?
    /// The 640 px version the page shows.
    public var webformatURL: URL?
    /// The photographer's Pixabay name.
    public var user: String
    public var imageWidth: Int
    public var imageHeight: Int

    public init(
        id: Int, pageURL: URL?, tags: String, previewURL: URL?, webformatURL: URL?, user: String,
        imageWidth: Int, imageHeight: Int
    ) {
        self.id = id
        self.pageURL = pageURL
        self.tags = tags
        self.previewURL = previewURL
        self.webformatURL = webformatURL
        self.user = user
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
    }

    /// The addresses to download the image from, best first.
    var imageURLs: [URL] { [webformatURL, previewURL].compactMap { $0 } }
}

/// A photo whose image is on disk: Pixabay forbids hotlinking, so the page
/// shows `file`, never the photo's own URLs.
public struct CachedPhoto: Sendable, Hashable {
    public var photo: TripPhoto
    /// The downloaded JPEG, PNG or WebP in the photo cache.
    public var file: URL

    public init(photo: TripPhoto, file: URL) {
        self.photo = photo
        self.file = file
    }
}
