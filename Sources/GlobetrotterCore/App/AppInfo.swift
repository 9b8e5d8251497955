/// Identity of the application, shared by the About window, the User-Agent
/// and the desktop files.
public enum AppInfo {
    public static let id = "io.github.globetrotter.Globetrotter"
    public static let name = "Globetrotter"
    public static let version = "0.1.0"
    public static let website = "https://github.com/globetrotter-app/globetrotter"
    public static let issueURL = "https://github.com/globetrotter-app/globetrotter/issues"
    public static let userAgent = "Globetrotter/\(version) (+\(website))"
}
