import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The converter's presenter against a fake whose answers the test gives one
/// at a time: the test awaits the presenter's requests (`interactor.until`)
/// and, after each answer, that work's end (`presenter.workFinished`) —
/// nothing polls or sleeps, and every published state is asserted.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConverterPresenterTests {
    static let english = Locale(identifier: "en_GB")
    /// The presenter's kinds of work, as it names them for `run`.
    private enum Work {
        static let rate = "rate"
        static let currencies = "currencies"
        static let history = "history"
    }

    private let offlineDay = LocalDate(year: 2026, month: 10, day: 30)!
    private let liveDay = LocalDate(year: 2026, month: 11, day: 20)!
    private let usd = CurrencyLabel(code: "USD", name: "US Dollar")
    private let eur = CurrencyLabel(code: "EUR", name: "Euro")
    private let gbp = CurrencyLabel(code: "GBP", name: "Pound Sterling")
    /// The currency list the server answers: the picker offers these.
    private let currencyChoices = [("EUR", "Euro"), ("GBP", "Pound Sterling"), ("USD", "US Dollar")].map {
        CurrencyChoice(currency: Currency(code: $0, name: $1, hasECBRate: true), hasRate: true)
    }
    private let serverError = RateFailure(source: .frankfurter, error: .http(.serverError(status: 500)))
    private let serverErrorNote =
        "Frankfurter is not available right now (server error, HTTP 500). Showing offline ECB rates of 30 October."

    private func quote(
        _ from: String, _ to: String, _ rate: String, _ source: RateSource, on date: LocalDate, saved: Bool = false
    ) -> RateQuote {
        RateQuote(
            rate: ExchangeRate(base: from, target: to, date: date, rate: Decimal(string: rate)!), source: source,
            isSaved: saved)
    }

    private func makeConverter(_ interactor: FakeConverterInteractor)
        -> (ViewModel<ConverterState, ConverterAction>, ConverterPresenter, FakeConverterCoordinator, ConverterRecorder)
    {
        let presenter = ConverterPresenter(interactor: interactor, locale: Self.english, numbers: Self.english)
        return (
            presenter.viewModel, presenter, FakeConverterCoordinator(presenter), ConverterRecorder(presenter.viewModel)
        )
    }

    /// The form as restored: 100 USD → EUR, nothing converted yet, currencies loading.
    private var restored: ConverterState { ConverterState(amountText: "100", from: usd, to: eur) }

    private func with(_ state: ConverterState, _ change: (inout ConverterState) -> Void) -> ConverterState {
        var state = state
        change(&state)
        return state
    }

    private func offlineRate(_ state: ConverterState, converted: String) -> ConverterState {
        with(state) {
            $0.convertedAmount = converted
            $0.rateLine = "1 USD = 0.9000 EUR"
            $0.sourceLine = "Offline ECB rates of 30 Oct 2026"
        }
    }

    private func liveRate(_ state: ConverterState, converted: String) -> ConverterState {
        with(state) {
            $0.convertedAmount = converted
            $0.rateLine = "1 USD = 0.9234 EUR"
            $0.sourceLine = "ECB reference rate of 20 Nov 2026 via Frankfurter"
            $0.notice = nil
        }
    }

    private func interactorWithOfflineRate() -> FakeConverterInteractor {
        let interactor = FakeConverterInteractor()
        interactor.savedQuotes["USD_EUR"] = quote("USD", "EUR", "0.9", .offlineECB, on: offlineDay)
        return interactor
    }

    /// Loads with the offline rate shown, then the live rate and the currency list.
    private func loadOnline(_ presenter: ConverterPresenter, _ interactor: FakeConverterInteractor) async {
        presenter.viewModel.send(.viewDidLoad)
        await interactor.until { $0.pendingRates == 1 && $0.pendingCurrencyLists == 1 }
        // One answer at a time: tasks resumed together may run in any order.
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        await presenter.settled(Work.rate)
        interactor.answerCurrencies(CurrencyChoiceList(choices: currencyChoices))
        await presenter.settled(Work.currencies)
    }

    /// Answers the month's history (a plain series: no notice, the form unchanged).
    private func answerHistory(_ presenter: ConverterPresenter, _ interactor: FakeConverterInteractor) async {
        await interactor.until { $0.pendingHistories == 1 }
        let rates = (0..<3).map { index in
            ExchangeRate(base: "USD", target: "EUR", date: liveDay.adding(days: index - 2)!, rate: Decimal(9) / 10)
        }
        interactor.answerHistory(HistoryLookup(rates: rates, source: .frankfurter))
        await presenter.settled(Work.history)
    }

    @Test func loadShowsTheBundledRateAtOnceThenTheLiveOneThenTheCurrencies() async {
        let interactor = interactorWithOfflineRate()
        let (_, presenter, _, recorder) = makeConverter(interactor)
        #expect(recorder.states == [restored])

        await loadOnline(presenter, interactor)

        let offline = offlineRate(restored, converted: "90")
        let live = liveRate(offline, converted: "92.34")
        #expect(recorder.states == [restored, offline, live, with(live) { $0.currencyList = .loaded }])
        #expect(interactor.rateRequests == ["USD_EUR"])
        #expect(recorder.rejections.isEmpty)
        #expect(presenter.state.refusals == 0)
        withExtendedLifetime(presenter) {}
    }

    /// A German user types and reads "," while the amount is kept (and saved) with ".".
    @Test func aGermanUserSeesCommasInTheFieldAndTheResult() async {
        let interactor = interactorWithOfflineRate()
        let german = Locale(identifier: "de_DE")
        let presenter = ConverterPresenter(interactor: interactor, locale: german, numbers: german)
        let viewModel = presenter.viewModel
        await loadOnline(presenter, interactor)
        for edit: AmountEdit in [.clear, .type("1"), .type("2"), .type("."), .type("5")] {
            viewModel.send(.editAmount(edit))
        }
        #expect(viewModel.state.amountText == "12,5")
        #expect(viewModel.state.convertedAmount == "11,54", "12.5 × 0.9234, rounded down")
        #expect(viewModel.state.rateLine == "1 USD = 0,9234 EUR")
        #expect(interactor.savedChoicesHistory.last?.amountText == "12.5", "kept as the rules write it")
        viewModel.send(.editAmount(.replace("12,75")))
        #expect(viewModel.state.amountText == "12,75")
        withExtendedLifetime(presenter) {}
    }

    @Test func typingConvertsOnEveryKeystrokeAndRefusedKeysChangeNothing() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        await loadOnline(presenter, interactor)
        let loaded = recorder.states.count

        for edit: AmountEdit in [.clear, .type("0"), .type("5"), .type(","), .type("5"), .type("x"), .type(".")] {
            viewModel.send(.editAmount(edit))
        }
        viewModel.send(.editAmount(.paste("12")))
        viewModel.send(.editAmount(.backspace))

        let live = with(liveRate(offlineRate(restored, converted: ""), converted: "")) { $0.currencyList = .loaded }
        // A refused key changes only the note under the field; the next accepted one clears it.
        let typed: [(String, String, String?)] = [
            ("", "", nil), ("0", "0", nil), ("0", "0", "A leading 0 cannot be followed by another digit"),
            ("0.", "0", nil), ("0.5", "0.46", nil), ("0.5", "0.46", "“x” is not a digit"),
            ("0.5", "0.46", "The amount already has a decimal separator"), ("0.512", "0.47", nil),
            ("0.51", "0.47", nil),
        ]
        #expect(
            Array(recorder.states.dropFirst(loaded))
                == typed.map { text, converted, note in
                    with(live) {
                        $0.amountText = text
                        $0.convertedAmount = converted
                        $0.inputNote = note
                    }
                })
        // Each refusal is counted once (the view beeps), with its note.
        #expect(
            recorder.rejections
                == [AmountInputRejection.digitAfterLeadingZero, .notADigit("x"), .secondSeparator].map(\.sentence))
        #expect(presenter.state.refusals == 3)
        #expect(interactor.choices.amountText == "0.51")
        withExtendedLifetime(presenter) {}
    }

    @Test func theSameRefusalTwiceIsCountedTwice() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        viewModel.send(.editAmount(.type("x")))
        viewModel.send(.editAmount(.type("x")))
        #expect(recorder.rejections == ["“x” is not a digit", "“x” is not a digit"], "the view beeps for each")
        #expect(presenter.state.refusals == 2)
        #expect(recorder.states == [restored, with(restored) { $0.inputNote = "“x” is not a digit" }])
        withExtendedLifetime(presenter) {}
    }

    @Test func oneNoticeSaysWhatFailedAndWhatIsShownAndRetryAsksAgain() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        viewModel.send(.viewDidLoad)
        await interactor.until { $0.pendingRates == 1 && $0.pendingCurrencyLists == 1 }
        let offlineQuote = quote("USD", "EUR", "0.9", .offlineECB, on: offlineDay)
        interactor.answerRate(RateLookup(quote: offlineQuote, failure: serverError))
        await presenter.settled(Work.rate)
        interactor.answerCurrencies(CurrencyChoiceList(choices: [], failure: serverError))
        await presenter.settled(Work.currencies)

        viewModel.send(.retry)
        await interactor.until { $0.pendingRates == 1 && $0.pendingCurrencyLists == 1 }
        interactor.answerCurrencies(CurrencyChoiceList(choices: []))
        await presenter.settled(Work.currencies)
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        await presenter.settled(Work.rate)

        let offline = offlineRate(restored, converted: "90")
        let noted = with(offline) { $0.notice = serverErrorNote }
        let failed = with(noted) { $0.currencyList = .fallback }
        let retrying = with(noted) { $0.currencyList = .loading }
        let loaded = with(noted) { $0.currencyList = .loaded }
        #expect(
            recorder.states == [
                restored, offline, noted, failed, retrying, loaded, liveRate(loaded, converted: "92.34"),
            ])
        #expect(interactor.rateRequests == ["USD_EUR", "USD_EUR"])
        withExtendedLifetime(presenter) {}
    }

    @Test func swappingShowsTheReversedPairAndRemembersIt() async {
        let interactor = interactorWithOfflineRate()
        interactor.savedQuotes["EUR_USD"] = quote("EUR", "USD", "1.1", .frankfurter, on: liveDay, saved: true)
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        await loadOnline(presenter, interactor)
        let loaded = recorder.states.count

        viewModel.send(.swapCurrencies)
        await interactor.until { $0.pendingRates == 1 && $0.historyRequests.count == 2 }
        interactor.answerRate(RateLookup(quote: quote("EUR", "USD", "1.0829", .frankfurter, on: liveDay)))
        await presenter.settled(Work.rate)

        let swapped = ConverterState(amountText: "100", from: eur, to: usd, currencyList: .loaded)
        let saved = with(swapped) {
            $0.convertedAmount = "110"
            $0.rateLine = "1 EUR = 1.1000 USD"
            $0.sourceLine = "ECB reference rate of 20 Nov 2026 via Frankfurter (saved)"
        }
        let live = with(saved) {
            $0.convertedAmount = "108.29"
            $0.rateLine = "1 EUR = 1.0829 USD"
            $0.sourceLine = "ECB reference rate of 20 Nov 2026 via Frankfurter"
        }
        #expect(Array(recorder.states.dropFirst(loaded)) == [swapped, saved, live])
        #expect(interactor.choices.from == "EUR" && interactor.choices.to == "USD")
        #expect(interactor.historyRequests == ["USD_EUR_month", "EUR_USD_month"])
        withExtendedLifetime(presenter) {}
    }

    @Test func pickingReplacesThatSideAndPickingTheOtherSideSwaps() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, coordinator, recorder) = makeConverter(interactor)
        await loadOnline(presenter, interactor)
        let loaded = recorder.states.count
        let pound = Currency(code: "GBP", name: "Pound Sterling", hasECBRate: true)

        viewModel.send(.chooseToCurrency)
        coordinator.pickerResults.send(.picked(pound))
        viewModel.send(.chooseFromCurrency)
        coordinator.pickerResults.send(.cancelled)
        viewModel.send(.chooseFromCurrency)
        coordinator.pickerResults.send(.picked(pound))
        await interactor.until { $0.pendingRates == 2 }

        #expect(coordinator.pickerRequests.map(\.selected) == ["EUR", "USD", "USD"])
        #expect(coordinator.pickerRequests.map(\.side) == [.to, .from, .from])
        #expect(
            Array(recorder.states.dropFirst(loaded)) == [
                ConverterState(amountText: "100", from: usd, to: gbp, currencyList: .loaded),
                ConverterState(amountText: "100", from: gbp, to: usd, currencyList: .loaded),
            ])
        #expect(interactor.rateRequests == ["USD_EUR", "USD_GBP", "GBP_USD"])
        withExtendedLifetime(presenter) {}
    }

    @Test func thePickerOffersTheLoadedCurrenciesWithTheCurrentOneChecked() async throws {
        let interactor = interactorWithOfflineRate()
        let presenter = ConverterPresenter(interactor: interactor, locale: Self.english, numbers: Self.english)
        var routes: [ConverterRoute] = []
        let recording = presenter.routes.collect(into: { routes.append($0) })
        await loadOnline(presenter, interactor)
        presenter.viewModel.send(.chooseToCurrency)
        guard case .pickCurrency(let content, side: .to) = try #require(routes.first) else {
            Issue.record("expected the currency picker for the To side")
            return
        }
        #expect(content.title == "Choose Currency")
        #expect(content.choices.map(\.item.code) == ["EUR", "GBP", "USD"])
        #expect(content.choices.filter(\.row.isCurrent).map(\.item.code) == ["EUR"])
        withExtendedLifetime((presenter, recording)) {}
    }

    /// A key read or stored after the list loaded adds the currencies only its
    /// source has (a peso from currencyconverterapi.com): the list is asked
    /// again, and the picker offers them; a live rate is not asked again.
    @Test func aRateKeyChangeAsksForTheCurrencyListAgain() async throws {
        let interactor = interactorWithOfflineRate()
        let presenter = ConverterPresenter(interactor: interactor, locale: Self.english, numbers: Self.english)
        var routes: [ConverterRoute] = []
        let recording = presenter.routes.collect(into: { routes.append($0) })
        presenter.viewModel.send(.rateKeyChanged)
        #expect(interactor.pendingCurrencyLists == 0, "nothing to ask again before the page has loaded")
        await loadOnline(presenter, interactor)
        presenter.viewModel.send(.rateKeyChanged)
        await interactor.until { $0.pendingCurrencyLists == 1 }
        let peso = CurrencyChoice(
            currency: Currency(code: "ARS", name: "Argentine Peso", hasECBRate: false), hasRate: true)
        interactor.answerCurrencies(CurrencyChoiceList(choices: [peso] + currencyChoices))
        await presenter.settled(Work.currencies)
        presenter.viewModel.send(.chooseToCurrency)
        guard case .pickCurrency(let content, side: .to) = try #require(routes.first) else {
            Issue.record("expected the currency picker for the To side")
            return
        }
        #expect(content.choices.map(\.item.code) == ["ARS", "EUR", "GBP", "USD"])
        #expect(interactor.rateRequests == ["USD_EUR"], "the live rate is not asked again")
        withExtendedLifetime((presenter, recording)) {}
    }

    @Test func theRefusalNoteGoesWhenTheCurrenciesChange() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, coordinator, _) = makeConverter(interactor)
        await loadOnline(presenter, interactor)

        viewModel.send(.editAmount(.type(" ")))
        #expect(viewModel.state.inputNote == "A space is not a digit")
        viewModel.send(.swapCurrencies)
        #expect(viewModel.state.inputNote == nil, "a swap clears it")

        viewModel.send(.editAmount(.type("\t")))
        #expect(viewModel.state.inputNote == "A tab is not a digit")
        viewModel.send(.chooseToCurrency)
        coordinator.pickerResults.send(.picked(Currency(code: "GBP", name: "Pound Sterling", hasECBRate: true)))
        #expect(viewModel.state.inputNote == nil, "a picked currency clears it")
        withExtendedLifetime(presenter) {}
    }

    @Test func aPairWithoutAnyRateSaysSoAndStaleAnswersAreDropped() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, coordinator, recorder) = makeConverter(interactor)
        viewModel.send(.viewDidLoad)
        await interactor.until { $0.pendingRates == 1 }
        viewModel.send(.chooseToCurrency)
        coordinator.pickerResults.send(.picked(Currency(code: "XYZ", name: "XYZ", hasECBRate: false)))
        await interactor.until { $0.pendingRates == 2 }
        // The USD → EUR answer arrives after the user moved on: it must not show.
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        interactor.answerRate(
            RateLookup(
                quote: nil, failure: RateFailure(source: .offlineECB, error: .pairNotAvailable(from: "USD", to: "XYZ")))
        )
        await presenter.settled(Work.rate)

        let xyz = CurrencyLabel(code: "XYZ", name: "XYZ")
        let cleared = ConverterState(amountText: "100", from: usd, to: xyz)
        #expect(
            recorder.states == [
                restored, offlineRate(restored, converted: "90"), cleared,
                with(cleared) { $0.notice = "No USD → XYZ rate is available offline." },
            ])
        #expect(interactor.rateRequests == ["USD_EUR", "USD_XYZ"])
        withExtendedLifetime(presenter) {}
    }

    @Test func theChartLoadsForThePairAndTheChosenRange() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        viewModel.send(.viewDidLoad)
        await interactor.until { $0.pendingHistories == 1 }
        let rates = ["0.91", "0.93", "0.92"].enumerated().map { index, rate in
            ExchangeRate(
                base: "USD", target: "EUR", date: liveDay.adding(days: index - 2)!, rate: Decimal(string: rate)!)
        }
        interactor.answerHistory(HistoryLookup(rates: rates, source: .frankfurter))
        await presenter.settled(Work.history)
        viewModel.send(.showHistory(.year))
        viewModel.send(.showHistory(.year))
        await interactor.until { $0.pendingHistories == 1 }
        interactor.answerHistory(
            HistoryLookup(rates: [], source: nil, failure: RateFailure(source: .frankfurter, error: .http(.timedOut))))
        await presenter.settled(Work.history)

        let series = RateHistorySeries(
            rates: rates, range: .month, source: .frankfurter,
            format: ConversionFormatter(dates: Self.english, numbers: Self.english))!
        #expect(
            recorder.charts == [
                .loading(.month), .loaded(series), .loading(.year),
                .unavailable(.year, message: "No history is available for USD → EUR."),
            ])
        #expect(
            recorder.states.last?.notice == "Frankfurter could not be reached (timed out).", "nothing else is shown")
        #expect(interactor.historyRequests == ["USD_EUR_month", "USD_EUR_year"])
        #expect(interactor.choices.historyRange == .year)
        withExtendedLifetime(presenter) {}
    }

    @Test func damagedSavedChoicesAreRepairedOrReplacedByTheDefaults() {
        let interactor = FakeConverterInteractor(
            choices: ConverterChoices(amountText: "1.2.3", from: "usd", to: "€€", historyRange: .month))
        let (_, presenter, _, recorder) = makeConverter(interactor)
        #expect(recorder.states == [restored])
        withExtendedLifetime(presenter) {}
    }

    @Test func whenTheNetworkComesBackBundledDataIsReplacedByLiveData() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        viewModel.send(.networkBecameAvailable)
        #expect(interactor.rateRequests.isEmpty, "nothing to replace before the page has loaded")
        viewModel.send(.viewDidLoad)
        await answerHistory(presenter, interactor)
        await interactor.until { $0.pendingRates == 1 && $0.pendingCurrencyLists == 1 }
        interactor.answerRate(
            RateLookup(quote: quote("USD", "EUR", "0.9", .offlineECB, on: offlineDay), failure: serverError))
        await presenter.settled(Work.rate)
        interactor.answerCurrencies(
            CurrencyChoiceList(choices: [], failure: RateFailure(source: .frankfurter, error: .http(.offline))))
        await presenter.settled(Work.currencies)
        #expect(recorder.states.count == 4)
        #expect(recorder.states.last?.canChooseCurrencies == true, "a failed list still lists the bundled currencies")

        viewModel.send(.networkBecameAvailable)
        await interactor.until { $0.pendingRates == 1 && $0.pendingCurrencyLists == 1 }
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        await presenter.settled(Work.rate)
        interactor.answerCurrencies(CurrencyChoiceList(choices: []))
        await presenter.settled(Work.currencies)
        // Everything shown is live now: nothing is asked again (and nothing is left running).
        viewModel.send(.networkBecameAvailable)
        await presenter.settled()

        let noted = with(offlineRate(restored, converted: "90")) { $0.notice = serverErrorNote }
        let reloading = with(noted) { $0.currencyList = .loading }
        // Until the list answers again, the notice says the currencies shown are the offline ones.
        let live = with(liveRate(reloading, converted: "92.34")) {
            $0.notice = "Frankfurter could not be reached (offline mode). Showing the currencies known offline."
        }
        #expect(
            recorder.states == [
                restored, offlineRate(restored, converted: "90"), noted,
                with(noted) { $0.currencyList = .fallback }, reloading, live,
                with(live) {
                    $0.currencyList = .loaded
                    $0.notice = nil
                },
            ])
        #expect(!recorder.states[4].canChooseCurrencies)
        #expect(interactor.rateRequests == ["USD_EUR", "USD_EUR"], "live data is not fetched again")
        #expect(interactor.pendingRates == 0 && interactor.pendingCurrencyLists == 0)
        #expect(interactor.historyRequests == ["USD_EUR_month"], "a history that loaded is not asked again")
        withExtendedLifetime(presenter) {}
    }

    /// What a GTK label bound with `field` sees: each new value once, starting with the current one.
    @Test func aFieldBindingPublishesOnlyItsChanges() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, _) = makeConverter(interactor)
        await loadOnline(presenter, interactor)
        var converted: [String] = []
        var fromCodes: [String] = []
        let bindings = [
            viewModel.field(\.convertedAmount).collect(into: { converted.append($0) }),
            viewModel.field(\.from.code).collect(into: { fromCodes.append($0) }),
        ]
        for edit: AmountEdit in [.type("0"), .backspace, .type("."), .type("5")] {
            viewModel.send(.editAmount(edit))
        }
        // "100." converts like "100", so the label is not told again.
        #expect(converted == ["92.34", "923.4", "92.34", "92.8"])
        #expect(fromCodes == ["USD"], "typing does not touch the From button")
        withExtendedLifetime((presenter, bindings)) {}
    }

    @Test func aboutGoesThroughTheRouterWithTheBundledRatesDate() {
        let (viewModel, presenter, coordinator, _) = makeConverter(FakeConverterInteractor())
        viewModel.send(.showAbout)
        #expect(coordinator.aboutShown == [.exchangeRates(offlineRatesDay: "30 Oct 2026")])
        #expect(coordinator.aboutShown.first?.offlineCredit.contains("up to 30 Oct 2026") == true)
        withExtendedLifetime(presenter) {}
    }
}
