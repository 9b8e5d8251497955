/// Icons the app ships in its GResource (data/resources/icons), under its own
/// names so the system theme does not shadow them.
enum AppIcons {
    /// A calendar for 128 px status pages, pre-rendered so the home page's
    /// first frame needs no SVG renderer (see data/resources/encode-status-icons.sh).
    static let calendarStatus = "io.github.globetrotter.Globetrotter-calendar-symbolic"
}
