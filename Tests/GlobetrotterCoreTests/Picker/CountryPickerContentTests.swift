import OpenCombine
import Testing

@testable import GlobetrotterCore

/// Translations as iso-codes' German catalogue has them.
private struct GermanNames: CountryNameLocalizing {
    func localizedName(_ englishName: String) -> String {
        ["Germany": "Deutschland", "Austria": "Österreich", "South Korea": "Südkorea"][englishName] ?? englishName
    }
}

/// Choose Country: the searchable picker over `PickerContent.countries`.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CountryPickerContentTests {
    private func content(_ names: any CountryNameLocalizing = EnglishCountryNames()) -> PickerContent<Country> {
        .countries(.success(CountryFixtures.all), names: names)
    }

    private func names(_ query: String, _ localizer: any CountryNameLocalizing = EnglishCountryNames()) -> [String] {
        let content = content(localizer)
        return PickerIndex(content.choices.map(\.keys)).matches(query).map { content.choices[$0].row.title }
    }

    private func makePicker() -> (PickerPresenter<Country>, () -> [PickerResult<Country>]) {
        let presenter = PickerPresenter(content: content())
        var results: [PickerResult<Country>] = []
        let subscription = presenter.routes.collect(into: { results.append($0) })
        return (presenter, { withExtendedLifetime(subscription) { results } })
    }

    @Test func everyCountryIsARowSortedByItsNameInThePersonsLanguage() {
        let english = content()
        #expect(english.title == "Choose Country")
        #expect(english.searchPlaceholder == "Search by name or code")
        #expect(english.unavailable == nil)
        #expect(
            english.choices.map(\.item) == [
                CountryFixtures.austria, CountryFixtures.ivoryCoast, CountryFixtures.germany, CountryFixtures.guernsey,
                CountryFixtures.southKorea,
            ])
        #expect(english.choices.map(\.row).first == PickerRow(symbol: "🇦🇹", title: "Austria", detail: "AT"))
        #expect(english.choices.allSatisfy { $0.refusal == nil }, "every country can be chosen")
        #expect(
            content(GermanNames()).choices.map(\.row.title) == [
                "Côte d'Ivoire", "Deutschland", "Guernsey", "Österreich", "Südkorea",
            ])
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

    @Test func namesStartingWithTheQueryComeFirstThenAWordThenAnywhere() {
        #expect(names("g") == ["Germany", "Guernsey"], "names starting with it, in list order")
        #expect(
            names("r") == ["South Korea", "Austria", "Côte d'Ivoire", "Germany", "Guernsey"],
            "“Republic” starts a word of Korea's ISO name; the others only contain an r")
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
        let (presenter, results) = makePicker()
        var rowHistory: [[String]] = []
        let rowRecording = presenter.viewModel.field(\.rows).sink { rowHistory.append($0.map(\.title)) }

        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.search("germ"))
        presenter.viewModel.send(.chooseSelected)
        presenter.viewModel.send(.chooseSelected)

        #expect(rowHistory == [[], ["Austria", "Côte d'Ivoire", "Germany", "Guernsey", "South Korea"], ["Germany"]])
        #expect(presenter.state.rows.first == PickerRow(symbol: "🇩🇪", title: "Germany", detail: "DE"))
        #expect(results() == [.picked(CountryFixtures.germany)])
        withExtendedLifetime(rowRecording) {}
    }

    @Test func arrowsMoveTheSelectionWithinTheList() {
        let (presenter, results) = makePicker()
        var selections: [Int?] = []
        let recording = presenter.viewModel.field(\.selectedIndex).sink { selections.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.moveSelection(by: 1))
        presenter.viewModel.send(.moveSelection(by: -5))
        presenter.viewModel.send(.moveSelection(by: 2))
        presenter.viewModel.send(.moveSelection(by: 10))
        presenter.viewModel.send(.moveSelection(by: -2))
        presenter.viewModel.send(.chooseSelected)
        #expect(selections == [nil, 0, 1, 2, 0, 2, 4, 2])
        #expect(results() == [.picked(CountryFixtures.germany)])
        withExtendedLifetime(recording) {}
    }

    @Test func closingTheModalInReactionToAChoiceCannotOvertakeIt() {
        let presenter = PickerPresenter(content: content())
        var results: [PickerResult<Country>] = []
        // As the modal does: closing it on a result reports a cancel.
        let closing = presenter.routes.sink { [weak presenter] _ in presenter?.viewModel.send(.cancel) }
        let recording = presenter.routes.sink { results.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.choose(index: 2))
        #expect(results == [.picked(CountryFixtures.germany)])
        withExtendedLifetime((closing, recording)) {}
    }

    @Test func noMatchSaysSoAndEnterDoesNothing() {
        let (presenter, results) = makePicker()
        presenter.viewModel.send(.viewDidLoad)
        presenter.viewModel.send(.search("qqq"))
        presenter.viewModel.send(.chooseSelected)
        #expect(presenter.state.emptyMessage == "No country matches “qqq”.")
        #expect(presenter.state.selectedIndex == nil)
        #expect(results().isEmpty)
        presenter.viewModel.send(.cancel)
        #expect(results() == [.cancelled])
    }

    @Test func anUnreadableCountryListSaysWhyInsteadOfAList() {
        let content = PickerContent.countries(.failure(.missing(file: "pack.sqlite")), names: EnglishCountryNames())
        #expect(content.choices.isEmpty)
        let presenter = PickerPresenter(content: content)
        presenter.viewModel.send(.viewDidLoad)
        #expect(presenter.state.rows.isEmpty)
        #expect(
            presenter.state.emptyMessage == "The country list cannot be read. Reinstalling Globetrotter restores it.")
        #expect(presenter.state.isContentShown)
        #expect(presenter.state.title == "Choose Country")
    }
}
