/// The top-level pages of the main window, in the order of the view switcher.
public enum AppPage: String, CaseIterable, Sendable, Codable {
    case holidays, converter, trips, todo, profile

    /// Pages shown in the view switcher; Profile opens from its header button.
    public static let switcherPages: [AppPage] = [.holidays, .converter, .trips, .todo]

    public var title: String {
        switch self {
        case .holidays: tr("Holidays")
        case .converter: tr("Converter")
        case .trips: tr("Trips")
        case .todo: tr("To-Do")
        case .profile: tr("Profile")
        }
    }

    /// The title with a mnemonic, as shown by view switchers.
    public var mnemonicTitle: String {
        switch self {
        // Translators: the underscore marks each page's Alt+letter in the view switcher; keep them distinct.
        case .holidays: tr("_Holidays")
        case .converter: tr("_Converter")
        case .trips: tr("_Trips")
        case .todo: tr("T_o-Do")
        case .profile: tr("_Profile")
        }
    }

    /// What the page is for, in one sentence (shown until its feature lands).
    public var summary: String {
        switch self {
        case .holidays: tr("Public holidays of any country, by year.")
        case .converter: tr("Convert amounts between currencies with ECB reference rates.")
        case .trips: tr("Plan trips with waypoints and routes.")
        case .todo: tr("A checklist for the road.")
        case .profile: tr("Your picture, name, home country and currency.")
        }
    }

    public var iconName: String {
        switch self {
        case .holidays: "x-office-calendar-symbolic"
        case .converter: "accessories-calculator-symbolic"
        case .trips: "mark-location-symbolic"
        case .todo: "object-select-symbolic"
        case .profile: "avatar-default-symbolic"
        }
    }

    /// The pages as `--page` takes them: "holidays, converter, trips, todo, profile".
    public static var commandLineNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
