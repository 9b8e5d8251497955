/// API keys the user entered, kept in the desktop keyring (libsecret in the
/// app) and never in files, settings or logs.
public protocol SecretStore: Sendable {
    func secret(for key: SecretKey) async throws -> String?
    /// Stores `value`, or deletes the secret when it is nil or empty.
    func setSecret(_ value: String?, for key: SecretKey) async throws
}

/// The secrets the app knows; the raw value names the keyring item.
public enum SecretKey: String, Sendable, CaseIterable {
    case holidayAPI = "holidayapi-key"
    case currencyConverterAPI = "currencyconverterapi-key"
    case pixabay = "pixabay-key"

    /// What the keyring shows the user for this item.
    public var label: String {
        switch self {
        case .holidayAPI: tr("Globetrotter: holidayapi.com API key")
        case .currencyConverterAPI: tr("Globetrotter: currencyconverterapi.com API key")
        case .pixabay: tr("Globetrotter: Pixabay API key")
        }
    }
}

/// Keeps secrets in memory: for tests, and when no keyring is reachable.
public actor MemorySecretStore: SecretStore {
    private var secrets: [SecretKey: String] = [:]

    public init(_ secrets: [SecretKey: String] = [:]) { self.secrets = secrets }

    public func secret(for key: SecretKey) async throws -> String? { secrets[key] }

    public func setSecret(_ value: String?, for key: SecretKey) async throws {
        secrets[key] = value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
