import GlobetrotterCore
import GtkKit

/// The app-wide actions (quit, about, preferences) and every accelerator.
@MainActor
public enum ApplicationActions {
    public static func install(
        on application: Application, settings: SettingsStore, apiKeys: [APIKeySetting] = [],
        windowController: @escaping @MainActor () -> MainWindowController?
    ) {
        let quit = SimpleAction("quit")
        quit.onActivate {
            windowController()?.saveWindowState()
            application.quit()
        }
        let about = SimpleAction("about")
        about.onActivate {
            AboutWindow(AppDialogs.aboutInfo, transientFor: windowController()?.window).present()
        }
        let preferences = SimpleAction("preferences")
        preferences.onActivate {
            guard let window = windowController()?.window else { return }
            AppDialogs.preferences(transientFor: window, settings: settings, apiKeys: apiKeys).present()
        }
        for action in [quit, about, preferences] { application.addAction(action) }
        for (action, accelerators) in accelerators {
            application.setAccelerators(accelerators, for: action)
        }
    }

    /// Detailed action → accelerators, as listed in the Keyboard Shortcuts window.
    public static let accelerators: [(String, [String])] =
        [
            ("app.quit", ["<Control>q"]), ("app.preferences", ["<Control>comma"]), ("win.close", ["<Control>w"]),
            ("win.show-help-overlay", ["<Control>question"]), ("win.go-back", ["<Alt>Left"]),
        ]
        + AppPage.switcherPages.compactMap { page in
            page.accelerator.map { ("win.show-page::\(page.rawValue)", [$0]) }
        }
}
