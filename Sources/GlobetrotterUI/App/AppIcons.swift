/// Icons the app ships in its GResource (data/resources/icons), under its own
/// names so the system theme does not shadow them (and without dots, which
/// GTK 4.8 does not match for a symbolic PNG in a resource).
enum AppIcons {
    /// A calendar for 128 px status pages, pre-rendered so the home page's
    /// first frame needs no SVG renderer (see data/resources/encode-status-icons.sh).
    static let calendarStatus = "globetrotter-calendar-symbolic"
}
