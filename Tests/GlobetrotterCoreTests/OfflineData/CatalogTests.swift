import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct CatalogTests {
    @Test func theISOCountriesEachWithItsFlag() throws {
        let countries = try CountryCatalog(pack: PackFixture.committed).countries()
        #expect(countries.count == 249)
        #expect(countries.map(\.alpha2) == countries.map(\.alpha2).sorted())
        for country in countries {
            // The flag is the two regional-indicator letters of the alpha-2 code.
            let letters = country.flag.unicodeScalars.map { Character(Unicode.Scalar($0.value - 0x1F1E6 + 65)!) }
            #expect(String(letters) == country.alpha2, "\(country.alpha2) flag \(country.flag)")
            #expect(country.alpha3.count == 3 && !country.name.isEmpty)
        }
    }

    @Test func knownCountries() throws {
        let catalog = CountryCatalog(pack: PackFixture.committed)
        let germany = try #require(try catalog.country(alpha2: "de"))
        #expect(germany.alpha3 == "DEU")
        #expect(germany.capital == "Berlin")
        #expect(germany.continent == .europe)
        #expect(germany.currency == "EUR")
        #expect(germany.flag == "🇩🇪")
        let korea = try #require(try catalog.country(alpha2: "KR"))
        #expect(korea.displayName == "South Korea")
        #expect(korea.name == "Korea, Republic of")
        #expect(try catalog.country(alpha2: "XX") == nil)
    }

    @Test func withoutThePackISOCodesStandsInForTheCountries() throws {
        let catalog = CountryCatalog(pack: DataPack(root: URL(fileURLWithPath: "/nonexistent/pack")))
        let germany = try #require(try catalog.country(alpha2: "de"), "iso-codes is installed with the app")
        #expect(germany.displayName == "Germany" && germany.flag == "🇩🇪" && germany.alpha3 == "DEU")
        #expect(germany.capital == nil, "only the pack knows capitals")
        #expect(try catalog.countries().count == 249)
        guard case .missing = catalog.packProblem else {
            Issue.record("the pack's problem is kept: \(String(describing: catalog.packProblem))")
            return
        }
        #expect(CountryCatalog(pack: PackFixture.committed).packProblem == nil)
    }

    @Test func withoutThePackOrISOCodesThePacksProblemIsThrown() throws {
        let catalog = CountryCatalog(
            pack: DataPack(root: URL(fileURLWithPath: "/nonexistent/pack")),
            systemList: URL(fileURLWithPath: "/nonexistent/iso_3166-1.json"))
        #expect(throws: DataPackError.self) { try catalog.countries() }
    }

    @Test func currenciesSayWhichTheECBQuotes() throws {
        let catalog = CurrencyCatalog(pack: PackFixture.committed)
        let currencies = try catalog.currencies()
        #expect(currencies.count > 150)
        #expect(try catalog.currency(code: "eur") == Currency(code: "EUR", name: "Euro", hasECBRate: true))
        #expect(try catalog.currency(code: "USD")?.hasECBRate == true)
        #expect(try catalog.currency(code: "AFN")?.hasECBRate == false)
        let quoted = Set(currencies.filter(\.hasECBRate).map(\.code))
        #expect(quoted == Set(try OfflineRateStore(pack: PackFixture.committed).currencyCodes()))
    }
}
