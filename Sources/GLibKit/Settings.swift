import CGLib

public enum SettingsError: Error, CustomStringConvertible {
    case schemaNotFound(String)
    case unknownKey(String)

    public var description: String {
        switch self {
        case .schemaNotFound(let id): "The settings schema \(id) is not installed"  // i18n-ignore: for the log
        case .unknownKey(let key): "The settings schema has no key “\(key)”"  // i18n-ignore: for the log
        }
    }
}

/// A `GSettings` object. Looks up the schema first, because `g_settings_new`
/// aborts the process when a schema is missing.
public final class Settings: ObjectRef, @unchecked Sendable {
    private let schema: OpaquePointer

    /// - Parameters:
    ///   - schemaDirectory: a directory with `gschemas.compiled`, tried
    ///     before the system's schemas (for running from the build tree).
    ///   - storage: where the values are; nil for GLib's default (dconf,
    ///     or what `GSETTINGS_BACKEND` names).
    public init(schemaID: String, schemaDirectory: String? = nil, storage: SettingsStorage? = nil) throws {
        var source: OpaquePointer? = g_settings_schema_source_get_default().flatMap { g_settings_schema_source_ref($0) }
        if let schemaDirectory {
            var error: UnsafeMutablePointer<GError>?
            let local = g_settings_schema_source_new_from_directory(schemaDirectory, source, 0, &error)
            if let error {
                g_error_free(error)
            } else if let local {
                if let source { g_settings_schema_source_unref(source) }
                source = local
            }
        }
        defer { if let source { g_settings_schema_source_unref(source) } }
        guard let source, let schema = g_settings_schema_source_lookup(source, schemaID, 1) else {
            throw SettingsError.schemaNotFound(schemaID)
        }
        self.schema = schema
        let backend: UnsafeMutablePointer<GSettingsBackend>? = storage?.cast()
        super.init(adopting: UnsafeMutableRawPointer(g_settings_new_full(schema, backend, nil)!))
    }

    deinit { g_settings_schema_unref(schema) }

    private var settings: UnsafeMutablePointer<GSettings> { cast() }

    public func hasKey(_ key: String) -> Bool { g_settings_schema_has_key(schema, key) != 0 }

    private func checked(_ key: String) throws(SettingsError) -> String {
        guard hasKey(key) else { throw .unknownKey(key) }
        return key
    }

    public func int(_ key: String) throws(SettingsError) -> Int { Int(g_settings_get_int(settings, try checked(key))) }
    public func bool(_ key: String) throws(SettingsError) -> Bool {
        g_settings_get_boolean(settings, try checked(key)) != 0
    }
    public func double(_ key: String) throws(SettingsError) -> Double {
        g_settings_get_double(settings, try checked(key))
    }

    public func string(_ key: String) throws(SettingsError) -> String {
        let value = g_settings_get_string(settings, try checked(key))!
        defer { g_free(value) }
        return String(cString: value)
    }

    public func set(_ value: Int, for key: String) throws(SettingsError) {
        g_settings_set_int(settings, try checked(key), Int32(clamping: value))
    }

    public func set(_ value: Bool, for key: String) throws(SettingsError) {
        g_settings_set_boolean(settings, try checked(key), value ? 1 : 0)
    }

    public func set(_ value: Double, for key: String) throws(SettingsError) {
        g_settings_set_double(settings, try checked(key), value)
    }

    public func set(_ value: String, for key: String) throws(SettingsError) {
        g_settings_set_string(settings, try checked(key), value)
    }

    /// Calls `handler` with a key's name after its value changed, wherever
    /// the change was made: this object, another `GSettings` of the schema
    /// (another instance, the search provider) or `gsettings set`.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (_ key: String) -> Void) -> SignalConnection {
        onWithPointer("changed") { (key: UnsafeMutableRawPointer?) in
            guard let key else { return }
            handler(String(cString: key.assumingMemoryBound(to: CChar.self)))
        }
    }

    /// Writes pending changes to disk now (GSettings otherwise batches them).
    public static func sync() { g_settings_sync() }
}

/// A `GSettingsBackend`: where settings objects keep their values. Two
/// `Settings` on one storage see each other's changes, as two processes on
/// dconf do.
public final class SettingsStorage: ObjectRef, @unchecked Sendable {
    /// Values in this process's memory only, in a storage of their own.
    public static func inMemory() -> SettingsStorage {
        SettingsStorage(adopting: UnsafeMutableRawPointer(g_memory_settings_backend_new()))
    }
}

/// XDG base directories as GLib sees them (tests isolate by setting XDG_*_HOME).
public enum UserDirectories {
    public static var data: String { String(cString: g_get_user_data_dir()) }
    public static var cache: String { String(cString: g_get_user_cache_dir()) }
}
