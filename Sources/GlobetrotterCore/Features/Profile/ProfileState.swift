/// The Profile page: everything it shows, already worded.
public struct ProfileState: Equatable, Sendable {
    /// The name as stored (the entry's text).
    public var name = ""
    /// What the avatar shows without a picture: "AL" for "Ada Lovelace", "" for no name.
    public var initials = ""
    /// The stored picture; nil shows the initials.
    public var picturePath: String?
    /// One line saying why the last picture or name was not taken; the old one stays.
    public var problem: String?
    /// A chosen picture is being made; the avatar shows a spinner, picture buttons are off.
    public var isProcessing = false
    public var canChangePicture: Bool { !isProcessing }
    public var canRemovePicture: Bool { picturePath != nil && !isProcessing }
    /// Whether the page has the home country and currency rows.
    public var showsHome = false
    /// The home country with its flag ("🇩🇪 Germany"), or that there is none.
    public var homeCountry = ""
    /// The home currency ("Euro (EUR)") with its region's flag, if any.
    public var homeCurrency = ""
    public var labels = ProfileLabels()
    /// True once the stored profile has been read.
    public var isContentShown = false

    public init() {}
}

/// The page's fixed words.
public struct ProfileLabels: Equatable, Sendable {
    public var name = tr("Name")
    public var namePlaceholder = tr("Your name")
    public var changePicture = tr("Change Picture…")
    public var removePicture = tr("Remove Picture")
    public var pictureTooltip = tr("Choose a picture")
    public var chooserTitle = tr("Choose a Picture")
    public var imageFiles = tr("Images")
    public var homeCountry = tr("Home Country")
    public var homeCurrency = tr("Home Currency")

    public init() {}
}
