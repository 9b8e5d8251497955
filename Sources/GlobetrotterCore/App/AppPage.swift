/// A page of the main window as the rest of the app names it: on the command
/// line (`--page trips`), in the settings (`last-page`), in a search result's
/// ID (`page:converter`) and as the view stack's child. Only a name: which
/// pages the window has, in which order and how each is built is the page
/// list of the UI (`PageList`), so a new page names itself here without
/// touching this type.
public struct AppPage: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static let holidays = AppPage(rawValue: "holidays")
    public static let converter = AppPage(rawValue: "converter")
    public static let trips = AppPage(rawValue: "trips")
    public static let todo = AppPage(rawValue: "todo")
    public static let profile = AppPage(rawValue: "profile")
}

/// How a page is named to a person: in the view switcher (with its
/// mnemonic), in Keyboard Shortcuts, as a placeholder while its feature is
/// missing. Worded on each use, so a language switched at run time shows.
public struct PageTitles: Sendable, Equatable {
    public let title: String
    /// The title with a mnemonic, as shown by view switchers.
    public let mnemonicTitle: String
    /// What the page is for, in one sentence (shown until its feature lands).
    public let summary: String
    public let iconName: String

    public init(title: String, mnemonicTitle: String, summary: String, iconName: String) {
        self.title = title
        self.mnemonicTitle = mnemonicTitle
        self.summary = summary
        self.iconName = iconName
    }

    public static var holidays: PageTitles {
        PageTitles(
            title: tr("Holidays"),
            // Translators: the underscore marks each page's Alt+letter in the view switcher; keep them distinct.
            mnemonicTitle: tr("_Holidays"), summary: tr("Public holidays of any country, by year."),
            iconName: "x-office-calendar-symbolic")
    }

    public static var converter: PageTitles {
        PageTitles(
            title: tr("Converter"), mnemonicTitle: tr("_Converter"),
            summary: tr("Convert amounts between currencies with ECB reference rates."),
            iconName: "accessories-calculator-symbolic")
    }

    public static var trips: PageTitles {
        PageTitles(
            title: tr("Trips"), mnemonicTitle: tr("_Trips"), summary: tr("Plan trips with waypoints and routes."),
            iconName: "mark-location-symbolic")
    }

    public static var todo: PageTitles {
        PageTitles(
            title: tr("To-Do"), mnemonicTitle: tr("T_o-Do"), summary: tr("A checklist for the road."),
            iconName: "object-select-symbolic")
    }

    public static var profile: PageTitles {
        PageTitles(
            title: tr("Profile"), mnemonicTitle: tr("_Profile"),
            summary: tr("Your picture, name, home country and currency."), iconName: "avatar-default-symbolic")
    }
}
