import GLibKit
import GlobetrotterCore

extension SettingsStore {
    /// The app's GSettings when the schema can be found (installed or built);
    /// otherwise settings in memory and why, instead of GLib's abort.
    @MainActor
    public static func app() -> (store: SettingsStore, problem: String?) {
        do {
            let settings = try Settings(schemaID: AppInfo.id, schemaDirectory: DataLocations.schemaDirectory)
            return (SettingsStore(backend: GSettingsBackend(settings)), nil)
        } catch {
            return (SettingsStore(backend: MemorySettingsBackend()), "\(error)")
        }
    }
}
