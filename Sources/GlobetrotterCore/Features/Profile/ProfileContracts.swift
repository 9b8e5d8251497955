import OpenCombine

/// What the person can do on the Profile page (and what its coordinator feeds back).
public enum ProfileAction: Equatable, Sendable {
    case viewDidLoad
    /// The name as typed; stored as it changes.
    case rename(String)
    /// The avatar (or "Change Picture") was clicked: open the image selector.
    case choosePicture
    /// The image selector's result: the chosen file, or nil when it was cancelled.
    case pictureChosen(path: String?)
    /// Back to the initials.
    case removePicture
    case chooseHomeCountry
    case chooseHomeCurrency
    /// The country picker's result (ISO alpha-2), fed back by the coordinator.
    case homeCountryChosen(String)
    /// The currency picker's result (ISO 4217), fed back by the coordinator.
    case homeCurrencyChosen(String)
}

/// Where the Profile page goes; `ProfileCoordinator` performs them.
public enum ProfileRoute: Sendable {
    case choosePicture
    /// The searchable country picker on these choices.
    case chooseHomeCountry(PickerContent<Country>)
    /// The searchable currency picker on these choices.
    case chooseHomeCurrency(PickerContent<Currency>)
}

/// The home country and currency: stored in the settings, followed by
/// Holidays and the converter until the person picks something else there.
@MainActor
public protocol ProfileHomeInteracting: AnyObject {
    /// The home country (chosen, else the locale's region); nil when there is none.
    var country: Country? { get }
    /// The home currency (chosen, else the home country's or the locale's).
    var currency: Currency { get }
    func countries() throws(DataPackError) -> [Country]
    /// Every currency of the catalog, named in the person's language.
    func currencies() -> [Currency]
    func setCountry(_ code: String)
    func setCurrency(_ code: String)
    /// After the home country or currency was stored (here or elsewhere).
    var changes: AnyPublisher<Void, Never> { get }
}

/// The traveller as stored: the name and the stored picture, if any.
public struct Profile: Codable, Equatable, Sendable {
    public var name: String
    /// The stored picture (a PNG in the profile folder), as an absolute path.
    public var picturePath: String?

    public init(name: String = "", picturePath: String? = nil) {
        self.name = name
        self.picturePath = picturePath
    }
}

/// Why a chosen file did not become the picture. The old picture stays.
public enum PictureError: Error, Equatable, Sendable {
    /// The file is not an image (a text file named `.jpg`).
    case notAnImage
    /// A damaged or incomplete image.
    case corrupt
    /// More pixels than can be read (the file's size in pixels).
    case tooLarge(width: Int, height: Int)
    /// The file could not be opened.
    case unreadable(FileTrouble)
    /// The picture could not be stored in the app's data folder.
    case notStored(FileTrouble)
}

/// Why the profile could not be saved.
public enum ProfileSaveError: Error, Equatable, Sendable {
    case notSaved(FileTrouble)
}

/// Turns a chosen image into the stored picture: decoded scaled to fit
/// `maxSide` × `maxSide`, upright, written to `destination` as a PNG, never
/// on the main thread. Implemented over gdk-pixbuf (`GtkKit.ImageFile`) by the UI.
public protocol PictureProcessing: Sendable {
    func normalise(source: String, to destination: String, maxSide: Int) async throws(PictureError)
}

/// The profile's use cases: typed results, no sentences.
public protocol ProfileInteracting: Sendable {
    func load() async -> Profile
    func rename(to name: String) async throws(ProfileSaveError)
    /// Makes the picture from `source` and stores it; returns the stored picture's path.
    func setPicture(from source: String) async throws(PictureError) -> String
    func removePicture() async throws(ProfileSaveError)
}

/// What the Profile flow needs from the UI: the page, the image selector
/// and the pickers for the home country and currency.
@MainActor
public protocol ProfileScreens: PickerScreens {
    func showProfile() -> AnyPublisher<ProfileRoute, Never>
    func sendToProfile(_ action: ProfileAction)
    /// The image selector (a file chooser for images, opening in Pictures);
    /// its publisher carries the chosen path, or nil when cancelled.
    func choosePicture() -> AnyPublisher<String?, Never>
}
