import Foundation
import OpenCombine

public enum ConverterAction: Equatable, Sendable {
    case viewDidLoad
    case editAmount(AmountEdit)
    case swapCurrencies
    case chooseFromCurrency
    case chooseToCurrency
    /// Retry on the page's notice: asks again for whatever is not live.
    case retry
    /// GNetworkMonitor says the network is back: replace bundled or saved data with live data.
    case networkBecameAvailable
    /// A rate source's key was read from the keyring or stored: the currency
    /// list is asked again (a key adds currencies), and a rate that is not live.
    case rateKeyChanged
    case showHistory(HistoryRange)
    case showAbout
    /// The currency picker's result, fed back by the coordinator.
    case currencyPicked(Currency, side: CurrencySide)
    /// The home currency changed (on the Profile page): a From still following it shows the new one.
    case homeCurrencyChanged(String)
    /// From the Activities search: this amount and pair, as if typed and picked.
    case open(amount: Decimal, from: String, to: String)
}

/// Which of the pair's buttons a picker was opened from.
public enum CurrencySide: Equatable, Sendable {
    case from, to
}

/// Where the converter navigates; its coordinator performs the routes.
public enum ConverterRoute: Sendable {
    case pickCurrency(PickerContent<Currency>, side: CurrencySide)
    case showAbout(RatesAboutState)
}

/// Use cases of the converter; knows no display strings.
@MainActor
public protocol ConverterInteracting: AnyObject, Sendable {
    /// The remembered amount, currencies and chart range (defaults: 100, the
    /// home currency → EUR, 30 days).
    func savedChoices() -> ConverterChoices
    /// The home currency after it (or the home country) was stored.
    var homeCurrencyChanges: AnyPublisher<String, Never> { get }
    func save(_ choices: ConverterChoices)
    /// The name of a currency by its code (the code itself when unknown).
    func currency(code: String) -> Currency
    /// A rate without the network (saved, else bundled), shown at once.
    func rateWithoutNetwork(from: String, to: String) async -> RateQuote?
    func rate(from: String, to: String) async -> RateLookup
    func currencyChoices() async -> CurrencyChoiceList
    func history(from: String, to: String, range: HistoryRange) async -> HistoryLookup
    /// The last day of the bundled rates, for About; nil without the pack.
    func offlineRatesDate() -> LocalDate?
}
