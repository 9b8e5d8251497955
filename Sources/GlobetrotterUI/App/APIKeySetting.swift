import Foundation
import GlobetrotterCore

/// One optional API key in Preferences: how it is presented, and where it is
/// kept (the keyring in the app).
@MainActor
public struct APIKeySetting {
    /// The Preferences group: "Holidays", "Currency Converter".
    public var groupTitle: String
    /// What a key changes: "With a key, holidays come from holidayapi.com."
    public var groupDescription: String
    /// "holidayapi.com Key".
    public var title: String
    /// The row's subtitle without a key: "Optional; Nager.Date is used without one".
    public var withoutKey: String
    /// The subtitle after the key was removed: "Removed; Nager.Date is used".
    public var removed: String
    /// Where one gets a key (Pixabay's API documentation), linked from the group.
    public var keyPage: URL?
    private let key: SecretKey
    private let store: any SecretStore
    private let didStore: @MainActor (_ hasKey: Bool) -> Void

    /// - Parameter didStore: runs once the store accepted a key (or its removal).
    public init(
        groupTitle: String, groupDescription: String, title: String, withoutKey: String, removed: String,
        key: SecretKey, store: any SecretStore, keyPage: URL? = nil,
        didStore: @escaping @MainActor (_ hasKey: Bool) -> Void = { _ in }
    ) {
        self.groupTitle = groupTitle
        self.groupDescription = groupDescription
        self.title = title
        self.withoutKey = withoutKey
        self.removed = removed
        self.keyPage = keyPage
        self.key = key
        self.store = store
        self.didStore = didStore
    }

    func load() async -> String? { (try? await store.secret(for: key)) ?? nil }

    /// Stores the key (empty removes it); returns a message when that failed.
    func save(_ value: String) async -> String? {
        do {
            try await store.setSecret(value, for: key)
            didStore(!value.isEmpty)
            return nil
        } catch {
            return tr("The key could not be stored in the keyring: {reason}", ["reason": String(describing: error)])
        }
    }
}
