import Foundation
import Testing

@testable import GlobetrotterCore

/// Under the German catalogue the Activities search reads German month names
/// ("reise dezember") besides English ones; the names come from the locale
/// data (CLDR), the language from the catalogue, as holiday names do.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchMonthsInGermanTests {
    @Test func germanMonthsWithTheGermanCatalogue() throws {
        let months = try inGerman { SearchPresenter.keywords.months }
        #expect(months.months(named: "dezember") == [12])
        #expect(months.months(named: "dez") == [12])
        #expect(months.months(named: "marz") == [3])
        #expect(months.months(named: "december") == [12], "English always")
        let trips = try inGerman { SearchPresenter.keywords.trips }
        #expect(trips.contains("reise"))
        // Without it (the tests' C locale) the interface is English.
        #expect(SearchPresenter.keywords.months.months(named: "dezember").isEmpty)
    }
}
