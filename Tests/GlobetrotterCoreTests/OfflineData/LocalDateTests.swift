import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct LocalDateTests {
    @Test func parsesAndPrintsISODates() throws {
        let date = try #require(LocalDate(iso: "2026-10-03"))
        #expect((date.year, date.month, date.day) == (2026, 10, 3))
        #expect(date.description == "2026-10-03")
        #expect(LocalDate(iso: "2024-02-29") != nil)
    }

    @Test(arguments: [
        "2025-02-29", "2026-13-01", "2026-04-31", "2026-1-03", "2026-10-03T00:00", "20261003", "２０２６-10-03",
    ])
    func rejectsWhatIsNotADay(text: String) {
        #expect(LocalDate(iso: text) == nil)
    }

    @Test func ordersAndRoundTripsThroughJSON() throws {
        let dates = [LocalDate(iso: "2027-01-01")!, LocalDate(iso: "2026-12-31")!]
        #expect(dates.sorted().map(\.description) == ["2026-12-31", "2027-01-01"])
        let json = try JSONEncoder().encode(dates)
        #expect(String(decoding: json, as: UTF8.self) == #"["2027-01-01","2026-12-31"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: json) == dates)
    }
}
