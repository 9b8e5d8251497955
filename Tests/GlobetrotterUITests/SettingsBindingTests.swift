import CAdwaita
import CGtk
import GLibKit
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Window size and style are GSettings keys bound to the window and to the
/// style (`g_settings_bind`, `g_settings_create_action`), not saved by hand:
/// a change on either side shows on the other at once.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2))) struct SettingsBindingTests {
    private func makeWindow(_ gsettings: AppGSettings) -> MainWindowController {
        let environment = AppEnvironment(
            settings: gsettings.store, tiles: BlankTiles(), isOffline: true, startupSteps: [],
            splashMinimumDuration: .zero)
        return MainWindowController(application: TestApplication.shared, environment: environment)
    }

    @Test func theWindowOpensAtTheStoredSizeAndAResizeIsStoredAtOnce() async throws {
        let gsettings = try AppGSettings()
        try gsettings.elsewhere.set(900, for: SettingsKeys.windowWidth.name)
        try gsettings.elsewhere.set(650, for: SettingsKeys.windowHeight.name)
        let controller = makeWindow(gsettings)
        defer { controller.window.destroy() }
        #expect(controller.window.defaultSize == (900, 650))

        controller.window.present()
        #expect(await pumpUntil(timeout: .seconds(10)) { controller.window.isMapped })
        controller.window.setDefaultSize(width: 1111, height: 777)
        #expect(gsettings.store[SettingsKeys.windowWidth] == 1111, "stored while the window is open")
        #expect(gsettings.store[SettingsKeys.windowHeight] == 777)
        #expect(gsettings.store[SettingsKeys.windowMaximized] == false)

        try gsettings.elsewhere.set(1000, for: SettingsKeys.windowWidth.name)
        #expect(controller.window.defaultSize.width == 1000, "and the key sets the window")
    }

    @Test func theStyleIsTheColorSchemeKeyWhereverItIsSet() async throws {
        let gsettings = try AppGSettings()
        ColorSchemeSetting.install(on: TestApplication.shared, settings: gsettings.store)
        let parent = ApplicationWindow(application: TestApplication.shared)
        defer {
            parent.destroy()
            ColorScheme.system.apply()
        }
        let manager = adw_style_manager_get_default()
        let preferences = AppDialogs.preferences(transientFor: parent, settings: gsettings.store)
        defer { gtk_window_destroy(preferences.cast()) }
        let row = try #require(preferences.firstDescendant { $0.typeName == "AdwComboRow" })

        #expect(parent.activateAction("app.color-scheme", target: "dark"), "GSettings' action is the app's")
        #expect(try gsettings.elsewhere.string(SettingsKeys.colorScheme.name) == "dark")
        #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_FORCE_DARK)
        #expect(adw_combo_row_get_selected(row.cast()) == 2, "Preferences shows Dark")

        try gsettings.elsewhere.set("light", for: SettingsKeys.colorScheme.name)
        #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_FORCE_LIGHT, "as gsettings set does")
        #expect(adw_combo_row_get_selected(row.cast()) == 1)

        adw_combo_row_set_selected(row.cast(), 0)
        #expect(try gsettings.elsewhere.string(SettingsKeys.colorScheme.name) == "system")
        #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_DEFAULT)
    }
}
