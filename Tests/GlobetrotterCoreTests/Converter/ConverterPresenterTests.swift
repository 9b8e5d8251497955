import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite struct ConverterPresenterTests {
    private let offlineDay = LocalDate(year: 2026, month: 10, day: 30)!
    private let liveDay = LocalDate(year: 2026, month: 11, day: 20)!
    private let usd = CurrencyLabel(code: "USD", name: "US Dollar")
    private let eur = CurrencyLabel(code: "EUR", name: "Euro")
    private let gbp = CurrencyLabel(code: "GBP", name: "Pound Sterling")
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
        -> (ConverterViewModel, ConverterPresenter, FakeConverterRouter, ConverterRecorder)
    {
        let viewModel = ConverterViewModel()
        let router = FakeConverterRouter()
        let presenter = ConverterPresenter(
            interactor: interactor, router: router, viewModel: viewModel, locale: Locale(identifier: "en_GB"))
        return (viewModel, presenter, router, ConverterRecorder(viewModel))
    }

    /// The form as restored: 100 USD → EUR, nothing converted yet, currencies loading.
    private var restored: ConverterViewState { ConverterViewState(amountText: "100", from: usd, to: eur) }

    private func with(_ state: ConverterViewState, _ change: (inout ConverterViewState) -> Void) -> ConverterViewState {
        var state = state
        change(&state)
        return state
    }

    private func offlineRate(_ state: ConverterViewState, converted: String) -> ConverterViewState {
        with(state) {
            $0.convertedAmount = converted
            $0.rateLine = "1 USD = 0.9000 EUR"
            $0.sourceLine = "Offline ECB rates of 2026-10-30"
        }
    }

    private func liveRate(_ state: ConverterViewState, converted: String) -> ConverterViewState {
        with(state) {
            $0.convertedAmount = converted
            $0.rateLine = "1 USD = 0.9234 EUR"
            $0.sourceLine = "ECB reference rate of 2026-11-20 via Frankfurter"
            $0.notice = nil
        }
    }

    private func interactorWithOfflineRate() -> FakeConverterInteractor {
        let interactor = FakeConverterInteractor()
        interactor.savedQuotes["USD_EUR"] = quote("USD", "EUR", "0.9", .offlineECB, on: offlineDay)
        return interactor
    }

    /// Loads with the offline rate shown, then the live rate and the currency list.
    private func loadOnline(_ viewModel: ConverterViewModel, _ interactor: FakeConverterInteractor) async {
        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.pendingRates == 1 && interactor.pendingCurrencyLists == 1 }
        // One answer at a time: tasks resumed together may run in any order.
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        await settle { viewModel.state.value.rateLine.hasSuffix("0.9234 EUR") }
        interactor.answerCurrencies(CurrencyChoiceList(choices: []))
        await settle { viewModel.state.value.currencyList == .loaded }
    }

    @Test func loadShowsTheBundledRateAtOnceThenTheLiveOneThenTheCurrencies() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        #expect(recorder.states == [restored])

        await loadOnline(viewModel, interactor)

        let offline = offlineRate(restored, converted: "90")
        let live = liveRate(offline, converted: "92.34")
        #expect(recorder.states == [restored, offline, live, with(live) { $0.currencyList = .loaded }])
        #expect(interactor.rateRequests == ["USD_EUR"])
        #expect(recorder.rejections.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func typingConvertsOnEveryKeystrokeAndRefusedKeysChangeNothing() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        await loadOnline(viewModel, interactor)
        let loaded = recorder.states.count

        for edit: AmountEdit in [.clear, .type("0"), .type("5"), .type(","), .type("5"), .type("x"), .type(".")] {
            viewModel.actions.send(.editAmount(edit))
        }
        viewModel.actions.send(.editAmount(.paste("12")))
        viewModel.actions.send(.editAmount(.backspace))

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
        #expect(recorder.rejections == [.digitAfterLeadingZero, .notADigit("x"), .secondSeparator])
        #expect(interactor.choices.amountText == "0.51")
        withExtendedLifetime(presenter) {}
    }

    @Test func oneNoticeSaysWhatFailedAndWhatIsShownAndRetryAsksAgain() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.pendingRates == 1 && interactor.pendingCurrencyLists == 1 }
        let offlineQuote = quote("USD", "EUR", "0.9", .offlineECB, on: offlineDay)
        interactor.answerRate(RateLookup(quote: offlineQuote, failure: serverError))
        await settle { recorder.states.count == 3 }
        interactor.answerCurrencies(CurrencyChoiceList(choices: [], failure: serverError))
        await settle { recorder.states.count == 4 }

        viewModel.actions.send(.retry)
        await settle { interactor.pendingRates == 1 && interactor.pendingCurrencyLists == 1 }
        interactor.answerCurrencies(CurrencyChoiceList(choices: []))
        await settle { recorder.states.count == 6 }
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        await settle { recorder.states.count == 7 }
        await settle()

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
        await loadOnline(viewModel, interactor)
        let loaded = recorder.states.count

        viewModel.actions.send(.swapCurrencies)
        await settle { interactor.pendingRates == 1 }
        interactor.answerRate(RateLookup(quote: quote("EUR", "USD", "1.0829", .frankfurter, on: liveDay)))
        await settle { recorder.states.count == loaded + 3 }
        await settle()

        let swapped = ConverterViewState(amountText: "100", from: eur, to: usd, currencyList: .loaded)
        let saved = with(swapped) {
            $0.convertedAmount = "110"
            $0.rateLine = "1 EUR = 1.1000 USD"
            $0.sourceLine = "ECB reference rate of 2026-11-20 via Frankfurter (saved)"
        }
        let live = with(saved) {
            $0.convertedAmount = "108.29"
            $0.rateLine = "1 EUR = 1.0829 USD"
            $0.sourceLine = "ECB reference rate of 2026-11-20 via Frankfurter"
        }
        #expect(Array(recorder.states.dropFirst(loaded)) == [swapped, saved, live])
        #expect(interactor.choices.from == "EUR" && interactor.choices.to == "USD")
        #expect(interactor.historyRequests == ["USD_EUR_month", "EUR_USD_month"])
        withExtendedLifetime(presenter) {}
    }

    @Test func pickingReplacesThatSideAndPickingTheOtherSideSwaps() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, router, recorder) = makeConverter(interactor)
        await loadOnline(viewModel, interactor)
        let loaded = recorder.states.count
        let pound = Currency(code: "GBP", name: "Pound Sterling", hasECBRate: true)

        viewModel.actions.send(.chooseToCurrency)
        router.pickerResults.send(.picked(pound))
        viewModel.actions.send(.chooseFromCurrency)
        router.pickerResults.send(.cancelled)
        viewModel.actions.send(.chooseFromCurrency)
        router.pickerResults.send(.picked(pound))
        await settle { interactor.pendingRates == 2 }

        #expect(router.pickerRequests.map(\.selected) == ["EUR", "USD", "USD"])
        #expect(
            Array(recorder.states.dropFirst(loaded)) == [
                ConverterViewState(amountText: "100", from: usd, to: gbp, currencyList: .loaded),
                ConverterViewState(amountText: "100", from: gbp, to: usd, currencyList: .loaded),
            ])
        #expect(interactor.rateRequests == ["USD_EUR", "USD_GBP", "GBP_USD"])
        withExtendedLifetime(presenter) {}
    }

    @Test func theRefusalNoteGoesWhenTheCurrenciesChange() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, router, _) = makeConverter(interactor)
        await loadOnline(viewModel, interactor)

        viewModel.actions.send(.editAmount(.type(" ")))
        #expect(viewModel.state.value.inputNote == "A space is not a digit")
        viewModel.actions.send(.swapCurrencies)
        #expect(viewModel.state.value.inputNote == nil, "a swap clears it")

        viewModel.actions.send(.editAmount(.type("\t")))
        #expect(viewModel.state.value.inputNote == "A tab is not a digit")
        viewModel.actions.send(.chooseToCurrency)
        router.pickerResults.send(.picked(Currency(code: "GBP", name: "Pound Sterling", hasECBRate: true)))
        #expect(viewModel.state.value.inputNote == nil, "a picked currency clears it")
        withExtendedLifetime(presenter) {}
    }

    @Test func aPairWithoutAnyRateSaysSoAndStaleAnswersAreDropped() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, router, recorder) = makeConverter(interactor)
        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.pendingRates == 1 }
        viewModel.actions.send(.chooseToCurrency)
        router.pickerResults.send(.picked(Currency(code: "XYZ", name: "XYZ", hasECBRate: false)))
        await settle { interactor.pendingRates == 2 }
        // The USD → EUR answer arrives after the user moved on: it must not show.
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        interactor.answerRate(
            RateLookup(
                quote: nil, failure: RateFailure(source: .offlineECB, error: .pairNotAvailable(from: "USD", to: "XYZ")))
        )
        await settle { recorder.states.last?.notice != nil }
        await settle()

        let xyz = CurrencyLabel(code: "XYZ", name: "XYZ")
        let cleared = ConverterViewState(amountText: "100", from: usd, to: xyz)
        #expect(
            recorder.states == [
                restored, offlineRate(restored, converted: "90"), cleared,
                with(cleared) { $0.notice = "No USD → XYZ rate is available offline." },
            ])
        withExtendedLifetime(presenter) {}
    }

    @Test func theChartLoadsForThePairAndTheChosenRange() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, recorder) = makeConverter(interactor)
        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.pendingHistories == 1 }
        let rates = ["0.91", "0.93", "0.92"].enumerated().map { index, rate in
            ExchangeRate(
                base: "USD", target: "EUR", date: liveDay.adding(days: index - 2)!, rate: Decimal(string: rate)!)
        }
        interactor.answerHistory(HistoryLookup(rates: rates, source: .frankfurter))
        await settle { recorder.charts.count == 2 }
        viewModel.actions.send(.showHistory(.year))
        viewModel.actions.send(.showHistory(.year))
        await settle { interactor.pendingHistories == 1 }
        interactor.answerHistory(
            HistoryLookup(rates: [], source: nil, failure: RateFailure(source: .frankfurter, error: .http(.timedOut))))
        await settle { recorder.charts.count == 4 }
        await settle()

        let series = RateHistorySeries(rates: rates, range: .month, source: .frankfurter)!
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
        viewModel.actions.send(.networkBecameAvailable)
        #expect(interactor.rateRequests.isEmpty, "nothing to replace before the page has loaded")
        viewModel.actions.send(.viewDidLoad)
        await settle { interactor.pendingRates == 1 && interactor.pendingCurrencyLists == 1 }
        interactor.answerRate(
            RateLookup(quote: quote("USD", "EUR", "0.9", .offlineECB, on: offlineDay), failure: serverError))
        await settle { recorder.states.count == 3 }
        interactor.answerCurrencies(
            CurrencyChoiceList(choices: [], failure: RateFailure(source: .frankfurter, error: .http(.offline))))
        await settle { recorder.states.count == 4 }
        #expect(recorder.states[3].canChooseCurrencies, "a failed list still lists the bundled currencies")

        viewModel.actions.send(.networkBecameAvailable)
        await settle { interactor.pendingRates == 1 && interactor.pendingCurrencyLists == 1 }
        interactor.answerRate(RateLookup(quote: quote("USD", "EUR", "0.9234", .frankfurter, on: liveDay)))
        await settle { recorder.states.count == 6 }
        interactor.answerCurrencies(CurrencyChoiceList(choices: []))
        await settle { recorder.states.count == 7 }
        viewModel.actions.send(.networkBecameAvailable)
        await settle()

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
        withExtendedLifetime(presenter) {}
    }

    /// What a GTK label bound with `field` sees: each new value once, starting with the current one.
    @Test func aFieldBindingPublishesOnlyItsChanges() async {
        let interactor = interactorWithOfflineRate()
        let (viewModel, presenter, _, _) = makeConverter(interactor)
        await loadOnline(viewModel, interactor)
        var converted: [String] = []
        var fromCodes: [String] = []
        let bindings = [
            viewModel.field(\.convertedAmount).collect(into: { converted.append($0) }),
            viewModel.field(\.from.code).collect(into: { fromCodes.append($0) }),
        ]
        for edit: AmountEdit in [.type("0"), .backspace, .type("."), .type("5")] {
            viewModel.actions.send(.editAmount(edit))
        }
        // "100." converts like "100", so the label is not told again.
        #expect(converted == ["92.34", "923.4", "92.34", "92.8"])
        #expect(fromCodes == ["USD"], "typing does not touch the From button")
        withExtendedLifetime((presenter, bindings)) {}
    }

    @Test func aboutGoesThroughTheRouter() {
        let (viewModel, presenter, router, _) = makeConverter(FakeConverterInteractor())
        viewModel.actions.send(.showAbout)
        #expect(router.aboutShown == 1)
        withExtendedLifetime(presenter) {}
    }
}
