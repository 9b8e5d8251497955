import OpenCombine
import Testing

@testable import GlobetrotterCore

/// Translations as iso-codes' German catalogue has them.
private struct GermanNames: CountryNameLocalizing {
    func localizedName(_ englishName: String) -> String {
        ["Germany": "Deutschland", "Austria": "Österreich", "South Korea": "Südkorea"][englishName] ?? englishName
    }
}

@MainActor
private final class FixedCountries: ChooseCountryInteracting {
    let names: any CountryNameLocalizing
    init(names: any CountryNameLocalizing = EnglishCountryNames()) { self.names = names }
    func loadFilter() -> Result<CountryFilter, DataPackError> {
        .success(CountryFilter(countries: CountryFixtures.all, names: names))
    }
}

@MainActor
@Suite struct ChooseCountryTests {
    private func names(_ query: String, _ localizer: any CountryNameLocalizing = EnglishCountryNames()) -> [String] {
        CountryFilter(countries: CountryFixtures.all, names: localizer).matches(query).map(\.displayName)
    }

    @Test func filterMatchesNamesCodesAccentsAndCase() {
        #expect(names("") == ["Austria", "Côte d'Ivoire", "Germany", "Guernsey", "South Korea"])
        #expect(names("cote") == ["Côte d'Ivoire"])
        #expect(names("CÔTE D") == ["Côte d'Ivoire"])
        #expect(names("deu") == ["Germany"])
        #expect(names("gg") == ["Guernsey"])
        #expect(names("ea") == ["South Korea"], "inside a word too")
        #expect(names("ivoire") == ["Côte d'Ivoire"], "after an apostrophe")
        #expect(names("germ") == ["Germany"])
        #expect(names("korea") == ["South Korea"], "a word of the common name or the ISO name")
        #expect(names("republic") == ["South Korea"])
        #expect(names("xyz") == [])
    }

    @Test func filterIsNotInvertedLikeTheOriginalSample() {
        let all = names("")
        let matched = names("aus")
        #expect(matched == ["Austria"])
        #expect(matched.count < all.count)
    }

    @Test func filterFindsTranslatedAndEnglishNames() {
        #expect(names("österr", GermanNames()) == ["Österreich"])
        #expect(names("oster", GermanNames()) == ["Österreich"])
        #expect(names("austria", GermanNames()) == ["Österreich"], "the English name still works")
        #expect(names("sud", GermanNames()) == ["Südkorea"])
    }

    @Test func typingFiltersAndEnterPicksTheFirstMatchOnce() {
        let viewModel = ChooseCountryViewModel()
        let presenter = ChooseCountryPresenter(viewModel: viewModel, interactor: FixedCountries())
        var results: [ChooseCountryResult] = []
        var finished = false
        let recording = presenter.result.sink(receiveCompletion: { _ in finished = true }) { results.append($0) }
        var rowHistory: [[String]] = []
        let rowRecording = viewModel.rows.sink { rowHistory.append($0.map(\.name)) }

        viewModel.actions.send(.viewDidLoad)
        viewModel.actions.send(.queryChanged("germ"))
        viewModel.actions.send(.chooseSelected)

        #expect(rowHistory == [[], ["Austria", "Côte d'Ivoire", "Germany", "Guernsey", "South Korea"], ["Germany"]])
        #expect(viewModel.rows.value.first == CountryRow(flag: "🇩🇪", name: "Germany", code: "DE"))
        #expect(results == [.chosen(CountryFixtures.germany)])
        #expect(finished)
        withExtendedLifetime((presenter, recording, rowRecording)) {}
    }

    @Test func arrowsMoveTheSelectionWithinTheList() {
        let viewModel = ChooseCountryViewModel()
        let presenter = ChooseCountryPresenter(viewModel: viewModel, interactor: FixedCountries())
        var selections: [Int?] = []
        let recording = viewModel.selectedIndex.sink { selections.append($0) }
        var results: [ChooseCountryResult] = []
        let resultRecording = presenter.result.sink { results.append($0) }
        viewModel.actions.send(.viewDidLoad)
        viewModel.actions.send(.moveSelection(by: 1))
        viewModel.actions.send(.moveSelection(by: 1))
        viewModel.actions.send(.moveSelection(by: -5))
        viewModel.actions.send(.moveSelection(by: 2))
        viewModel.actions.send(.chooseSelected)
        #expect(selections == [nil, 0, 1, 2, 0, 2])
        #expect(results == [.chosen(CountryFixtures.germany)])
        withExtendedLifetime((presenter, recording, resultRecording)) {}
    }

    @Test func closingTheModalInReactionToAChoiceCannotOvertakeIt() {
        let viewModel = ChooseCountryViewModel()
        let presenter = ChooseCountryPresenter(viewModel: viewModel, interactor: FixedCountries())
        var results: [ChooseCountryResult] = []
        // As the modal does: closing it on a result reports a cancel.
        let closing = presenter.result.sink { _ in viewModel.actions.send(.cancel) }
        let recording = presenter.result.sink { results.append($0) }
        viewModel.actions.send(.viewDidLoad)
        viewModel.actions.send(.choose(index: 2))
        #expect(results == [.chosen(CountryFixtures.germany)])
        withExtendedLifetime((presenter, closing, recording)) {}
    }

    @Test func noMatchSaysSoAndEnterDoesNothing() {
        let viewModel = ChooseCountryViewModel()
        let presenter = ChooseCountryPresenter(viewModel: viewModel, interactor: FixedCountries())
        var results: [ChooseCountryResult] = []
        let recording = presenter.result.sink { results.append($0) }
        viewModel.actions.send(.viewDidLoad)
        viewModel.actions.send(.queryChanged("qqq"))
        viewModel.actions.send(.chooseSelected)
        #expect(viewModel.emptyMessage.value == "No country matches “qqq”")
        #expect(viewModel.selectedIndex.value == nil)
        #expect(results.isEmpty)
        viewModel.actions.send(.cancel)
        #expect(results == [.cancelled])
        withExtendedLifetime((presenter, recording)) {}
    }
}
