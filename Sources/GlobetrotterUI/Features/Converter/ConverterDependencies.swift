import GlobetrotterCore

/// What the converter page needs from the composition root.
@MainActor
public struct ConverterDependencies {
    public var rates: ExchangeRateService
    public var catalog: CurrencyCatalog
    /// The bundled rates' last day, for About; read when About opens.
    public var offlineRatesDate: @MainActor () -> LocalDate?

    public init(
        rates: ExchangeRateService, catalog: CurrencyCatalog, offlineRatesDate: @escaping @MainActor () -> LocalDate?
    ) {
        self.rates = rates
        self.catalog = catalog
        self.offlineRatesDate = offlineRatesDate
    }
}
