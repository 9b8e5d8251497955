import OpenCombine

/// The converter's use cases over the rate service, the currency catalog and settings.
@MainActor
public final class ConverterInteractor: ConverterInteracting {
    private let settings: SettingsStore
    private let rates: ExchangeRateService
    private let catalog: CurrencyCatalog
    private let today: @Sendable () -> LocalDate
    private let bundledRatesDate: @MainActor () -> LocalDate?
    private let names: any CurrencyNameLocalizing
    private let home: HomeSettings

    /// - Parameters:
    ///   - offlineRatesDate: the bundled rates' last day, read when About opens.
    ///   - names: translates the bundled currencies' names.
    ///   - home: the home currency From follows until one is picked.
    public init(
        settings: SettingsStore, rates: ExchangeRateService, catalog: CurrencyCatalog,
        today: @escaping @Sendable () -> LocalDate = { LocalDate.today() },
        offlineRatesDate: @escaping @MainActor () -> LocalDate? = { nil },
        names: any CurrencyNameLocalizing = EnglishCurrencyNames(), home: HomeSettings? = nil
    ) {
        self.home = home ?? HomeSettings(settings: settings)
        self.names = names
        bundledRatesDate = offlineRatesDate
        self.settings = settings
        self.rates = rates
        self.catalog = catalog
        self.today = today
    }

    /// An empty `converter-from` follows the home currency.
    public func savedChoices() -> ConverterChoices {
        let from = settings[SettingsKeys.converterFrom]
        let resolvedFrom = from.isEmpty ? home.currencyCode : from
        var to = settings[SettingsKeys.converterTo]
        // A converter from X to X is never what was meant: at home in the euro
        // area the default "EUR" target becomes US dollars.
        if to == resolvedFrom { to = resolvedFrom == "USD" ? "EUR" : "USD" }
        return ConverterChoices(
            amountText: settings[SettingsKeys.converterAmount], from: resolvedFrom,
            to: to,
            historyRange: HistoryRange(rawValue: settings[SettingsKeys.converterHistoryRange]) ?? .month,
            fromFollowsHome: from.isEmpty)
    }

    public var homeCurrencyChanges: AnyPublisher<String, Never> {
        home.changes.map { [home] in home.currencyCode }.eraseToAnyPublisher()
    }

    /// Writes only the keys that changed: the amount is saved on every
    /// keystroke, and each GSettings write is a D-Bus call to dconf.
    public func save(_ choices: ConverterChoices) {
        write(choices.amountText, to: SettingsKeys.converterAmount)
        // Following the home currency is stored as "" so that it keeps following.
        write(
            choices.fromFollowsHome && choices.from == home.currencyCode ? "" : choices.from,
            to: SettingsKeys.converterFrom)
        write(choices.to, to: SettingsKeys.converterTo)
        write(choices.historyRange.rawValue, to: SettingsKeys.converterHistoryRange)
    }

    private func write(_ value: String, to key: SettingsKey<String>) {
        if settings[key] != value { settings[key] = value }
    }

    public func currency(code: String) -> Currency {
        // A damaged catalog costs only the names.
        (try? catalog.currency(code: code)).map(localized) ?? Currency(code: code, name: code, hasECBRate: false)
    }

    public func rateWithoutNetwork(from: String, to: String) async -> RateQuote? {
        await rates.rateWithoutNetwork(from: from, to: to)
    }

    public func rate(from: String, to: String) async -> RateLookup {
        await rates.rate(from: from, to: to)
    }

    /// Every ISO 4217 currency, plus any a source has that the catalog lacks;
    /// `hasRate` where some source converts it.
    public func currencyChoices() async -> CurrencyChoiceList {
        let lookup = await rates.currencies()
        var choices: [String: CurrencyChoice] = [:]
        for currency in (try? catalog.currencies()) ?? [] {
            choices[currency.code] = CurrencyChoice(
                currency: localized(currency), hasRate: lookup.currencies[currency.code] != nil)
        }
        for (code, name) in lookup.currencies where choices[code] == nil {
            choices[code] = CurrencyChoice(currency: Currency(code: code, name: name, hasECBRate: false), hasRate: true)
        }
        return CurrencyChoiceList(
            choices: choices.values.sorted { $0.currency.code < $1.currency.code }, failure: lookup.failure)
    }

    public func offlineRatesDate() -> LocalDate? { bundledRatesDate() }

    public func history(from: String, to: String, range: HistoryRange) async -> HistoryLookup {
        await rates.history(from: from, to: to, days: range.days(endingOn: today()))
    }

    /// The bundled currency with its name in the user's language.
    private func localized(_ currency: Currency) -> Currency {
        var currency = currency
        currency.name = names.localizedName(currency.name)
        return currency
    }
}
