import Foundation
import Testing

@testable import GlobetrotterCore

/// Shared by the tests: indexing the cities once keeps the suite fast.
private let sharedSearch = CitySearch(pack: PackFixture.committed)

@Suite struct CitySearchTests {
    private let search = sharedSearch

    @Test func allCitiesLoad() throws {
        #expect(try search.prepare() > 34_000)
    }

    @Test func zurFindsZurichFirst() throws {
        let zurich = try #require(try search.search("zur").first)
        #expect(zurich.name == "Zürich")
        #expect(zurich.countryCode == "CH")
        #expect(abs(zurich.latitude - 47.37) < 0.01)
        #expect(abs(zurich.longitude - 8.55) < 0.01)
    }

    @Test(arguments: ["sao p", "São P", "SAO PAULO", "sao-paulo", "  são   paulo "])
    func saoPauloFirstWhateverTheSpelling(query: String) throws {
        #expect(try search.search(query).first?.name == "São Paulo")
    }

    @Test func caseAndAccentsDoNotMatter() throws {
        let plain = try search.search("zurich", limit: 5)
        #expect(try search.search("ZÜRICH", limit: 5) == plain)
        #expect(try search.search("Zürich", limit: 5) == plain)
    }

    @Test func namesStartingWithTheQueryComeBeforeLaterWords() throws {
        let names = try search.search("york", limit: 10).map(\.name)
        #expect(Array(names.prefix(2)) == ["York", "York"])  // GB, then the smaller one in Pennsylvania
        #expect(names.contains("New York City"))
        #expect(try search.search("new y").first?.name == "New York City")
    }

    @Test func rankedByPopulationWithinATier() throws {
        let results = try search.search("san", limit: 20)
        #expect(results.count == 20)
        let prefixed = results.filter { $0.asciiName.lowercased().hasPrefix("san") }
        #expect(prefixed.map(\.population) == prefixed.map(\.population).sorted(by: >))
    }

    @Test func apostrophesJoinAndSplitWords() throws {
        #expect(try search.search("ndjam").first?.name == "N'Djamena")
        #expect(try search.search("n'djam").first?.name == "N'Djamena")
        #expect(try search.search("djamena").first?.name == "N'Djamena")
        #expect(try search.search("xi’an").first?.name == "Xi’an")
        #expect(try search.search("aquila").contains { $0.name == "L'Aquila" })
    }

    @Test func emptyAndUnmatchedQueriesFindNothing() throws {
        #expect(try search.search("").isEmpty)
        #expect(try search.search(" .,- ").isEmpty)
        #expect(try search.search("qqqqzzzz").isEmpty)
        #expect(try search.search("a", limit: 0).isEmpty)
        #expect(try search.search("a", limit: 3).count == 3)
    }

    @Test func citiesCarryTheirRegion() throws {
        let munich = try #require(try search.search("munich").first)
        #expect(munich.name == "Munich")  // GeoNames' main name is the English one
        #expect(munich.countryCode == "DE")
        #expect(munich.region == "Bayern")
    }
}
