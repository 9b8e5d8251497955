/// The top-level pages of the main window, in the order of the view switcher.
public enum AppPage: String, CaseIterable, Sendable, Codable {
    case holidays, converter, trips, todo, profile

    /// Pages shown in the view switcher; Profile opens from its header button.
    public static let switcherPages: [AppPage] = [.holidays, .converter, .trips, .todo]

    public var title: String {
        switch self {
        case .holidays: "Holidays"
        case .converter: "Converter"
        case .trips: "Trips"
        case .todo: "To-Do"
        case .profile: "Profile"
        }
    }

    /// The title with a mnemonic, as shown by view switchers.
    public var mnemonicTitle: String {
        switch self {
        case .holidays: "_Holidays"
        case .converter: "_Converter"
        case .trips: "_Trips"
        case .todo: "T_o-Do"
        case .profile: "_Profile"
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

    /// Alt+1…4 for the switcher pages.
    public var accelerator: String? {
        Self.switcherPages.firstIndex(of: self).map { "<Alt>\($0 + 1)" }
    }
}
