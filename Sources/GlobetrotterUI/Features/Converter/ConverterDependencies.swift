import GlobetrotterCore
import InstalledData

/// What the converter page needs from the composition root.
@MainActor
public struct ConverterDependencies {
    public var rates: ExchangeRateService
    public var catalog: CurrencyCatalog
    /// The bundled rates' last day, for About; read when About opens.
    public var offlineRatesDate: @MainActor () -> LocalDate?
    /// The bundled currencies' names in the user's language.
    public var currencyNames: any CurrencyNameLocalizing

    public init(
        rates: ExchangeRateService, catalog: CurrencyCatalog, offlineRatesDate: @escaping @MainActor () -> LocalDate?,
        currencyNames: any CurrencyNameLocalizing = GettextCurrencyNames()
    ) {
        self.currencyNames = currencyNames
        self.rates = rates
        self.catalog = catalog
        self.offlineRatesDate = offlineRatesDate
    }
}
