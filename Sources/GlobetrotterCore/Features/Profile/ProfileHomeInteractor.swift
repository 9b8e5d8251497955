import OpenCombine

/// The home country and currency over the settings (`HomeSettings`) and the
/// bundled country and currency lists.
@MainActor
public final class ProfileHomeInteractor: ProfileHomeInteracting {
    private let home: HomeSettings
    private let countryCatalog: CountryCatalog?
    private let currencyCatalog: CurrencyCatalog?
    private let currencyNames: any CurrencyNameLocalizing

    /// - Parameter currencyNames: translates the bundled currencies' names.
    public init(
        home: HomeSettings, countries: CountryCatalog?, currencies: CurrencyCatalog?,
        currencyNames: any CurrencyNameLocalizing = EnglishCurrencyNames()
    ) {
        self.home = home
        countryCatalog = countries
        currencyCatalog = currencies
        self.currencyNames = currencyNames
    }

    public var country: Country? {
        guard let code = home.countryCode else { return nil }
        return (try? countryCatalog?.country(alpha2: code)) ?? nil
    }

    public var currency: Currency {
        let code = home.currencyCode
        // A damaged catalog costs only the name.
        return ((try? currencyCatalog?.currency(code: code)) ?? nil).map(localized)
            ?? Currency(code: code, name: code, hasECBRate: false)
    }

    public func countries() throws(DataPackError) -> [Country] { try countryCatalog?.countries() ?? [] }

    public func currencies() -> [Currency] {
        ((try? currencyCatalog?.currencies()) ?? nil)?.map(localized) ?? []
    }

    public func setCountry(_ code: String) { home.setCountry(code) }
    public func setCurrency(_ code: String) { home.setCurrency(code) }
    public var changes: AnyPublisher<Void, Never> { home.changes }

    private func localized(_ currency: Currency) -> Currency {
        var currency = currency
        currency.name = currencyNames.localizedName(currency.name)
        return currency
    }
}
