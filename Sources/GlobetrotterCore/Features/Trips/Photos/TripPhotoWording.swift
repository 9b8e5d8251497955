import Foundation

/// Every sentence about trip photos: the credits Pixabay asks for beside its
/// photos, and the one line a page shows when there is no photo.
public enum TripPhotoWording {
    /// The service's name; not translated.
    static let source = TripPhotoService.credit

    /// The list's credit while any of its trips shows a photo.
    public static var listCredit: PhotoCredit {
        PhotoCredit(text: tr("Photos: Pixabay"), url: TripPhotoService.creditURL)
    }

    /// A downloaded photo with its credit, linked to its page on Pixabay.
    public static func shown(_ photo: CachedPhoto) -> ShownPhoto {
        let user = photo.photo.user.trimmingCharacters(in: .whitespacesAndNewlines)
        let credit =
            user.isEmpty
            ? tr("Photo: Pixabay")
            // Translators: a photo's credit: the photographer's Pixabay name, then the site.
            : tr("Photo: {user} / Pixabay", ["user": user])
        return ShownPhoto(
            path: photo.file.path, credit: credit, creditURL: photo.photo.pageURL ?? TripPhotoService.creditURL,
            description: photo.photo.tags)
    }

    /// The line in place of a photo; nil when nothing should be said: no key
    /// (photos are optional, so no nagging) or a search the page cancelled.
    public static func problem(for error: PhotoError, destination: String) -> String? {
        switch error {
        case .noKey, .http(.cancelled): nil
        case .invalidKey: tr("Pixabay refused the key. Check it in Preferences.")
        case .rateLimited(let seconds?):
            tr("Pixabay asks to wait {seconds} s before more photos.", ["seconds": String(seconds)])
        case .rateLimited(nil): tr("Pixabay asks to wait before more photos.")
        case .noPhotos: tr("No photos found for “{destination}”.", ["destination": destination])
        case .malformed: SourceTrouble.unreadable.sentence(about: source)
        case .brokenImage: tr("The photo could not be read.")
        case .cacheUnwritable: tr("The photo could not be saved in the cache folder.")
        case .http(.offline): tr("Offline: photos are not available.")
        case .http(let failure): SourceTrouble.http(failure).sentence(about: source)
        }
    }
}
