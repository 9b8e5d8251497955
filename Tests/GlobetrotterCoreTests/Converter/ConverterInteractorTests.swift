import Foundation
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ConverterInteractorTests {
    private let today = LocalDate(year: 2026, month: 11, day: 21)!

    private func makeInteractor(
        online: [any ExchangeRateProviding], settings: SettingsStore? = nil,
        names: any CurrencyNameLocalizing = EnglishCurrencyNames()
    ) -> (ConverterInteractor, SettingsStore) {
        let settings = settings ?? SettingsStore(backend: MemorySettingsBackend())
        let offline = OfflineExchangeRateProvider(
            store: OfflineRateStore(pack: PackFixture.committed), catalog: CurrencyCatalog(pack: PackFixture.committed))
        let service = ExchangeRateService(online: online, offline: offline, cache: MemoryRateCache())
        let today = self.today
        return (
            ConverterInteractor(
                settings: settings, rates: service, catalog: CurrencyCatalog(pack: PackFixture.committed),
                today: { today }, names: names),
            settings
        )
    }

    @Test func choicesDefaultTo100DollarsInEurosAndAreRemembered() {
        let (interactor, settings) = makeInteractor(online: [])
        #expect(
            interactor.savedChoices()
                == ConverterChoices(
                    amountText: "100", from: "USD", to: "EUR", historyRange: .month, fromFollowsHome: true))
        interactor.save(ConverterChoices(amountText: "12.5", from: "GBP", to: "JPY", historyRange: .year))
        #expect(settings[SettingsKeys.converterAmount] == "12.5")
        #expect(settings[SettingsKeys.converterFrom] == "GBP")
        #expect(settings[SettingsKeys.converterTo] == "JPY")
        #expect(settings[SettingsKeys.converterHistoryRange] == "year")
        let (restarted, _) = makeInteractor(online: [], settings: settings)
        #expect(
            restarted.savedChoices()
                == ConverterChoices(amountText: "12.5", from: "GBP", to: "JPY", historyRange: .year))
    }

    @Test func savingWritesOnlyTheKeysThatChanged() {
        let backend = CountingSettingsBackend()
        let (interactor, _) = makeInteractor(online: [], settings: SettingsStore(backend: backend))
        var choices = interactor.savedChoices()
        choices.amountText = "1005"
        interactor.save(choices)
        interactor.save(choices)
        #expect(backend.writes == ["converter-amount"])
    }

    @Test func choicesListEveryISOCurrencyAndMarkThoseWithoutAnyRate() async {
        let online = FakeRateProvider(
            .frankfurter, currencies: ["EUR": "Euro", "USD": "US Dollar", "ZZZ": "Test Money"])
        let (interactor, _) = makeInteractor(online: [online])
        let list = await interactor.currencyChoices()
        #expect(list.failure == nil)
        #expect(list.choices.count > 150)
        #expect(list.choices.map(\.currency.code) == list.choices.map(\.currency.code).sorted())
        #expect(list.choices.filter(\.hasRate).map(\.currency.code) == ["EUR", "USD", "ZZZ"])
        #expect(list.choices.first { $0.currency.code == "AED" }?.hasRate == false)
        #expect(list.choices.first { $0.currency.code == "ZZZ" }?.currency.name == "Test Money")
    }

    /// Translates like iso-codes would: the bundled names only.
    private struct PrefixedNames: CurrencyNameLocalizing {
        func localizedName(_ englishName: String) -> String { "de:\(englishName)" }
    }

    @Test func theBundledCurrenciesAreNamedInTheUsersLanguage() async {
        let online = FakeRateProvider(.frankfurter, currencies: ["ZZZ": "Test Money"])
        let (interactor, _) = makeInteractor(online: [online], names: PrefixedNames())
        #expect(interactor.currency(code: "EUR").name == "de:Euro")
        #expect(interactor.currency(code: "QQQ").name == "QQQ", "an unknown code stays a code")
        let list = await interactor.currencyChoices()
        #expect(list.choices.first { $0.currency.code == "USD" }?.currency.name == "de:US Dollar")
        #expect(
            list.choices.first { $0.currency.code == "ZZZ" }?.currency.name == "Test Money",
            "a name the service sent is not an ISO message id")
    }

    @Test func withoutTheNetworkTheBundledCurrenciesHaveRates() async {
        let (interactor, _) = makeInteractor(online: [FakeRateProvider(.frankfurter, failing: .http(.offline))])
        let list = await interactor.currencyChoices()
        #expect(list.choices.filter(\.hasRate).count == 30)
        #expect(list.failure == RateFailure(source: .frankfurter, error: .http(.offline)))
    }

    @Test func ratesAndHistoryComeThroughTheService() async {
        let online = FakeRateProvider(.frankfurter, rates: ["USD_EUR": Decimal(string: "0.9234")!])
        let (interactor, _) = makeInteractor(online: [online])
        #expect(await interactor.rate(from: "USD", to: "EUR").quote?.rate.rate == Decimal(string: "0.9234")!)
        #expect(await interactor.rateWithoutNetwork(from: "USD", to: "EUR")?.isSaved == true)
        let history = await interactor.history(from: "USD", to: "EUR", range: .month)
        #expect(history.source == .frankfurter)
        #expect(history.rates.last?.date == today, "the range ends today")
        #expect(interactor.currency(code: "EUR").name == "Euro")
        #expect(interactor.currency(code: "QQQ").name == "QQQ")
    }

    @Test func theInteractorAndPresenterMakeAWorkingConverter() async {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let offline = OfflineExchangeRateProvider(
            store: OfflineRateStore(pack: PackFixture.committed), catalog: CurrencyCatalog(pack: PackFixture.committed))
        let presenter = ConverterPresenter(
            interactor: ConverterInteractor(
                settings: settings,
                rates: ExchangeRateService(online: [], offline: offline, cache: MemoryRateCache()),
                catalog: CurrencyCatalog(pack: PackFixture.committed),
                offlineRatesDate: { LocalDate(year: 2026, month: 10, day: 30) }),
            locale: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"))
        let viewModel = presenter.viewModel
        viewModel.send(.viewDidLoad)
        await presenter.settled()
        let state = viewModel.state
        #expect(state.currencyList == .loaded)
        #expect(state.from.name == "US Dollar")
        #expect(state.sourceLine == "Offline ECB rates of 30 Oct 2026")
        let rate = try? OfflineRateStore(pack: PackFixture.committed).rate(from: "USD", to: "EUR").rate
        #expect(state.convertedAmount == "89.5", "100 / 1.1172 (ECB USD, 2026-10-30) = 89.5094…, rounded down to cents")
        viewModel.send(.editAmount(.type("5")))
        #expect(settings[SettingsKeys.converterAmount] == "1005")

        // The GTK scenario, in the core: type "12,5", see "12.5" and 12.5 × the rate rounded down.
        viewModel.send(.editAmount(.clear))
        for key: Character in ["1", "2", ",", "5"] { viewModel.send(.editAmount(.type(key))) }
        let typed = viewModel.state
        #expect(typed.amountText == "12.5")
        let product = Decimal(string: "12.5")! * (rate ?? 0)
        let shown = Decimal(string: typed.convertedAmount) ?? -1
        #expect(shown <= product && product - shown < Decimal(string: "0.01")!, "rounded down to cents")
        #expect(typed.convertedAmount == "11.18", "12.5 / 1.1172 (ECB USD, 2026-10-30) = 11.1886…")
    }
}
