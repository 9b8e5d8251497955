import Foundation
import Testing

@testable import GlobetrotterCore

/// Holidays the search finds, on 20 November 2026 with Germany as home.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct HolidaySearchTests {
    let sources = FakeSearchSources()

    private func targets(_ text: String) -> [SearchTarget] {
        SearchFixtures.interactor(sources).targets(for: text.split(separator: " ").map(String.init))
    }

    private func holiday(_ country: String, _ year: Int, _ month: Int, _ day: Int, index: Int = 0) -> SearchTarget {
        .holiday(country: country, date: SearchFixtures.day(year, month, day), index: index)
    }

    /// Germany's next three days off for everyone: no regional day, no school break.
    private var nextInGermany: [SearchTarget] {
        [holiday("DE", 2026, 12, 25, index: 1), holiday("DE", 2026, 12, 26), holiday("DE", 2027, 1, 1)]
    }

    @Test func holidaysOfACountryAreTheNextThreeNationwide() {
        #expect(targets("holidays germany") == nextInGermany)
        #expect(targets("Germany holidays") == nextInGermany)
        #expect(targets("public holidays deutschland") == nextInGermany)
    }

    @Test func connectingWordsAreNotPartOfTheName() {
        #expect(targets("holidays in germany") == nextInGermany)
        #expect(targets("next holiday in france") == [holiday("FR", 2026, 12, 25)])
        #expect(targets("christmas in germany 2027") == targets("christmas 2027"))
        #expect(targets("in").isEmpty)
    }

    @Test func aCountryAloneIsItsHolidays() {
        #expect(targets("germany") == nextInGermany)
        #expect(targets("france") == [holiday("FR", 2026, 12, 25), holiday("FR", 2027, 1, 1)])
    }

    @Test func theNextHolidayIsOne() {
        #expect(targets("next holiday france") == [holiday("FR", 2026, 12, 25)])
        #expect(targets("next holiday") == [holiday("DE", 2026, 12, 25, index: 1)])
        #expect(targets("next christmas") == [holiday("DE", 2026, 12, 25, index: 1)])
    }

    @Test func aNameAndAYearGivesPublicDaysBeforeSchoolBreaksEachNameOnce() {
        let christmas2027 = [
            holiday("DE", 2027, 12, 25, index: 1), holiday("DE", 2027, 12, 26), holiday("DE", 2027, 12, 22),
        ]
        #expect(targets("christmas 2027") == christmas2027)
        #expect(targets("christmas germany 2027") == christmas2027)
        #expect(targets("christmas france 2027").isEmpty)
    }

    @Test func aNameAloneIsTheNextOnes() {
        #expect(
            targets("christmas") == [
                holiday("DE", 2026, 12, 25, index: 1), holiday("DE", 2026, 12, 26), holiday("DE", 2026, 12, 21),
            ])
        // Every word starts a word of the name: "Second Day of Christmas" too, not the school break.
        #expect(targets("christmas day") == [holiday("DE", 2026, 12, 25, index: 1), holiday("DE", 2026, 12, 26)])
        #expect(targets("christ") == targets("christmas"))
        // The local name counts too.
        #expect(targets("weihnachtstag") == [holiday("DE", 2026, 12, 25, index: 1), holiday("DE", 2026, 12, 26)])
        // A regional day is found by its name.
        #expect(targets("immaculate") == [holiday("DE", 2026, 12, 8)])
        // Past days of this year are not.
        #expect(targets("unity").isEmpty)
        #expect(targets("unity 2026") == [holiday("DE", 2026, 10, 3)])
    }

    @Test func aYearAloneStartsOnItsFirstDay() {
        #expect(
            targets("holidays 2027") == [
                holiday("DE", 2027, 1, 1), holiday("DE", 2027, 3, 26), holiday("DE", 2027, 5, 1),
            ])
        #expect(targets("holidays 2026") == nextInGermany)
    }

    @Test(arguments: [
        "holidays atlantis", "holidays italy", "christmas italy", "ch", "holidays ch", "xm", "christmas €",
        "holidays germany 2027 2028", "holidays germany 1.5", "christmas 1850",
    ])
    func nothingToAnswer(text: String) {
        #expect(targets(text).isEmpty, "\(text)")
    }

    @Test func withoutAHomeCountryOnlyANamedCountryAnswers() {
        sources.homeCountry = nil
        #expect(targets("holidays").isEmpty)
        #expect(targets("next holiday").isEmpty)
        #expect(targets("christmas").isEmpty)
        #expect(targets("holidays 2027").isEmpty)
        #expect(targets("christmas france") == [holiday("FR", 2026, 12, 25)])
    }

    @Test func aHomeCountryWithoutHolidaysAnswersNothing() {
        sources.homeCountry = "IT"
        #expect(targets("holidays").isEmpty)
        #expect(targets("christmas").isEmpty)
    }

    @Test func aNameSharedByTwoCountriesIsTheOneWhoseEnglishNameItIs() {
        #expect(targets("holidays mexico") == [holiday("MX", 2026, 12, 25)])
        #expect(targets("holidays malaysia") == [holiday("MY", 2026, 12, 25)])
        // When neither is called so in English, the name says no country.
        sources.countryNames["samoa"] = ["MX", "MY"]
        #expect(targets("holidays samoa").isEmpty)
    }

    @Test func theIndexIsTheHolidaysPlaceAmongTheDays() throws {
        let interactor = SearchFixtures.interactor(sources)
        let answers = targets("christmas 2027").compactMap(interactor.answer(for:))
        let names = answers.compactMap { answer -> String? in
            if case .holiday(let holiday, _) = answer { holiday.name } else { nil }
        }
        #expect(names == ["Christmas Day", "Second Day of Christmas", "Christmas Holidays"])
    }
}
