import CAdwaita
import CGtk
import CGtkTestSupport
import Foundation
import GLibKit
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Preferences → Style: the handlers outlive every Swift wrapper of the window
/// and its rows (dropping them aborted the app once).
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct PreferencesTests {
    private static let parentTitle = "Preferences Test Parent"

    private func makeParent() -> ApplicationWindow {
        let parent = ApplicationWindow(application: TestApplication.shared)
        parent.title = Self.parentTitle
        parent.setDefaultSize(width: 800, height: 600)
        return parent
    }

    /// Builds and shows Preferences, keeping no Swift reference to it or its rows.
    private func presentPreferences(over parent: ApplicationWindow, settings: SettingsStore) -> Widget {
        weak var built: PreferencesWindow?
        do {
            let window = AppDialogs.preferences(transientFor: parent, settings: settings)
            window.present()
            built = window
        }
        #expect(built == nil, "no Swift reference to the window is left")
        // GTK keeps the shown window; find it again through a fresh wrapper.
        guard let window = toplevelWindow(ofType: "AdwPreferencesWindow") else {
            Issue.record("the Preferences window is not among the toplevels")
            return parent
        }
        return window
    }

    private func styleRow(in window: Widget) throws -> Widget {
        try #require(window.firstDescendant { $0.typeName == "AdwComboRow" })
    }

    @Test func changingTheStyleAfterEveryWrapperIsGoneSavesAndAppliesIt() async throws {
        let gsettings = try AppGSettings()
        let settings = gsettings.store
        ColorSchemeSetting.install(on: TestApplication.shared, settings: settings)
        let parent = makeParent()
        parent.present()
        let preferences = presentPreferences(over: parent, settings: settings)
        defer {
            gtk_window_destroy(preferences.cast())
            parent.destroy()
            ColorScheme.system.apply()
        }
        let row = try styleRow(in: preferences)
        let before = liveClosureBoxCount
        adw_combo_row_set_selected(row.cast(), 2)  // Dark, as the row's list sets it
        #expect(settings[SettingsKeys.colorScheme] == "dark")
        #expect(adw_style_manager_get_dark(adw_style_manager_get_default()) != 0)
        adw_combo_row_set_selected(row.cast(), 1)
        #expect(settings[SettingsKeys.colorScheme] == "light")
        #expect(liveClosureBoxCount == before, "the row's handler is still the one connected")
    }

    @Test func clickingDarkTurnsTheWindowDark() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let gsettings = try AppGSettings()
        let settings = gsettings.store
        ColorSchemeSetting.install(on: TestApplication.shared, settings: settings)
        ColorScheme.light.apply()
        let parent = makeParent()
        parent.present()
        let preferences = presentPreferences(over: parent, settings: settings)
        defer {
            gtk_window_destroy(preferences.cast())
            parent.destroy()
            ColorScheme.system.apply()
        }
        #expect(await pumpUntil(timeout: .seconds(10)) { preferences.isMapped })
        #expect(await framePainted(preferences), "the window drew itself")
        let lightShot = "\(makeTemporaryDirectory(prefix: "prefs"))/light.png"
        try await renderPNG(preferences, to: lightShot)
        #expect(gt_test_png_mean_luminance(lightShot) > 0.7, "light before")

        let row = try styleRow(in: preferences)
        try PointerInput.click(row)
        let dark = try #require(
            await pumpUntilFound(timeout: .seconds(10)) {
                row.firstDescendant { widget in
                    widget.typeName == "GtkLabel" && widget.isMapped
                        && Label(widget: widget.objectPointer).text == "Dark"
                }
            }, "the row's list opens on a click")
        #expect(await stoppedMoving(dark), "the list is in place")
        try PointerInput.click(dark)

        #expect(await pumpUntil(timeout: .seconds(10)) { settings[SettingsKeys.colorScheme] == "dark" })
        #expect(adw_style_manager_get_dark(adw_style_manager_get_default()) != 0)
        #expect(await pumpUntil(timeout: .seconds(10)) { !dark.isMapped }, "the list closed")
        #expect(await framePainted(preferences), "the window drew itself dark")
        let darkShot = "\(makeTemporaryDirectory(prefix: "prefs"))/dark.png"
        try await renderPNG(preferences, to: darkShot)
        #expect(gt_test_png_mean_luminance(darkShot) < 0.3, "the window turned dark")
    }

    /// Trips → Daily Driving Limit: typed into its spin button, stored in GSettings (8 h until then).
    @Test func theDailyDrivingLimitTypedIsStored() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let gsettings = try AppGSettings()
        let settings = gsettings.store
        #expect(settings[SettingsKeys.dailyDrivingHours] == 8)
        let parent = makeParent()
        parent.present()
        let preferences = presentPreferences(over: parent, settings: settings)
        defer {
            gtk_window_destroy(preferences.cast())
            parent.destroy()
        }
        #expect(await pumpUntil(timeout: .seconds(10)) { preferences.isMapped })
        let spin = try #require(preferences.firstDescendant { $0.typeName == "GtkSpinButton" })
        #expect(await framePainted(preferences))
        try await renderPNG(preferences, to: screenshotPath("preferences"))
        #expect(spin.grabFocus())
        try KeyboardInput.press("ctrl+a", inWindowTitled: "Preferences")
        try KeyboardInput.type("10", inWindowTitled: "Preferences")
        try KeyboardInput.press("Return", inWindowTitled: "Preferences")
        #expect(await pumpUntil(timeout: .seconds(10)) { settings[SettingsKeys.dailyDrivingHours] == 10 })
    }

    private func pumpUntilFound(timeout: Duration, _ find: () -> Widget?) async -> Widget? {
        var found: Widget?
        _ = await pumpUntil(timeout: timeout) {
            found = find()
            return found != nil
        }
        return found
    }
}
