import Foundation
import Testing

@testable import GlobetrotterCore

/// Shared by the tests: one open pack.
private let sharedSearch = CitySearch(pack: PackFixture.committed)

@Suite(.timeLimit(.minutes(1))) struct CitySearchTests {
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

    @Test func lettersWithoutADecompositionFoldToo() throws {
        // unicode61 removes accents but keeps ł, ø, ß: the index's ASCII alias finds them.
        #expect(try search.search("lodz").first?.name == "Łódź")
        #expect(try search.search("łódź").first?.name == "Łódź")
        #expect(try search.search("giessen").first?.name == "Gießen")
        #expect(try search.search("tromso").first?.name == "Tromsø")
    }

    @Test func aPrefixOfAnyLengthMatches() throws {
        for query in ["z", "zu", "zur", "züri", "zurich"] {
            #expect(try search.search(query, limit: 50).contains { $0.name == "Zürich" }, "\(query)")
        }
        #expect(try search.search("sao paulo").first?.name == "São Paulo")
        #expect(try search.search("SÃO PAULO").first?.name == "São Paulo")
    }

    /// What a person types is text, never FTS5 syntax: no query fails, and
    /// the words of one that has operators are searched as words.
    @Test(arguments: [#"zur""#, #""zur"#, "zur*", "^zur", "-zur", "zur:", "(zur)"])
    func operatorCharactersAreJustText(query: String) throws {
        #expect(try search.search(query).first?.name == "Zürich")
    }

    /// FTS5's operators are words of a place name here: "zur OR paris" is a name no city has, where
    /// the operator would find Zürich and Paris, and a column filter would find Zürich.
    @Test(arguments: ["zur OR paris", "NEAR(zur", "{name}: zur", "name: zur", "zur AND", "zur NOT paris", "\u{0}"])
    func operatorWordsAreJustWords(query: String) throws {
        #expect(try search.search("zur").contains { $0.name == "Zürich" }, "the words alone find it")
        let found = try search.search(query).map(\.name)
        #expect(!found.contains("Zürich") && !found.contains("Paris"), "found \(found)")
    }

    @Test func citiesCarryTheirRegion() throws {
        let munich = try #require(try search.search("munich").first)
        #expect(munich.name == "Munich")  // GeoNames' main name is the English one
        #expect(munich.countryCode == "DE")
        #expect(munich.region == "Bayern")
    }
}

/// The grid of the pack's cities finds the same nearest city as a scan of
/// them all, by great-circle distance, anywhere on Earth: beside a city, at
/// sea, by the poles, across the antimeridian.
@Suite(.timeLimit(.minutes(1))) struct CityGridTests {
    @Test func theGridFindsTheNearestCityAsAFullScanDoes() async throws {
        let entries = try PackFixture.committed.cityPositions()
        let grid = CityGrid(entries)
        var generator = SplitMix(seed: 25)
        var points = [
            GeoPoint(latitude: 45.764, longitude: 4.8357), GeoPoint(latitude: 38.2, longitude: 5.1),
            GeoPoint(latitude: 89.9, longitude: 10), GeoPoint(latitude: -89.5, longitude: -120),
            GeoPoint(latitude: -17.7, longitude: 179.99), GeoPoint(latitude: 65.6, longitude: -179.9),
            GeoPoint(latitude: 0, longitude: -160), GeoPoint(latitude: 9.993, longitude: 53.55),
        ]
        for _ in 0..<200 {
            points.append(
                GeoPoint(
                    latitude: Double(generator.next() % 180_000) / 1_000 - 90,
                    longitude: Double(generator.next() % 360_000) / 1_000 - 180))
        }
        for point in points {
            let scanned = entries.map { GeoMath.distance(from: point, to: $0.point) }.min()
            let found = try #require(grid.nearest(to: point))
            #expect(abs(found.distance - (scanned ?? -1)) < 0.001, "at \(point)")
        }
    }

    @Test func packCitiesNameTheNearestCityAndItsDistance() async throws {
        let cities = PackCities(pack: PackFixture.committed)
        let geneva = try #require(await cities.nearestCity(to: GeoPoint(latitude: 46.2044, longitude: 6.1432)))
        #expect(geneva.city.countryCode == "CH" && geneva.distance < 5_000)
        let sea = try #require(await cities.nearestCity(to: GeoPoint(latitude: 38.2, longitude: 5.1)))
        #expect(sea.distance > NearbyCity.countryReach)
    }
}

/// A small deterministic generator: the same points on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
