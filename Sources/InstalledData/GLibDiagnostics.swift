import GLibKit
import GlobetrotterCore

extension DiagnosticLog {
    /// GLib's log domain for everything the app and the search provider log.
    public static let glibDomain = "Globetrotter"

    /// Sends the log through GLib's structured logging (on standard error, or
    /// to the journal for an app started by the desktop), under the domain
    /// "Globetrotter": `G_MESSAGES_DEBUG=Globetrotter` shows the debug messages.
    public static func routeThroughGLib() {
        GLibLog.keepStandardOutputClean()
        route { level, message in
            GLibLog.write(level == .debug ? .debug : .warning, message, domain: glibDomain)
        }
    }
}
