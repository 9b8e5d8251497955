import GlobetrotterCore
import GtkKit

/// What the application's actions do (the list itself is `AppAction`).
@MainActor
public enum ApplicationActions {
    public static func install(
        on application: Application, settings: SettingsStore, apiKeys: [APIKeySetting] = [],
        pages: PageList = AppPages.list, windowController: @escaping @MainActor () -> MainWindowController?
    ) {
        AppAction.install(on: application, pages: pages) { action in
            switch action {
            case .quit:
                application.quit()
            case .about:
                AboutWindow(AppDialogs.aboutInfo, transientFor: windowController()?.window).present()
            case .preferences:
                guard let window = windowController()?.window else { return }
                AppDialogs.preferences(transientFor: window, settings: settings, apiKeys: apiKeys).present()
            }
        }
    }
}
