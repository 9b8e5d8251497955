import GLibKit
import GlobetrotterCore

/// Core's settings protocol over a real `GSettings`. A key missing from the
/// installed schema (an older install) reads as the default instead of aborting.
@MainActor
public final class GSettingsBackend: SettingsBackend {
    public let settings: Settings

    public init(_ settings: Settings) { self.settings = settings }

    public func int(_ key: String) -> Int? { try? settings.int(key) }
    public func bool(_ key: String) -> Bool? { try? settings.bool(key) }
    public func string(_ key: String) -> String? { try? settings.string(key) }
    public func setInt(_ value: Int, for key: String) { try? settings.set(value, for: key) }
    public func setBool(_ value: Bool, for key: String) { try? settings.set(value, for: key) }
    public func setString(_ value: String, for key: String) { try? settings.set(value, for: key) }
    public func observeChanges(_ handler: @escaping @MainActor (String) -> Void) { settings.onChanged(handler) }
}
