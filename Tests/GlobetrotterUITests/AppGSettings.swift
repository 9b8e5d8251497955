import GLibKit
import GLibTestSupport
import GlobetrotterCore
import InstalledData
import Testing

/// The app's schema (as the build compiled it) on a storage of the test's own
/// in memory: a `SettingsStore` over real GSettings, and a second `GSettings`
/// on the same storage that stands for another instance, the search provider
/// or `gsettings set`.
@MainActor
struct AppGSettings {
    let settings: Settings
    let store: SettingsStore
    /// Another `GSettings` object of the schema, on the same storage.
    let elsewhere: Settings

    init() throws {
        TestEnvironment.prepare()
        let storage = SettingsStorage.inMemory()
        let directory = try #require(DataLocations.schemaDirectory, "the build compiles the app's schema")
        settings = try Settings(schemaID: AppInfo.id, schemaDirectory: directory, storage: storage)
        elsewhere = try Settings(schemaID: AppInfo.id, schemaDirectory: directory, storage: storage)
        store = SettingsStore(backend: GSettingsBackend(settings))
    }
}
