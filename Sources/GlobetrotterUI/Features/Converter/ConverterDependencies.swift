import Foundation
import GlobetrotterCore
import InstalledData
import OpenCombine

/// What the converter page needs from the composition root.
@MainActor
public struct ConverterDependencies {
    public var rates: ExchangeRateService
    public var catalog: CurrencyCatalog
    /// The bundled rates' last day, for About; read when About opens.
    public var offlineRatesDate: @MainActor () -> LocalDate?
    /// The bundled currencies' names in the user's language.
    public var currencyNames: any CurrencyNameLocalizing
    /// What time it is (`AppClock`).
    public var now: @Sendable () -> Date
    /// Tells the page when a rate source's key was read or stored (a key adds currencies).
    public var rateKeyChanges: AnyPublisher<Void, Never> = Empty().eraseToAnyPublisher()

    public init(
        rates: ExchangeRateService, catalog: CurrencyCatalog, offlineRatesDate: @escaping @MainActor () -> LocalDate?,
        currencyNames: any CurrencyNameLocalizing = GettextCurrencyNames(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.currencyNames = currencyNames
        self.now = now
        self.rates = rates
        self.catalog = catalog
        self.offlineRatesDate = offlineRatesDate
    }
}
