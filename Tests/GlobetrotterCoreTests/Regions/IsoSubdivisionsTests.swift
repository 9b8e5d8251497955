import Foundation
import GLibTestSupport
import Testing

@testable import GlobetrotterCore

/// A region's name resolves to its ISO 3166-2 code through iso-codes' list
/// (accents and case aside), a code to the regions it lies in; a name that
/// does not say exactly one subdivision gives nil, never a guess.
@Suite(.timeLimit(.minutes(1))) struct IsoSubdivisionsTests {
    private let regions = IsoSubdivisions.system

    @Test(arguments: [
        // The bundled cities' regions (GeoNames), as the pack spells them.
        ("DE", "Bayern", "DE-BY"), ("DE", "Hamburg", "DE-HH"), ("ES", "Barcelona", "ES-B"),
        ("CH", "Luzern", "CH-LU"), ("FR", "Moselle", "FR-57"), ("FR", "Bas-Rhin", "FR-67"),
        ("GB", "Kent", "GB-KEN"), ("IT", "Torino", "IT-TO"), ("US", "California", "US-CA"),
        // Either half of iso-codes' "Catalunya [Cataluña]"; the province over the community both called Madrid.
        ("ES", "Catalunya", "ES-CT"), ("ES", "Cataluña", "ES-CT"), ("ES", "Madrid", "ES-M"),
        // Accents and case aside.
        ("ES", "CATALUNA", "ES-CT"), ("CH", "zurich", "CH-ZH"), ("de", "bayern", "DE-BY"),
    ])
    func aRegionsNameGivesItsCode(country: String, region: String, code: String) {
        #expect(regions.code(country: country, region: region) == code)
    }

    @Test(arguments: [
        // English and other languages' names, which iso-codes does not hold.
        ("CH", "Lucerne"), ("IT", "Turin"), ("IT", "Bozen"), ("DE", "Bavaria"),
        // Another country's region; no region; no country.
        ("AT", "Bayern"), ("DE", ""), ("DE", "Westminster"),
    ])
    func aNameIsoCodesDoesNotHoldGivesNoCode(country: String, region: String) {
        #expect(regions.code(country: country, region: region) == nil)
    }

    @Test func noCountryOrNoRegionGivesNoCode() {
        #expect(regions.code(country: nil, region: "Bayern") == nil)
        #expect(regions.code(country: "DE", region: nil) == nil)
    }

    @Test(arguments: [
        ("DE-BY", ["DE-BY"]), ("ES-B", ["ES-B", "ES-CT"]), ("FR-57", ["FR-57", "FR-GES"]),
        ("GB-KEN", ["GB-KEN", "GB-ENG"]), ("it-bz", ["IT-BZ", "IT-32"]),
        // A code iso-codes does not know (Nominatim's may be newer) stands for itself.
        ("XX-NEW", ["XX-NEW"]),
    ])
    func aCodesLineageIsItAndTheRegionsItLiesIn(code: String, lineage: [String]) {
        #expect(regions.lineage(of: code) == lineage)
    }

    @Test func twoUnrelatedSubdivisionsOfOneNameGiveNoCode() throws {
        let directory = makeTemporaryDirectory(prefix: "iso-3166-2")
        let file = URL(fileURLWithPath: directory).appendingPathComponent("iso_3166-2.json")
        try Data(
            """
            {"3166-2": [
              {"code": "ZZ-A", "name": "Alpha", "type": "Region"},
              {"code": "ZZ-B", "name": "Beta", "type": "Region"},
              {"code": "ZZ-A1", "name": "Springfield", "parent": "A", "type": "District"},
              {"code": "ZZ-B1", "name": "Springfield", "parent": "ZZ-B", "type": "District"},
              {"code": "ZZ-B2", "name": "Beta", "parent": "B", "type": "District"}
            ]}
            """.utf8
        ).write(to: file)
        let regions = IsoSubdivisions(file: file)
        #expect(regions.code(country: "ZZ", region: "Springfield") == nil)
        #expect(regions.code(country: "ZZ", region: "Beta") == "ZZ-B2")
        #expect(regions.lineage(of: "ZZ-A1") == ["ZZ-A1", "ZZ-A"])
    }

    @Test func withoutTheListNothingResolves() {
        let regions = IsoSubdivisions(file: URL(fileURLWithPath: "/nonexistent/iso_3166-2.json"))
        #expect(regions.code(country: "DE", region: "Bayern") == nil)
        #expect(regions.lineage(of: "DE-BY") == ["DE-BY"])
    }
}
