import CGLib
import CSecret
import GLibKit
import GlobetrotterCore

/// API keys in the desktop keyring (the Secret Service, through libsecret).
/// Items carry two attributes — the app id and the key's name — so they are
/// found again and never collide with other apps. Secrets never reach a log:
/// errors carry only libsecret's message.
@MainActor
public final class LibsecretStore: SecretStore {
    public static let schemaName = "\(AppInfo.id).APIKey"
    /// Made at the first use: until a key is needed, the app calls nothing in
    /// libsecret (which brings libgcrypt; the home page needs no key).
    private var madeSchema: UnsafeMutablePointer<SecretSchema>?
    private let timeout: Duration

    /// - Parameter timeout: how long to wait for the keyring (it may be locked and prompting).
    public init(timeout: Duration = .seconds(20)) {
        self.timeout = timeout
    }

    isolated deinit {
        if let madeSchema { secret_schema_unref(madeSchema) }
    }

    private var schema: UnsafeMutablePointer<SecretSchema> {
        if let madeSchema { return madeSchema }
        let types = KeyringAttributes.table([("application", nil), ("key", nil)])
        defer { g_hash_table_unref(types) }
        let schema = secret_schema_newv(Self.schemaName, SECRET_SCHEMA_NONE, types)!
        madeSchema = schema
        return schema
    }

    public func secret(for key: SecretKey) async throws -> String? {
        let attributes = Self.attributes(for: key)
        defer { g_hash_table_unref(attributes) }
        let schema = self.schema
        return try await gioAsync(timeout: timeout) { cancellable, callback, data in
            secret_password_lookupv(schema, attributes, cancellable, callback, data)
        } finish: { result in
            let password = try withGError { secret_password_lookup_finish(result, $0) }
            guard let password else { return nil }
            defer { secret_password_free(password) }
            return String(cString: password)
        }
    }

    public func setSecret(_ value: String?, for key: SecretKey) async throws {
        let attributes = Self.attributes(for: key)
        defer { g_hash_table_unref(attributes) }
        let schema = self.schema
        guard let value, !value.isEmpty else {
            _ = try await gioAsync(timeout: timeout) { cancellable, callback, data in
                secret_password_clearv(schema, attributes, cancellable, callback, data)
            } finish: { result in
                try withGError { secret_password_clear_finish(result, $0) }
            }
            return
        }
        _ = try await gioAsync(timeout: timeout) { cancellable, callback, data in
            // "default" is SECRET_COLLECTION_DEFAULT, a macro Swift cannot import.
            secret_password_storev(schema, attributes, "default", key.label, value, cancellable, callback, data)
        } finish: { result in
            try withGError { secret_password_store_finish(result, $0) }
        }
    }

    private static func attributes(for key: SecretKey) -> OpaquePointer {
        KeyringAttributes.table([("application", AppInfo.id), ("key", key.rawValue)])
    }
}
