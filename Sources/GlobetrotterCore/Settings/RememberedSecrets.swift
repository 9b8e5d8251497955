/// API keys read once per run and then answered from memory, for sources
/// that look their key up on every request. It never waits for the keyring:
/// until `preload` has answered, a key counts as not set, and the source is
/// skipped quietly. (Without a running keyring a lookup can take libsecret's
/// whole D-Bus timeout; a currency list must not wait for that.)
public actor RememberedSecrets: SecretStore {
    private let store: any SecretStore
    private var known: [SecretKey: String] = [:]

    public init(_ store: any SecretStore) { self.store = store }

    /// Reads `keys` from the store; a key that cannot be read stays unset.
    public func preload(_ keys: [SecretKey]) async {
        for key in keys {
            if let value = try? await store.secret(for: key), !value.isEmpty { known[key] = value }
        }
    }

    public func secret(for key: SecretKey) async throws -> String? { known[key] }

    /// Stores through to the keyring first, so memory never holds a key the keyring refused.
    public func setSecret(_ value: String?, for key: SecretKey) async throws {
        try await store.setSecret(value, for: key)
        known[key] = value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
