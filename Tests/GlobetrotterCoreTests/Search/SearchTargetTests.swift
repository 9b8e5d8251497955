import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct SearchTargetTests {
    static let targets: [SearchTarget] =
        [
            .conversion(amount: 100, from: "USD", to: "EUR"),
            .conversion(amount: Decimal(string: "1000.5")!, from: "EUR", to: "JPY"),
            .conversion(amount: Decimal(string: "0.01")!, from: "GBP", to: "CHF"),
            .conversion(amount: Decimal(string: "1000000000000000")!, from: "USD", to: "EUR"),
            .holiday(country: "DE", date: LocalDate(year: 2027, month: 12, day: 25)!, index: 0),
            .holiday(country: "US", date: LocalDate(year: 2024, month: 2, day: 29)!, index: 3),
            .trip(id: 1), .trip(id: 42), .trip(id: Int64.max),
        ] + AppPageNames.all.map { .page($0) }

    @Test(arguments: targets)
    func everyTargetReadsBackFromItsID(target: SearchTarget) {
        #expect(SearchTarget(id: target.id) == target, "\(target.id)")
    }

    @Test func idsAsTheProviderWritesThem() {
        #expect(
            SearchTarget.conversion(amount: Decimal(string: "12.50")!, from: "USD", to: "EUR").id
                == "convert:12.5:USD:EUR")
        #expect(
            SearchTarget.holiday(country: "DE", date: LocalDate(year: 2027, month: 12, day: 25)!, index: 1).id
                == "holiday:DE:2027-12-25:1")
        #expect(SearchTarget.trip(id: 42).id == "trip:42")
        #expect(SearchTarget.page(.converter).id == "page:converter")
    }

    @Test func eachTargetHasItsPage() {
        #expect(SearchTarget.conversion(amount: 1, from: "USD", to: "EUR").page == .converter)
        #expect(
            SearchTarget.holiday(country: "DE", date: LocalDate(year: 2027, month: 1, day: 1)!, index: 0).page
                == .holidays)
        #expect(SearchTarget.trip(id: 1).page == .trips)
        #expect(SearchTarget.page(.profile).page == .profile)
    }

    @Test(arguments: [
        "", ":", "convert", "convert:abc:USD:EUR", "convert:1:usd:EUR", "convert:1:USD:eur", "convert:1:US:EUR",
        "convert:1:USDX:EUR", "convert:-1:USD:EUR", "convert:1e5:USD:EUR", "convert:1.2.3:USD:EUR", "convert::USD:EUR",
        "convert:1,5:USD:EUR", "convert: 1:USD:EUR", "convert:1:USD:EUR:", "convert:1:ÜSD:EUR",
        "holiday:DE:2027-13-01:0", "holiday:DE:2027-12-25:-1", "holiday:DE:2027-02-30:0", "holiday:DE:2027-12-25:100",
        "holiday:de:2027-12-25:0", "holiday:DEU:2027-12-25:0", "holiday:DE:2027-12-25", "holiday:DE:27-12-25:0",
        "holiday:DE:2027-12-25:x",
        "trip:0", "trip:-5", "trip:abc", "trip:", "trip:1:extra", "trip:99999999999999999999", "trip:1.5",
        // Read by a lenient parser, but not as `id` writes them.
        "convert:01:USD:EUR", "convert:1.:USD:EUR", "convert:.5:USD:EUR", "convert:1.50:USD:EUR",
        "holiday:DE:2027-12-25:+1", "holiday:DE:2027-12-25:01", "trip:+5", "trip:05",
        "page:", "page:Converter", "page:converter:1", "search:100", "TRIP:1",
        String(repeating: "x", count: 10_000), "trip:" + String(repeating: "1", count: 10_000),
        "convert:" + String(repeating: "9", count: 10_000) + ":USD:EUR",
        "page:" + String(repeating: "a", count: 10_000),
    ])
    func idsItDidNotMakeAreRejected(id: String) {
        #expect(SearchTarget(id: id) == nil, "\(id.prefix(60))")
    }
}
