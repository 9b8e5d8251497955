/// One optional API key in Preferences: how it is presented, and how it is
/// read and stored (the keyring in the app).
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
    public var load: @MainActor () async -> String?
    /// Stores the key (empty removes it); returns a message when that failed.
    public var save: @MainActor (String) async -> String?

    public init(
        groupTitle: String, groupDescription: String, title: String, withoutKey: String, removed: String,
        load: @escaping @MainActor () async -> String?, save: @escaping @MainActor (String) async -> String?
    ) {
        self.groupTitle = groupTitle
        self.groupDescription = groupDescription
        self.title = title
        self.withoutKey = withoutKey
        self.removed = removed
        self.load = load
        self.save = save
    }
}
