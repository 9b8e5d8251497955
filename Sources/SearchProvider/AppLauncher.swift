import CGLib
import Foundation
import GLibKit
import GlobetrotterCore

/// Starts the app on a search result the way the desktop starts it: through
/// its installed desktop entry (`GDesktopAppInfo`), so the entry's own
/// command runs (a Flatpak's wrapper, the distribution's path) with a launch
/// context. A running app gets the request through GApplication's command
/// line and opens it in its window; otherwise the app starts there.
enum AppLauncher {
    static let desktopID = "\(AppInfo.id).desktop"

    /// - Parameter timestamp: the Shell's event time; it lets the app's window
    ///   take the focus (the startup ID's `_TIME`; SearchProvider2 passes no
    ///   activation token, and a provider without a display cannot make one).
    /// - Returns: why the app could not be started; nil once it was.
    static func open(_ target: SearchTarget?, timestamp: UInt32) -> String? {
        guard let installed = g_desktop_app_info_new(desktopID) else {
            // i18n-ignore: a D-Bus error the Shell logs
            return "\(desktopID) is not installed"
        }
        defer { g_object_unref(UnsafeMutableRawPointer(installed)) }
        let entry: OpaquePointer
        do {
            entry = try self.entry(of: installed, opening: target)
        } catch {
            return "\(error)"
        }
        defer { g_object_unref(UnsafeMutableRawPointer(entry)) }
        let context = g_app_launch_context_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        if timestamp != 0 {
            g_app_launch_context_setenv(
                context, "DESKTOP_STARTUP_ID", "globetrotter-search-provider-\(getpid())_TIME\(timestamp)")
        }
        var error: UnsafeMutablePointer<GError>?
        if g_app_info_launch(entry, nil, context, &error) != 0 { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }

    /// The installed entry with `--open=<result>` after its command: a desktop
    /// entry's command takes files, not a search result, so GIO is handed a
    /// copy of the entry (`g_desktop_app_info_new_from_keyfile`) that asks for it.
    private static func entry(
        of installed: OpaquePointer, opening target: SearchTarget?
    ) throws(GLibError) -> OpaquePointer {
        let keyFile = g_key_file_new()!
        defer { g_key_file_unref(keyFile) }
        let loaded = try withGError { error in
            g_key_file_load_from_file(keyFile, g_desktop_app_info_get_filename(installed), G_KEY_FILE_NONE, error)
        }
        let group = "Desktop Entry"
        if loaded != 0, let target, let exec = g_key_file_get_string(keyFile, group, "Exec", nil) {
            defer { g_free(exec) }
            // i18n-ignore: a command-line option
            let option = "--open=\(target.id)"
            let quoted = g_shell_quote(option)!
            defer { g_free(quoted) }
            g_key_file_set_string(keyFile, group, "Exec", "\(String(cString: exec)) \(String(cString: quoted))")
        }
        guard let entry = g_desktop_app_info_new_from_keyfile(keyFile) else {
            // i18n-ignore: a D-Bus error the Shell logs
            throw GLibError(domain: "g-io-error-quark", code: 0, message: "\(desktopID) cannot be launched")
        }
        return entry
    }
}
