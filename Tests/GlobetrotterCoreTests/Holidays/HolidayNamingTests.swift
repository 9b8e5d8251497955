import Testing

@testable import GlobetrotterCore

/// Which of a holiday's names is its title: the local one where the
/// interface speaks the language the local names are written in.
@Suite(.timeLimit(.minutes(1))) struct HolidayNamingTests {
    static let nationalDay = Holiday(
        date: LocalDate(year: 2026, month: 10, day: 26)!, localName: "Nationalfeiertag", name: "National Day",
        countryCode: "AT", types: [.public])

    @Test func inGermanAustriasNationalDayIsTheNationalfeiertag() {
        let german = HolidayNaming(language: "de")
        #expect(german.title(of: Self.nationalDay) == "Nationalfeiertag")
        #expect(german.subtitle(of: Self.nationalDay) == nil)
    }

    @Test func inEnglishItIsTheNationalDayWithTheLocalNameBeneath() {
        let english = HolidayNaming(language: "en")
        #expect(english.title(of: Self.nationalDay) == "National Day")
        #expect(english.subtitle(of: Self.nationalDay) == "Nationalfeiertag")
    }

    /// The countries whose holidays the data names in German, and neighbours
    /// where German is spoken but the local names are in another language.
    @Test(arguments: [
        ("DE", true), ("AT", true), ("CH", true), ("LI", true), ("at", true),
        ("LU", false), ("BE", false), ("IT", false), ("FR", false), ("JP", false),
    ])
    func aGermanInterfaceReadsTheLocalNamesOf(country: String, reads: Bool) {
        #expect(HolidayNaming(language: "de").readsLocalNames(of: country) == reads)
    }

    /// English local names (Canada's "Labour Day", India's) are titles in English.
    @Test(arguments: [("CA", true), ("IN", true), ("AU", true), ("US", true), ("AT", false), ("JP", false)])
    func anEnglishInterfaceReadsTheLocalNamesOf(country: String, reads: Bool) {
        #expect(HolidayNaming(language: "en").readsLocalNames(of: country) == reads)
    }

    @Test func theLanguagesOfTheLocalNames() {
        #expect(HolidayNaming.localNameLanguage(of: "LU") == "lb", "Luxembourgish, not CLDR's French")
        #expect(HolidayNaming.localNameLanguage(of: "JP") == "ja")
        #expect(HolidayNaming.localNameLanguage(of: "BE") == "nl")
        #expect(HolidayNaming.localNameLanguage(of: "NO") == "nb")
        #expect(HolidayNaming(language: "ja").readsLocalNames(of: "JP"))
    }

    @Test func languageNamesAreReducedToTheLanguage() {
        #expect(HolidayNaming(language: "de_AT.UTF-8").language == "de")
        #expect(HolidayNaming(language: "pt-BR").language == "pt")
        #expect(HolidayNaming(language: "sr@latin").language == "sr")
        #expect(HolidayNaming(language: "no").language == "nb")
    }

    /// The tests run in the C locale, where no catalogue is read: English.
    @Test func withoutACatalogueTheInterfaceIsEnglish() {
        #expect(interfaceLanguage == "en")
        #expect(HolidayNaming().language == "en")
    }

    /// A holiday whose local name is its English name has no subtitle in either language.
    @Test func oneNameIsTheTitleAlone() {
        let christmas = Holiday(
            date: LocalDate(year: 2026, month: 12, day: 25)!, localName: "Christmas Day", name: "Christmas Day",
            countryCode: "GB", types: [.public])
        for language in ["en", "de"] {
            #expect(HolidayNaming(language: language).title(of: christmas) == "Christmas Day")
            #expect(HolidayNaming(language: language).subtitle(of: christmas) == nil)
        }
    }
}
