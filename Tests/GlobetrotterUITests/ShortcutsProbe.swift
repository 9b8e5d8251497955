import CGLib
import CGtk
import CGtkTestSupport
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterUI

/// One line of a Keyboard Shortcuts window, as a person reads it.
struct ListedShortcut: Equatable {
    let title: String
    let accelerator: String
}

@MainActor
extension Widget {
    /// The shortcuts this Keyboard Shortcuts window lists. The window also
    /// holds copies of them for its search page: compare sets, not counts.
    var listedShortcuts: [ListedShortcut] {
        descendants().filter { $0.typeName == "GtkShortcutsShortcut" }.compactMap { shortcut in
            guard let title = gt_test_string_property(shortcut.objectPointer, "title"),
                let accelerator = gt_test_string_property(shortcut.objectPointer, "accelerator")
            else { return nil }
            defer { g_free(title); g_free(accelerator) }
            return ListedShortcut(title: String(cString: title), accelerator: String(cString: accelerator))
        }
    }
}

/// Keyboard Shortcuts made from the app's page list and actions with its
/// words in `language` ("de" or "en"), shown; destroy it when done.
@MainActor
func shownShortcutsWindow(in language: String) async throws -> ShortcutsWindow {
    _ = TestApplication.shared  // GTK, started
    let build = { ShortcutsWindow(sections: AppAction.shortcutSections(AppPages.list), transientFor: nil) }
    let window = try language == "de" ? inGerman(build) : build()
    gtk_window_present(window.cast())
    #expect(await pumpUntil(timeout: .seconds(10)) { window.isMapped })
    return window
}
