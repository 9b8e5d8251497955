import Foundation
import OpenCombine

/// The traveller's home country and currency (the Profile page's), resolved:
/// a stored choice, else the region of the language settings, and for the
/// currency the home country's. Holidays and the converter start from them
/// until the person picks something else there. A view over the shared
/// `SettingsStore`, so every instance sees every change.
@MainActor
public final class HomeSettings {
    /// The home currency when neither a choice, a country nor the locale gives one.
    public static let fallbackCurrency = "USD"

    private let settings: SettingsStore
    private let locale: Locale?
    private let countries: CountryCatalog?

    /// - Parameters:
    ///   - locale: whose region is the home country until one is chosen; nil for none (tests).
    ///   - countries: the countries' currencies, for a home country's currency.
    public init(settings: SettingsStore, locale: Locale? = nil, countries: CountryCatalog? = nil) {
        self.settings = settings
        self.locale = locale
        self.countries = countries
    }

    /// ISO alpha-2 of the home country; nil when none is chosen and the locale has no region.
    public var countryCode: String? {
        let stored = settings[SettingsKeys.homeCountry]
        if !stored.isEmpty { return stored.uppercased() }
        guard let region = locale?.region?.identifier, region.count == 2,
            region.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        return region.uppercased()
    }

    /// ISO 4217 code of the home currency: the chosen one, else the home country's, else the locale's.
    public var currencyCode: String {
        let stored = settings[SettingsKeys.homeCurrency]
        if let code = Self.currencyCode(stored) { return code }
        if let country = countryCode, let found = (try? countries?.country(alpha2: country)) ?? nil,
            let code = found.currency.flatMap(Self.currencyCode)
        {
            return code
        }
        return locale?.currency.flatMap { Self.currencyCode($0.identifier) } ?? Self.fallbackCurrency
    }

    public func setCountry(_ code: String) {
        if settings[SettingsKeys.homeCountry] != code { settings[SettingsKeys.homeCountry] = code }
    }

    public func setCurrency(_ code: String) {
        if settings[SettingsKeys.homeCurrency] != code { settings[SettingsKeys.homeCurrency] = code }
    }

    /// After the home country or currency was stored.
    public var changes: AnyPublisher<Void, Never> {
        let names: Set = [SettingsKeys.homeCountry.name, SettingsKeys.homeCurrency.name]
        return settings.changes.filter { names.contains($0) }.map { _ in () }.eraseToAnyPublisher()
    }

    private static func currencyCode(_ code: String) -> String? {
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return code.uppercased()
    }
}
