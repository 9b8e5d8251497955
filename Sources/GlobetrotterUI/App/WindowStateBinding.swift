import GLibKit
import GlobetrotterCore
import GtkKit

/// The main window's size and maximised state live in GSettings, bound to
/// the window's `default-width`, `default-height` and `maximized` (as GNOME's
/// "Saving and Loading Window State" does): GTK 4 updates the default size
/// only while the window is neither maximised nor full screen, so a
/// maximised window keeps the size it returns to, and nothing is saved by hand.
@MainActor
enum WindowStateBinding {
    static func bind(_ window: ApplicationWindow, to settings: SettingsStore) {
        guard let gsettings = settings.gsettings else {
            // Settings in memory only: start at the defaults, remember nothing.
            window.setDefaultSize(
                width: Int32(settings[SettingsKeys.windowWidth]), height: Int32(settings[SettingsKeys.windowHeight]))
            return
        }
        gsettings.bind(SettingsKeys.windowWidth.name, to: window, property: "default-width")
        gsettings.bind(SettingsKeys.windowHeight.name, to: window, property: "default-height")
        gsettings.bind(SettingsKeys.windowMaximized.name, to: window, property: "maximized")
    }
}
