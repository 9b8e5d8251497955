import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// The home country and currency: resolved from the settings, the locale and
/// the country's currency; Holidays and the converter follow them until the
/// person picks something else there.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HomeSettingsTests {
    private let settings = SettingsStore(backend: MemorySettingsBackend())
    private let countries = CountryCatalog(pack: PackFixture.committed)

    @Test func withoutAChoiceOrALocaleThereIsNoHomeCountryAndTheCurrencyIsDollars() {
        let home = HomeSettings(settings: settings)
        #expect(home.countryCode == nil)
        #expect(home.currencyCode == "USD")
    }

    @Test func theLocaleGivesTheCountryAndTheCountryItsCurrency() {
        let home = HomeSettings(settings: settings, locale: Locale(identifier: "de_CH"), countries: countries)
        #expect(home.countryCode == "CH")
        #expect(home.currencyCode == "CHF")
        #expect(HomeSettings(settings: settings, locale: Locale(identifier: "ja_JP")).currencyCode == "JPY")
    }

    @Test func aChoiceBeatsTheLocaleAndTheCurrencyFollowsTheChosenCountry() {
        let home = HomeSettings(settings: settings, locale: Locale(identifier: "en_US"), countries: countries)
        var changes = 0
        let watching = home.changes.sink { changes += 1 }
        home.setCountry("DE")
        #expect(home.countryCode == "DE")
        #expect(home.currencyCode == "EUR")
        home.setCurrency("GBP")
        #expect(home.currencyCode == "GBP")
        home.setCurrency("GBP")
        #expect(changes == 2, "an unchanged value is not written again")
        withExtendedLifetime(watching) {}
    }

    @Test func theConverterFollowsTheHomeCurrencyUntilOneIsPicked() {
        let home = HomeSettings(settings: settings, countries: countries)
        let interactor = ConverterInteractor(
            settings: settings,
            rates: ExchangeRateService(
                online: [],
                offline: OfflineExchangeRateProvider(
                    store: OfflineRateStore(pack: PackFixture.committed),
                    catalog: CurrencyCatalog(pack: PackFixture.committed)),
                cache: MemoryRateCache()),
            catalog: CurrencyCatalog(pack: PackFixture.committed), home: home)
        var announced: [String] = []
        let watching = interactor.homeCurrencyChanges.sink { announced.append($0) }
        #expect(interactor.savedChoices().from == "USD")
        #expect(interactor.savedChoices().fromFollowsHome)
        home.setCountry("JP")
        #expect(announced == ["JPY"])
        var choices = interactor.savedChoices()
        #expect(choices.from == "JPY" && choices.fromFollowsHome)
        interactor.save(choices)
        #expect(settings[SettingsKeys.converterFrom] == "", "following is stored as following")
        choices.from = "GBP"
        choices.fromFollowsHome = false
        interactor.save(choices)
        home.setCountry("DE")
        #expect(interactor.savedChoices().from == "GBP", "a picked currency stays")
        #expect(!interactor.savedChoices().fromFollowsHome)
        withExtendedLifetime(watching) {}
    }

    /// At home in the euro area the first converter is not EUR → EUR.
    @Test func theDefaultTargetIsNeverTheHomeCurrencyItself() {
        let home = HomeSettings(settings: settings, countries: countries)
        let interactor = ConverterInteractor(
            settings: settings,
            rates: ExchangeRateService(
                online: [],
                offline: OfflineExchangeRateProvider(
                    store: OfflineRateStore(pack: PackFixture.committed),
                    catalog: CurrencyCatalog(pack: PackFixture.committed)),
                cache: MemoryRateCache()),
            catalog: CurrencyCatalog(pack: PackFixture.committed), home: home)
        home.setCountry("DE")
        #expect(interactor.savedChoices().from == "EUR")
        #expect(interactor.savedChoices().to == "USD")
        home.setCountry("US")
        #expect(interactor.savedChoices().from == "USD")
        #expect(interactor.savedChoices().to == "EUR")
    }

    @Test func aFollowingConverterPageTakesTheNewHomeAndAPickedOneKeepsItsCurrency() {
        let interactor = FakeConverterInteractor(
            choices: ConverterChoices(
                amountText: "100", from: "USD", to: "EUR", historyRange: .month, fromFollowsHome: true))
        let presenter = ConverterPresenter(interactor: interactor, locale: Locale(identifier: "en_US"))
        presenter.viewModel.send(.viewDidLoad)
        interactor.homeCurrency.send("JPY")
        #expect(presenter.state.from.code == "JPY")
        #expect(interactor.savedChoicesHistory.last?.fromFollowsHome == true)
        // Home becomes the target currency: the pair swaps rather than converting EUR to EUR.
        interactor.homeCurrency.send("EUR")
        #expect(presenter.state.from.code == "EUR" && presenter.state.to.code == "JPY")
        presenter.viewModel.send(.currencyPicked(Currency(code: "GBP", name: "Pound", hasECBRate: true), side: .from))
        #expect(interactor.savedChoicesHistory.last?.fromFollowsHome == false)
        interactor.homeCurrency.send("CHF")
        #expect(presenter.state.from.code == "GBP", "a picked currency stays")
    }

    @Test func aFollowingHolidaysPageShowsTheNewHomeAndAChosenCountryStays() async {
        let interactor = FakeHolidaysInteractor()
        interactor.answers = [.failure(.unknownCountry("XX"))]
        interactor.followsHome = true
        interactor.savedCountry = CountryFixtures.germany
        let presenter = HolidaysPresenter(
            interactor: interactor, names: EnglishCountryNames(),
            dates: HolidayDateText(locale: Locale(identifier: "en_US")))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.countryTitle == "🇩🇪 Germany")
        interactor.savedCountry = CountryFixtures.austria
        interactor.homeSubject.send()
        await presenter.settled()
        #expect(presenter.state.countryTitle == "🇦🇹 Austria")
        interactor.followsHome = false
        interactor.savedCountry = CountryFixtures.guernsey
        interactor.homeSubject.send()
        await presenter.settled()
        #expect(presenter.state.countryTitle == "🇦🇹 Austria", "a chosen country stays")
        #expect(interactor.requests.map(\.country) == ["DE", "AT"])
    }

    @Test func theProfileShowsTheHomeAndRoutesToThePickersAndStoresTheChoice() async {
        let home = HomeSettings(settings: settings, countries: countries)
        let interactor = ProfileHomeInteractor(
            home: home, countries: countries, currencies: CurrencyCatalog(pack: PackFixture.committed))
        let presenter = ProfilePresenter(interactor: FakeProfile(), home: interactor)
        var routes: [ProfileRoute] = []
        let recording = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.showsHome)
        #expect(presenter.state.homeCountry == "Not set")
        #expect(presenter.state.homeCurrency == "🇺🇸 US Dollar (USD)")
        presenter.viewModel.send(.chooseHomeCountry)
        presenter.viewModel.send(.chooseHomeCurrency)
        #expect(routes.map(ProfilePresenterTests.name).first?.hasPrefix("country:") == true)
        #expect(routes.map(ProfilePresenterTests.name).last?.hasPrefix("currency:") == true)
        presenter.viewModel.send(.homeCountryChosen("DE"))
        #expect(settings[SettingsKeys.homeCountry] == "DE")
        #expect(presenter.state.homeCountry == "🇩🇪 Germany")
        #expect(presenter.state.homeCurrency == "🇪🇺 Euro (EUR)")
        presenter.viewModel.send(.homeCurrencyChosen("CHF"))
        #expect(settings[SettingsKeys.homeCurrency] == "CHF")
        #expect(presenter.state.homeCurrency.hasSuffix("(CHF)"))
        // Chosen elsewhere (another page's store write): the page follows.
        home.setCurrency("JPY")
        #expect(presenter.state.homeCurrency.hasSuffix("(JPY)"))
        withExtendedLifetime(recording) {}
    }
}
