import CGLib
import Foundation
import GlobetrotterCore

/// Starts the app beside this binary (`<bindir>/globetrotter`) on a search
/// result. A running app gets the request through GApplication's command
/// line and opens it in its window; otherwise the app starts there.
enum AppLauncher {
    /// The app binary installed (or built) next to the provider.
    static var appPath: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("globetrotter").path
    }

    /// - Parameter timestamp: the Shell's event time; under X11 it lets the
    ///   window take the focus (startup notification's `_TIME`).
    static func open(_ target: SearchTarget?, timestamp: UInt32) -> String? {
        let launcher = g_subprocess_launcher_new(G_SUBPROCESS_FLAGS_NONE)!
        defer { g_object_unref(UnsafeMutableRawPointer(launcher)) }
        g_subprocess_launcher_setenv(
            launcher, "DESKTOP_STARTUP_ID", "globetrotter-search-provider-\(getpid())_TIME\(timestamp)", 1)
        var arguments = [appPath]
        // i18n-ignore: a command-line option
        if let target { arguments.append("--open=\(target.id)") }
        let copies = arguments.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let argv = copies.map { UnsafePointer($0) } + [nil]
        var error: UnsafeMutablePointer<GError>?
        let process = g_subprocess_launcher_spawnv(launcher, argv, &error)
        if let process {
            g_object_unref(UnsafeMutableRawPointer(process))
            return nil
        }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
}
