import OpenCombine

/// Where preferences live: GSettings in the app, memory in tests.
@MainActor
public protocol SettingsBackend: AnyObject {
    func int(_ key: String) -> Int?
    func bool(_ key: String) -> Bool?
    func string(_ key: String) -> String?
    func setInt(_ value: Int, for key: String)
    func setBool(_ value: Bool, for key: String)
    func setString(_ value: String, for key: String)
    /// Calls `handler` with a key's name after its value changed: written
    /// here, or — for GSettings — anywhere else (`gsettings set`, another
    /// instance, the search provider).
    func observeChanges(_ handler: @escaping @MainActor (_ key: String) -> Void)
}

/// A value type a settings key can hold.
public protocol SettingsValue: Sendable {
    /// The GVariant type string the schema declares for it ("i", "b", "s").
    static var variantType: String { get }
    /// The value in GVariant text format, as a schema's `<default>` writes it.
    var variantText: String { get }
    @MainActor static func read(_ key: String, from backend: SettingsBackend) -> Self?
    @MainActor func write(_ key: String, to backend: SettingsBackend)
}

extension Int: SettingsValue {
    public static let variantType = "i"
    public var variantText: String { String(self) }
    public static func read(_ key: String, from backend: SettingsBackend) -> Int? { backend.int(key) }
    public func write(_ key: String, to backend: SettingsBackend) { backend.setInt(self, for: key) }
}

extension Bool: SettingsValue {
    public static let variantType = "b"
    public var variantText: String { String(self) }
    public static func read(_ key: String, from backend: SettingsBackend) -> Bool? { backend.bool(key) }
    public func write(_ key: String, to backend: SettingsBackend) { backend.setBool(self, for: key) }
}

extension String: SettingsValue {
    public static let variantType = "s"
    public var variantText: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    public static func read(_ key: String, from backend: SettingsBackend) -> String? { backend.string(key) }
    public func write(_ key: String, to backend: SettingsBackend) { backend.setString(self, for: key) }
}

/// A typed key (after Shortwave's settings keys): the name in the schema, the
/// value type, and the default used when the backend has no value.
public struct SettingsKey<Value: SettingsValue>: Sendable {
    public let name: String
    public let defaultValue: Value

    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// Typed access to preferences over any backend.
@MainActor
public final class SettingsStore {
    public let backend: SettingsBackend
    private let changed = PassthroughSubject<String, Never>()

    public init(backend: SettingsBackend) {
        self.backend = backend
        backend.observeChanges { [weak self] key in self?.changed.send(key) }
    }

    public subscript<Value>(key: SettingsKey<Value>) -> Value {
        get { Value.read(key.name, from: backend) ?? key.defaultValue }
        set { newValue.write(key.name, to: backend) }
    }

    /// The name of each key whose value changed, after the change, wherever it
    /// was made — this store, another page, or outside the app (the backend's
    /// own notification, GSettings' `changed`): a page follows a value
    /// another page, another instance or `gsettings set` sets.
    public var changes: AnyPublisher<String, Never> { changed.eraseToAnyPublisher() }
}

/// A key of any value type, as the schema declares it: for checking the
/// registry against the gschema.
public struct SchemaKey: Hashable, Sendable {
    public let name: String
    public let type: String
    /// The default in GVariant text format (`"USD"`, `1000`, `false`).
    public let defaultText: String
}

extension SettingsKey {
    public var schemaKey: SchemaKey {
        SchemaKey(name: name, type: Value.variantType, defaultText: defaultValue.variantText)
    }
}

/// The app's keys: the one place their defaults are written in Swift.
/// `all` must match data/io.github.globetrotter.Globetrotter.gschema.xml key
/// for key, type for type and default for default (SettingsSchemaTests).
public enum SettingsKeys {
    public static let all: [SchemaKey] = [
        windowWidth.schemaKey, windowHeight.schemaKey, windowMaximized.schemaKey, lastPage.schemaKey,
        colorScheme.schemaKey, converterAmount.schemaKey, converterFrom.schemaKey, converterTo.schemaKey,
        converterHistoryRange.schemaKey, holidaysCountry.schemaKey, holidaysYear.schemaKey, homeCountry.schemaKey,
        homeCurrency.schemaKey, dailyDrivingHours.schemaKey,
    ]

    public static let windowWidth = SettingsKey("window-width", default: 1000)
    public static let windowHeight = SettingsKey("window-height", default: 720)
    public static let windowMaximized = SettingsKey("window-maximized", default: false)
    public static let lastPage = SettingsKey("last-page", default: AppPage.holidays.rawValue)
    public static let colorScheme = SettingsKey("color-scheme", default: "system")
    /// The converter's amount as typed (text, so "12." survives a restart as typed).
    public static let converterAmount = SettingsKey("converter-amount", default: "100")
    /// The currency converted from; empty to follow the home currency until one is picked.
    public static let converterFrom = SettingsKey("converter-from", default: "")
    public static let converterTo = SettingsKey("converter-to", default: "EUR")
    public static let converterHistoryRange = SettingsKey("converter-history-range", default: "month")
    /// ISO alpha-2 of the country the Holidays page shows; empty to follow the home country until one is chosen.
    public static let holidaysCountry = SettingsKey("holidays-country", default: "")
    /// The year the Holidays page shows; 0 for the current year.
    public static let holidaysYear = SettingsKey("holidays-year", default: 0)
    /// ISO alpha-2 of the traveller's home country; empty for the locale's region.
    public static let homeCountry = SettingsKey("home-country", default: "")
    /// ISO 4217 code of the home currency; empty for the home country's (or the locale's) currency.
    public static let homeCurrency = SettingsKey("home-currency", default: "")
    /// Hours at the wheel a day in a trip's days (1–24); a longer leg goes on the next day.
    public static let dailyDrivingHours = SettingsKey("daily-driving-hours", default: 8)
}

/// In-memory backend for tests and for running without an installed schema.
@MainActor
public final class MemorySettingsBackend: SettingsBackend {
    public private(set) var values: [String: any Sendable] = [:]
    private var observers: [@MainActor (String) -> Void] = []

    public init() {}

    public func int(_ key: String) -> Int? { values[key] as? Int }
    public func bool(_ key: String) -> Bool? { values[key] as? Bool }
    public func string(_ key: String) -> String? { values[key] as? String }
    public func setInt(_ value: Int, for key: String) { set(value, for: key) }
    public func setBool(_ value: Bool, for key: String) { set(value, for: key) }
    public func setString(_ value: String, for key: String) { set(value, for: key) }
    public func observeChanges(_ handler: @escaping @MainActor (String) -> Void) { observers.append(handler) }

    private func set(_ value: any Sendable, for key: String) {
        values[key] = value
        observers.forEach { $0(key) }
    }
}
