import GLibKit
import GlobetrotterCore
import InstalledData

extension SettingsStore {
    /// The `GSettings` behind the store, for binding widgets to keys; nil
    /// when the settings are in memory only (no schema found, or a test).
    var gsettings: Settings? { (backend as? GSettingsBackend)?.settings }
}
