import Foundation
import Testing

@testable import GlobetrotterCore

/// Every shape Nager.Date answers in (APIS.md), and what it must refuse.
@Suite(.timeLimit(.minutes(1))) struct NagerHolidayDecoderTests {
    private func decode(_ json: String, countryCode: String? = nil) throws -> [Holiday] {
        try NagerHolidayDecoder.decodeHolidays(from: Data(json.utf8), countryCode: countryCode)
    }

    private let christmas = LocalDate(year: 2024, month: 12, day: 25)!

    @Test func currentShapeWithTypesList() throws {
        let json = """
            [{"date":"2024-12-25","localName":"Weihnachten","name":"Christmas Day","countryCode":"AT",\
            "fixed":false,"global":true,"counties":null,"launchYear":null,"types":["Public","Bank"]}]
            """
        #expect(
            try decode(json) == [
                Holiday(
                    date: christmas, localName: "Weihnachten", name: "Christmas Day", countryCode: "AT",
                    global: true, counties: nil, types: [.public, .bank], observed: false)
            ])
    }

    @Test func olderShapeWithSingleType() throws {
        let json = """
            [{"date":"2024-12-25","localName":"Weihnachten","name":"Christmas Day","countryCode":"AT",\
            "fixed":true,"global":true,"counties":null,"launchYear":1950,"type":"Bank"}]
            """
        #expect(try decode(json).map(\.types) == [[.bank]])
    }

    @Test func missingLocalNameFallsBackToTheName() throws {
        let json =
            #"[{"date":"2024-12-25","name":"Christmas Day","countryCode":"AT","global":true,"types":["Public"]}]"#
        #expect(try decode(json).map(\.localName) == ["Christmas Day"])
    }

    @Test func countiesListMakesARegionalHoliday() throws {
        let json = """
            [{"date":"2024-01-06","localName":"Heilige Drei Könige","name":"Epiphany","countryCode":"DE",\
            "global":false,"counties":["DE-BW","DE-BY","DE-ST"],"types":["Public"]}]
            """
        let holiday = try #require(try decode(json).first)
        #expect(holiday.global == false)
        #expect(holiday.counties == ["DE-BW", "DE-BY", "DE-ST"])
    }

    @Test func absentFieldsTakeTheirDefaults() throws {
        // No countryCode, global, counties, types or observed.
        let holiday = try #require(
            try decode(#"[{"date":"2024-12-25","name":"Christmas Day"}]"#, countryCode: "GB").first)
        #expect(
            holiday
                == Holiday(
                    date: christmas, localName: "Christmas Day", name: "Christmas Day", countryCode: "GB",
                    global: true, counties: nil, types: [.public], observed: false))
        let regional = try #require(
            try decode(#"[{"date":"2024-12-25","name":"X","counties":["GB-SCT"]}]"#, countryCode: "GB").first)
        #expect(regional.global == false)
    }

    @Test func observedAndUnknownTypes() throws {
        let json =
            #"[{"date":"2024-12-25","name":"X","countryCode":"AT","observed":true,"types":["Festival","School"]}]"#
        let holiday = try #require(try decode(json).first)
        #expect(holiday.observed)
        #expect(holiday.types == [.school])
    }

    @Test func emptyBodyAndEmptyListAreNoHolidays() throws {
        #expect(try decode("").isEmpty)
        #expect(try decode(" \n").isEmpty)
        #expect(try decode("[]").isEmpty)
    }

    @Test(arguments: [
        ("<html><body>Bad gateway</body></html>", "not JSON"),
        (#"[{"date":"2024-12-25","localName":"Weihnachten","name":"Chri"#, "truncated"),
        (#"{"date":"2024-12-25","name":"Christmas Day","countryCode":"AT"}"#, "an object, not a list"),
        (#"[{"name":"Christmas Day","countryCode":"AT"}]"#, "no date"),
        (#"[{"date":"2024-02-30","name":"X","countryCode":"AT"}]"#, "impossible date"),
        (#"[{"date":"2024-12-25","countryCode":"AT"}]"#, "no name"),
        (#"[{"date":"2024-12-25","name":"X","countryCode":"AT","types":42}]"#, "types is a number"),
        (#"[{"date":"2024-12-25","name":"X"}]"#, "no country anywhere"),
    ])
    func rejectsGarbageWithATypedError(json: String, what: String) {
        #expect(throws: HolidayDecodingError.self, "\(what)") { try decode(json) }
    }

    @Test func errorNamesWhereItFailed() {
        let json =
            #"[{"date":"2024-12-25","name":"X","countryCode":"AT"},{"date":"someday","name":"Y","countryCode":"AT"}]"#
        #expect {
            try decode(json)
        } throws: { error in
            (error as? HolidayDecodingError)?.reason.contains("[1].date") == true
        }
    }
}
