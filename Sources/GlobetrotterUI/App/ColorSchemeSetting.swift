import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The style (follow the system, light or dark) is the `color-scheme` key:
/// the action `app.color-scheme` (GSettings' own stateful action) sets it,
/// Preferences' Style row is bound to it, and the style manager follows the
/// key wherever it changes — the row, the action, `gsettings set`.
@MainActor
public enum ColorSchemeSetting {
    /// Whose values the key takes, in the Style row's order.
    static let choices = ColorScheme.allCases.map(\.rawValue)

    private static var following: AnyCancellable?

    /// Applies the stored style now and whenever the key changes, and adds `app.color-scheme`.
    public static func install(on application: Application, settings: SettingsStore) {
        if let gsettings = settings.gsettings {
            application.addSettingsAction(gsettings, key: SettingsKeys.colorScheme.name)
        }
        apply(settings)
        following = settings.changes.filter { $0 == SettingsKeys.colorScheme.name }
            .sink { _ in apply(settings) }
    }

    /// The Style row shows the key and sets it (GLib keeps them in step for as long as the row lives).
    static func bind(_ row: ComboRow, to settings: SettingsStore) {
        if let gsettings = settings.gsettings {
            gsettings.bind(SettingsKeys.colorScheme.name, to: row, indexProperty: "selected", choices: choices)
        } else {
            row.selectedIndex = choices.firstIndex(of: settings[SettingsKeys.colorScheme]) ?? 0
            row.onSelectionChanged { index in settings[SettingsKeys.colorScheme] = choices[index] }
        }
    }

    private static func apply(_ settings: SettingsStore) {
        (ColorScheme(rawValue: settings[SettingsKeys.colorScheme]) ?? .system).apply()
    }
}
