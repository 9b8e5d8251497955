import Foundation
import OpenCombine

/// The converter form: applies the amount rules, converts as the user types,
/// shows a rate at once (saved or bundled) and then the live one, loads the
/// currency list with a retry, the history chart, and routes to the picker
/// and About. Results that arrive for a pair no longer shown are dropped.
@MainActor
public final class ConverterPresenter: Presenter<ConverterState, ConverterAction, ConverterRoute> {
    private let interactor: any ConverterInteracting
    private let rules = AmountInputRules()
    private var choices: ConverterChoices
    private var quote: RateQuote?
    private var currencyChoices: [CurrencyChoice] = []
    /// What failed last, per kind; worded into the page's one notice.
    private var failures: [TaskKind: RateFailure] = [:]
    private var showsOfflineHistory = false
    private let format: ConversionFormatter
    private var hasLoaded = false
    private var homeFollowing: AnyCancellable?

    private enum TaskKind: String { case rate, currencies, history }

    /// - Parameters:
    ///   - locale: how dates are written (LC_TIME's locale in the app).
    ///   - numbers: whose decimal separator numbers use (LC_NUMERIC's).
    public init(interactor: any ConverterInteracting, locale: Locale = .userDates, numbers: Locale = .userNumbers) {
        format = ConversionFormatter(dates: locale, numbers: numbers)
        self.interactor = interactor
        var saved = interactor.savedChoices()
        // Settings edited by hand (dconf) must not put an invalid amount or code on screen.
        if case .success(let text) = AmountInputRules().apply(edit: .replace(saved.amountText), to: "") {
            saved.amountText = text
        } else {
            saved.amountText = SettingsKeys.converterAmount.defaultValue
        }
        saved.from = RateJSON.currencyCode(saved.from) ?? HomeSettings.fallbackCurrency
        saved.to = RateJSON.currencyCode(saved.to) ?? SettingsKeys.converterTo.defaultValue
        choices = saved
        let label = { (code: String) in CurrencyLabel(code: code, name: interactor.currency(code: code).name) }
        super.init(
            initial: ConverterState(
                amountText: format.amountText(saved.amountText), from: label(saved.from), to: label(saved.to),
                currencyList: .loading,
                chart: .loading(saved.historyRange)))
    }

    public override func handle(_ action: ConverterAction) {
        switch action {
        case .viewDidLoad:
            guard !hasLoaded else { return }
            hasLoaded = true
            homeFollowing = interactor.homeCurrencyChanges.sink { [weak self] in
                self?.handle(.homeCurrencyChanged($0))
            }
            loadRate()
            loadCurrencies()
            loadHistory()
        case .editAmount(let edit): editAmount(edit)
        case .swapCurrencies: setPair(from: choices.to, to: choices.from)
        case .chooseFromCurrency:
            route(.pickCurrency(.currencies(currencyChoices, current: choices.from), side: .from))
        case .chooseToCurrency:
            route(.pickCurrency(.currencies(currencyChoices, current: choices.to), side: .to))
        case .currencyPicked(let currency, let side):
            // Choosing the currency already on the other side swaps the two, as a
            // converter from X to X is never what was meant.
            let code = currency.code
            switch side {
            case .from: setPair(from: code, to: code == choices.to ? choices.from : choices.to)
            case .to: setPair(from: code == choices.from ? choices.to : choices.from, to: code)
            }
        case .homeCurrencyChanged(let home):
            // A currency picked here stays; a From on the default follows the new home.
            guard choices.fromFollowsHome, let code = RateJSON.currencyCode(home), code != choices.from else { return }
            setPair(from: code, to: code == choices.to ? choices.from : choices.to, followingHome: true)
        case .open(let amount, let from, let to):
            guard let from = RateJSON.currencyCode(from), let to = RateJSON.currencyCode(to), from != to else { return }
            editAmount(.replace(amount.description))
            setPair(from: from, to: to)
        case .retry:
            retryWhatIsNotLive()
        case .networkBecameAvailable:
            guard hasLoaded else { return }
            retryWhatIsNotLive()
        case .rateKeyChanged:
            guard hasLoaded else { return }
            loadCurrencies()
            if !showsLiveRate { loadRate() }
        case .showHistory(let range):
            guard range != choices.historyRange else { return }
            choices.historyRange = range
            interactor.save(choices)
            loadHistory()
        case .showAbout:
            route(.showAbout(.exchangeRates(offlineRatesDay: interactor.offlineRatesDate().map { format.date($0) })))
        }
    }

    /// The notice is worded anew from what failed and what is shown.
    public override func completing(_ state: ConverterState) -> ConverterState {
        var state = state
        state.notice =
            ConverterNotice(
                rate: failures[.rate], currencies: failures[.currencies], history: failures[.history], quote: quote,
                showsOfflineHistory: showsOfflineHistory, from: choices.from, to: choices.to, format: format
            ).text
        return state
    }

    private func retryWhatIsNotLive() {
        if state.currencyList == .fallback { loadCurrencies() }
        if !showsLiveRate { loadRate() }
        if failures[.history] != nil { loadHistory() }
    }

    /// Whether the rate shown came from an online source just now (not saved, not bundled).
    private var showsLiveRate: Bool {
        guard let quote, !quote.isSaved else { return false }
        return quote.source == .frankfurter || quote.source == .currencyConverterAPI
    }

    private func editAmount(_ edit: AmountEdit) {
        switch rules.apply(edit: edit, to: choices.amountText) {
        case .success(let text):
            guard text != choices.amountText else { return }
            choices.amountText = text
            interactor.save(choices)
            update {
                $0.amountText = format.amountText(text)
                $0.convertedAmount = converted(text)
                $0.inputNote = nil
            }
        case .failure(let rejection):
            update {
                $0.inputNote = rejection.sentence
                $0.refusals += 1
            }
        }
    }

    /// - Parameter followingHome: the new From is the home currency's, not the person's pick.
    private func setPair(from: String, to: String, followingHome: Bool = false) {
        guard from != choices.from || to != choices.to else { return }
        if from != choices.from { choices.fromFollowsHome = followingHome }
        choices.from = from
        choices.to = to
        interactor.save(choices)
        quote = nil
        failures[.rate] = nil
        failures[.history] = nil
        update {
            $0.from = label(from)
            $0.to = label(to)
            $0.convertedAmount = ""
            $0.rateLine = ""
            $0.sourceLine = ""
            // A refusal explained the last keystroke; after a new pair it would explain nothing.
            $0.inputNote = nil
        }
        loadRate()
        loadHistory()
    }

    private func loadRate() {
        let (from, to) = (choices.from, choices.to)
        // A retry keeps the rate on screen (and its note) until the new answer.
        let showsThisPair = quote.map { $0.rate.base == from && $0.rate.target == to } ?? false
        run(TaskKind.rate.rawValue) { [weak self, interactor] in
            if !showsThisPair, let meanwhile = await interactor.rateWithoutNetwork(from: from, to: to) {
                self?.show(RateLookup(quote: meanwhile), from: from, to: to)
            }
            let lookup = await interactor.rate(from: from, to: to)
            self?.show(lookup, from: from, to: to)
        }
    }

    private func loadCurrencies() {
        update { $0.currencyList = .loading }
        run(TaskKind.currencies.rawValue) { [weak self, interactor] in
            let list = await interactor.currencyChoices()
            guard let self, !Task.isCancelled else { return }
            currencyChoices = list.choices
            failures[.currencies] = list.failure
            update { $0.currencyList = list.failure == nil ? .loaded : .fallback }
        }
    }

    private func loadHistory() {
        let (from, to, range) = (choices.from, choices.to, choices.historyRange)
        update { $0.chart = .loading(range) }
        guard from != to else {
            failures[.history] = nil
            update {
                $0.chart = .unavailable(
                    range, message: tr("{from} → {to} is always 1", ["from": from, "to": from]))
            }
            return
        }
        run(TaskKind.history.rawValue) { [weak self, interactor] in
            let lookup = await interactor.history(from: from, to: to, range: range)
            guard let self, !Task.isCancelled, (from, to, range) == (choices.from, choices.to, choices.historyRange)
            else { return }
            failures[.history] = lookup.failure
            showsOfflineHistory = lookup.source == .offlineECB && !lookup.rates.isEmpty
            let chart: RateChartState =
                if let series = RateHistorySeries(
                    rates: lookup.rates, range: range, source: lookup.source, format: format)
                {
                    .loaded(series)
                } else {
                    .unavailable(
                        range, message: tr("No history is available for {from} → {to}.", ["from": from, "to": to]))
                }
            update { $0.chart = chart }
        }
    }

    private func show(_ lookup: RateLookup, from: String, to: String) {
        guard !Task.isCancelled, from == choices.from, to == choices.to else { return }
        quote = lookup.quote
        // The rate shown at once (saved or bundled) is no failure; the online answer decides.
        failures[.rate] = lookup.failure
        update {
            $0.convertedAmount = converted(choices.amountText)
            $0.rateLine = lookup.quote.map { format.rateLine($0.rate) } ?? ""
            $0.sourceLine = lookup.quote.map { format.sourceLine($0) } ?? ""
        }
    }

    private func converted(_ text: String) -> String {
        guard let quote else { return "" }
        return format.convertedAmount(AmountInputRules.amount(in: text), rate: quote.rate.rate)
    }

    private func label(_ code: String) -> CurrencyLabel {
        CurrencyLabel(code: code, name: interactor.currency(code: code).name)
    }
}
