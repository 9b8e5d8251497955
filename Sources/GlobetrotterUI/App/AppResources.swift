import Foundation
import GLibKit
import GlobetrotterCore

/// The app's GResource bundle, compiled from data/resources by
/// Plugins/CompileResources and embedded in the binary.
public enum AppResources {
    /// The application's resource base path: AdwApplication loads
    /// `style.css` from here at start-up.
    public static let basePath = "/io/github/globetrotter/Globetrotter"

    /// Registers the bundle with GIO; once per process, before the application starts.
    public static func register() {
        _ = registration
    }

    private static let registration: Void = {
        do {
            try ResourceBundle.register(compiledResourceBundle)
        } catch {
            // Built from this repository's files, so this is a build defect; the
            // app still works, in libadwaita's plain looks.
            DiagnosticLog.warning("The embedded resources are unreadable: \(error)")
        }
    }()
}
