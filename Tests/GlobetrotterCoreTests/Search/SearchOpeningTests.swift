import Foundation
import Testing

@testable import GlobetrotterCore

/// What opening a search result (`--open=ID`) does to the pages.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchOpeningTests {
    private func holidaysPresenter(_ interactor: FakeHolidaysInteractor) -> HolidaysPresenter {
        HolidaysPresenter(
            interactor: interactor, names: EnglishCountryNames(),
            dates: HolidayDateText(locale: Locale(identifier: "en_US")))
    }

    @Test func aHolidayOpensItsCountrySelectingItsDayWithoutRememberingTheCountry() async {
        let interactor = FakeHolidaysInteractor()
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = holidaysPresenter(interactor)
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.open(country: "DE", date: LocalDate(year: 2024, month: 5, day: 1)!, index: 0))
        await presenter.settled()

        let state = presenter.viewModel.state
        #expect(state.countryTitle == "🇩🇪 Germany")
        #expect(state.year == 2024)
        // Labour Day, though the next holiday (Christmas) is where the list would scroll.
        #expect(state.selectedRow == 1)
        #expect(state.scrollTarget == 1)
        #expect(interactor.requests.map(\.country) == ["DE"])
        #expect(interactor.remembered.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    /// Christmas Day falls inside the Christmas break, one row for all its
    /// days: the result's index says which of the 25th's holidays it is.
    @Test func aHolidayInsideASchoolBreakOpensOnItsOwnRow() async {
        let breakDays = (23...27).map { day in
            Holiday(
                date: LocalDate(year: 2024, month: 12, day: day)!, localName: "Weihnachtsferien",
                name: "Christmas Break", countryCode: "DE", global: false, counties: ["DE-BE"], types: [.school])
        }
        // The data's order on the 25th: the break's day, then Christmas Day.
        let christmas = HolidayFixtures.holiday("Christmas Day", 12, 25, local: "Erster Weihnachtstag")
        let holidays = Array(breakDays[..<3]) + [christmas] + Array(breakDays[3...])
        let interactor = FakeHolidaysInteractor()
        interactor.answers = [.success(year2024(holidays)), .success(year2024(holidays))]
        let presenter = holidaysPresenter(interactor)
        presenter.viewModel.send(.viewDidLoad)
        let day = LocalDate(year: 2024, month: 12, day: 25)!
        presenter.viewModel.send(.open(country: "DE", date: day, index: 1))
        await presenter.settled()
        guard case .list(let rows) = presenter.viewModel.state.content else {
            Issue.record("the year is listed")
            return
        }
        #expect(presenter.viewModel.state.selectedRow.map { rows[$0].name } == "Christmas Day")

        presenter.viewModel.send(.open(country: "DE", date: day, index: 0))
        await presenter.settled()
        #expect(presenter.viewModel.state.selectedRow.map { rows[$0].name } == "Christmas Break")
        withExtendedLifetime(presenter) {}
    }

    @Test func withoutASelectionTheListScrollsToTheNextHoliday() async {
        let interactor = FakeHolidaysInteractor()
        interactor.savedCountry = CountryFixtures.germany
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = holidaysPresenter(interactor)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.viewModel.state.selectedRow == nil)
        #expect(presenter.viewModel.state.scrollTarget == 2)

        // Opened on the country already shown: reloaded, and the day selected.
        presenter.viewModel.send(.open(country: "DE", date: LocalDate(year: 2024, month: 1, day: 1)!, index: 0))
        await presenter.settled()
        #expect(presenter.viewModel.state.selectedRow == 0)
        #expect(presenter.viewModel.state.scrollTarget == 0)
        #expect(interactor.remembered.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    /// A year the offline data lacks, opened online: the country's year, nothing selected, not remembered.
    @Test func aYearOpensItsCountryOnThatYearSelectingNothing() async {
        let interactor = FakeHolidaysInteractor()
        interactor.years = 1975...2075
        interactor.savedCountry = CountryFixtures.austria
        interactor.answers = [.success(year2024(HolidayFixtures.germany2024))]
        let presenter = holidaysPresenter(interactor)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.openYear(country: "DE", year: 2031))
        await presenter.settled()
        #expect(presenter.viewModel.state.countryTitle == "🇩🇪 Germany")
        #expect(presenter.viewModel.state.year == 2031)
        #expect(presenter.viewModel.state.selectedRow == nil)
        #expect(interactor.requests.map { "\($0.country) \($0.year)" } == ["AT 2024", "DE 2031"])
        #expect(interactor.remembered.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func anUnknownCountryOpensNothing() async {
        let interactor = FakeHolidaysInteractor()
        let presenter = holidaysPresenter(interactor)
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.open(country: "ZZ", date: LocalDate(year: 2024, month: 5, day: 1)!, index: 0))
        await presenter.settled()
        #expect(presenter.viewModel.state == .initial(year: 2024))
        #expect(interactor.requests.isEmpty)
        #expect(interactor.remembered.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func aConversionOpensTheConverterOnItsAmountAndPair() async {
        let interactor = FakeConverterInteractor()
        let english = Locale(identifier: "en_GB")
        let presenter = ConverterPresenter(interactor: interactor, locale: english, numbers: english)
        presenter.viewModel.send(.open(amount: Decimal(string: "250.5")!, from: "GBP", to: "USD"))

        let state = presenter.viewModel.state
        #expect(state.amountText == "250.5")
        #expect(state.from == CurrencyLabel(code: "GBP", name: "Pound Sterling"))
        #expect(state.to == CurrencyLabel(code: "USD", name: "US Dollar"))
        #expect(interactor.choices.amountText == "250.5")
        #expect(interactor.choices.from == "GBP" && interactor.choices.to == "USD")
        await interactor.until { $0.pendingRates == 1 }
        #expect(interactor.rateRequests == ["GBP_USD"])
        interactor.answerRate(
            RateLookup(
                quote: RateQuote(
                    rate: ExchangeRate(
                        base: "GBP", target: "USD", date: SearchFixtures.ratesDay, rate: Decimal(string: "1.3")!),
                    source: .offlineECB)))
        await presenter.settled("rate")
        #expect(presenter.viewModel.state.convertedAmount == "325.65")
        withExtendedLifetime(presenter) {}
    }

    @Test func aConversionWithADecimalCommaShowsIt() {
        let interactor = FakeConverterInteractor()
        let german = Locale(identifier: "de_DE")
        let presenter = ConverterPresenter(interactor: interactor, locale: german, numbers: german)
        presenter.viewModel.send(.open(amount: Decimal(string: "0.5")!, from: "USD", to: "GBP"))
        #expect(presenter.viewModel.state.amountText == "0,5")
        #expect(interactor.choices.amountText == "0.5")
        withExtendedLifetime(presenter) {}
    }

    @Test func aConversionOfOneCurrencyOrForgedCodesOpensNothing() {
        let interactor = FakeConverterInteractor()
        let presenter = ConverterPresenter(interactor: interactor)
        presenter.viewModel.send(.open(amount: 5, from: "EUR", to: "EUR"))
        presenter.viewModel.send(.open(amount: 5, from: "eu", to: "USD"))
        #expect(presenter.viewModel.state.amountText == "100")
        #expect(interactor.savedChoicesHistory.isEmpty)
        withExtendedLifetime(presenter) {}
    }

    @Test func launchOptionsOpenAResultOnItsPage() throws {
        let holiday = try LaunchOptions.parse(
            page: nil, open: "holiday:DE:2027-12-25:0", screenshot: nil, startupReport: false)
        #expect(holiday.target == .holiday(country: "DE", date: LocalDate(year: 2027, month: 12, day: 25)!, index: 0))
        #expect(holiday.page == .holidays)
        // The result's page wins over --page.
        let trip = try LaunchOptions.parse(page: "converter", open: "trip:42", screenshot: nil, startupReport: false)
        #expect(trip == LaunchOptions(page: .trips, target: .trip(id: 42)))
        let conversion = try LaunchOptions.parse(
            page: nil, open: "convert:12.5:USD:EUR", screenshot: nil, startupReport: false)
        #expect(conversion.page == .converter)
        #expect(try LaunchOptions.parse(page: "todo", screenshot: nil, startupReport: false).target == nil)
    }

    @Test func launchOptionsRejectAForgedResult() {
        for id in ["nonsense", "", "trip:0", "convert:1:usd:EUR"] {
            #expect(throws: LaunchOptions.Failure.unknownSearchResult(id)) {
                try LaunchOptions.parse(page: nil, open: id, screenshot: nil, startupReport: false)
            }
        }
        #expect(LaunchOptions.Failure.unknownSearchResult("x").exitStatus == 2)
        #expect(
            LaunchOptions.Failure.unknownSearchResult("x").description
                == "“x” is not a search result Globetrotter can open")
    }
}
