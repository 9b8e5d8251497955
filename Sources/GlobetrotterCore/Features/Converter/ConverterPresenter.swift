import OpenCombine

/// The converter form: applies the amount rules, converts as the user types,
/// shows a rate at once (saved or bundled) and then the live one, loads the
/// currency list with a retry, the history chart, and routes to the picker
/// and About. Results that arrive for a pair no longer shown are dropped.
@MainActor
public final class ConverterPresenter {
    private let interactor: any ConverterInteracting
    private let router: any ConverterRouting
    private let viewModel: ConverterViewModel
    private let rules = AmountInputRules()
    private var choices: ConverterChoices
    private var quote: RateQuote?
    private var currencyChoices: [CurrencyChoice] = []
    private var hasLoaded = false
    private var tasks: [TaskKind: Task<Void, Never>] = [:]
    private var subscriptions: Set<AnyCancellable> = []

    private enum TaskKind { case rate, currencies, history }

    public init(interactor: any ConverterInteracting, router: any ConverterRouting, viewModel: ConverterViewModel) {
        self.interactor = interactor
        self.router = router
        self.viewModel = viewModel
        var saved = interactor.savedChoices()
        // Settings edited by hand (dconf) must not put an invalid amount or code on screen.
        if case .success(let text) = AmountInputRules().apply(edit: .replace(saved.amountText), to: "") {
            saved.amountText = text
        } else {
            saved.amountText = SettingsKeys.converterAmount.defaultValue
        }
        saved.from = RateJSON.currencyCode(saved.from) ?? SettingsKeys.converterFrom.defaultValue
        saved.to = RateJSON.currencyCode(saved.to) ?? SettingsKeys.converterTo.defaultValue
        choices = saved
        viewModel.state.send(
            ConverterViewState(
                amountText: saved.amountText, from: label(saved.from), to: label(saved.to), currencyList: .loading))
        showChart(.loading(saved.historyRange))
        viewModel.actions
            .sink { [weak self] in self?.handle($0) }
            .store(in: &subscriptions)
    }

    private func handle(_ action: ConverterAction) {
        switch action {
        case .viewDidLoad:
            guard !hasLoaded else { return }
            hasLoaded = true
            loadRate()
            loadCurrencies()
            loadHistory()
        case .editAmount(let edit): editAmount(edit)
        case .swapCurrencies: setPair(from: choices.to, to: choices.from)
        case .chooseFromCurrency: pickCurrency(forFrom: true)
        case .chooseToCurrency: pickCurrency(forFrom: false)
        case .retryLoadingCurrencies:
            loadCurrencies()
            if !showsLiveRate { loadRate() }
        case .networkBecameAvailable:
            guard hasLoaded else { return }
            if case .failed = viewModel.state.value.currencyList { loadCurrencies() }
            if !showsLiveRate { loadRate() }
        case .showHistory(let range):
            guard range != choices.historyRange else { return }
            choices.historyRange = range
            interactor.save(choices)
            loadHistory()
        case .showAbout:
            router.showAbout().sink { _ in }.store(in: &subscriptions)
        }
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
                $0.amountText = text
                $0.convertedAmount = converted(text)
            }
        case .failure(let rejection):
            viewModel.rejectedInput.send(rejection)
        }
    }

    /// Choosing the currency already on the other side swaps the two, as a
    /// converter from X to X is never what was meant.
    private func pickCurrency(forFrom: Bool) {
        router.pickCurrency(selected: forFrom ? choices.from : choices.to, choices: currencyChoices)
            .sink { [weak self] result in
                guard let self, case .picked(let currency) = result else { return }
                let code = currency.code
                if forFrom {
                    setPair(from: code, to: code == choices.to ? choices.from : choices.to)
                } else {
                    setPair(from: code == choices.from ? choices.to : choices.from, to: code)
                }
            }
            .store(in: &subscriptions)
    }

    private func setPair(from: String, to: String) {
        guard from != choices.from || to != choices.to else { return }
        choices.from = from
        choices.to = to
        interactor.save(choices)
        quote = nil
        update {
            $0.from = label(from)
            $0.to = label(to)
            $0.convertedAmount = ""
            $0.rateLine = ""
            $0.sourceLine = ""
            $0.rateNote = nil
        }
        loadRate()
        loadHistory()
    }

    private func loadRate() {
        let (from, to) = (choices.from, choices.to)
        // A retry keeps the rate on screen (and its note) until the new answer.
        let showsThisPair = quote.map { $0.rate.base == from && $0.rate.target == to } ?? false
        run(.rate) { [weak self, interactor] in
            if !showsThisPair, let meanwhile = await interactor.rateWithoutNetwork(from: from, to: to) {
                self?.show(RateLookup(quote: meanwhile), from: from, to: to)
            }
            let lookup = await interactor.rate(from: from, to: to)
            self?.show(lookup, from: from, to: to)
        }
    }

    private func loadCurrencies() {
        update { $0.currencyList = .loading }
        run(.currencies) { [weak self, interactor] in
            let list = await interactor.currencyChoices()
            guard let self, !Task.isCancelled else { return }
            currencyChoices = list.choices
            update { $0.currencyList = list.failure.map { .failed(message: $0) } ?? .loaded }
        }
    }

    private func loadHistory() {
        let (from, to, range) = (choices.from, choices.to, choices.historyRange)
        showChart(.loading(range))
        guard from != to else {
            showChart(.unavailable(range, message: "\(from) → \(from) is always 1"))
            return
        }
        run(.history) { [weak self, interactor] in
            let lookup = await interactor.history(from: from, to: to, range: range)
            guard let self, !Task.isCancelled, (from, to, range) == (choices.from, choices.to, choices.historyRange)
            else { return }
            if let series = RateHistorySeries(
                rates: lookup.rates, range: range, source: lookup.source, note: lookup.failure)
            {
                showChart(.loaded(series))
            } else {
                let message = lookup.failure ?? "No history available for \(from) → \(to)"
                showChart(.unavailable(range, message: message))
            }
        }
    }

    private func show(_ lookup: RateLookup, from: String, to: String) {
        guard !Task.isCancelled, from == choices.from, to == choices.to else { return }
        quote = lookup.quote
        update {
            $0.convertedAmount = converted($0.amountText)
            $0.rateLine = lookup.quote.map { ConversionFormatter.rateLine($0.rate) } ?? ""
            $0.sourceLine = lookup.quote.map(ConversionFormatter.sourceLine) ?? ""
            $0.rateNote = lookup.failure ?? (lookup.quote == nil ? "No rate available for \(from) → \(to)" : nil)
        }
    }

    /// Replaces the task of this kind: only the newest request's answer matters.
    private func run(_ kind: TaskKind, _ work: @escaping @MainActor () async -> Void) {
        tasks[kind]?.cancel()
        tasks[kind] = Task { await work() }
    }

    private func converted(_ text: String) -> String {
        guard let quote else { return "" }
        return ConversionFormatter.convertedAmount(AmountInputRules.amount(in: text), rate: quote.rate.rate)
    }

    private func label(_ code: String) -> CurrencyLabel {
        CurrencyLabel(code: code, name: interactor.currency(code: code).name)
    }

    private func showChart(_ chart: RateChartState) {
        if chart != viewModel.chart.value { viewModel.chart.send(chart) }
    }

    /// Publishes only real changes, so the recorded history has no repeats.
    private func update(_ change: (inout ConverterViewState) -> Void) {
        var state = viewModel.state.value
        change(&state)
        if state != viewModel.state.value { viewModel.state.send(state) }
    }

    deinit {
        for task in tasks.values { task.cancel() }
    }
}
