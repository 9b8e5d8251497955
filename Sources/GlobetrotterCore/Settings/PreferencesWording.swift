/// The Preferences window's words that libadwaita leaves out: what a screen
/// reader says for its search button and entry.
public enum PreferencesWording {
    public static var searchButton: String { tr("Search Preferences") }
    public static var searchEntry: String { tr("Preference to find") }
}
