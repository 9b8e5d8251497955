/// Reads and stores the holidayapi.com key for the Preferences window.
@MainActor
public struct HolidayAPIKeySetting {
    public var load: @MainActor () async -> String?
    /// Stores the key (empty removes it); returns a message when that failed.
    public var save: @MainActor (String) async -> String?

    public init(
        load: @escaping @MainActor () async -> String?, save: @escaping @MainActor (String) async -> String?
    ) {
        self.load = load
        self.save = save
    }
}
