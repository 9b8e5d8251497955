import Foundation

/// One photo as a page shows it: the downloaded image and its credit.
public struct ShownPhoto: Equatable, Sendable {
    /// The image file in the photo cache (JPEG, PNG or WebP).
    public var path: String
    /// "Photo: Josch13 / Pixabay"
    public var credit: String
    /// The photo's page on Pixabay, which the credit links to.
    public var creditURL: URL
    /// What a screen reader says of the picture: Pixabay's keywords.
    public var description: String

    public init(path: String, credit: String, creditURL: URL, description: String) {
        self.path = path
        self.credit = credit
        self.creditURL = creditURL
        self.description = description
    }
}

/// A credit line linking to its source ("Photos: Pixabay").
public struct PhotoCredit: Equatable, Sendable {
    public var text: String
    public var url: URL

    public init(text: String, url: URL) {
        self.text = text
        self.url = url
    }
}

/// A trip page's photo header.
public struct TripPhotoState: Equatable, Sendable {
    /// Pixabay's photos of the destination, best first; the header shows the first.
    public var photos: [ShownPhoto] = []
    /// One line in place of the photo saying why there is none; nil with a
    /// photo, and when there is no key at all (the header is then not shown).
    public var problem: String?
    /// True once the first answer is in (or there was nothing to ask).
    public var isContentShown = false

    public init() {}
}
