import Foundation
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripSearchTests {
    let sources = FakeSearchSources()

    init() {
        sources.holidayData = [:]
        // Listed as the store lists them, newest first: the stop match before the name match.
        sources.tripEntries = [
            SearchFixtures.trip(3, "Summer Tour", stops: ["Berlin", "Paris", "Lyon"]),
            SearchFixtures.trip(2, "Alps", stops: ["Zürich", "Innsbruck"]),
            SearchFixtures.trip(1, "Paris Weekend", stops: ["Gare du Nord", "Louvre"]),
        ]
    }

    private func trips(_ text: String) -> [Int64] {
        SearchFixtures.interactor(sources).targets(for: text.split(separator: " ").map(String.init)).map { target in
            guard case .trip(let id) = target else {
                Issue.record("\(target) is not a trip")
                return 0
            }
            return id
        }
    }

    @Test func byNameThenByStop() {
        #expect(trips("par") == [1, 3])
        #expect(trips("Paris") == [1, 3])
        #expect(trips("summer") == [3])
        #expect(trips("louvre") == [1])
        #expect(trips("gare nord") == [1])
    }

    @Test func wordsAreFoldedAndMatchWordStarts() {
        #expect(trips("zurich") == [2])
        #expect(trips("ZÜRICH") == [2])
        #expect(trips("inns") == [2])
        // The start of a word, not any part of it.
        #expect(trips("aris").isEmpty)
    }

    @Test func everyWordMustMatchInTheNameOrTheStops() {
        #expect(trips("paris lyon") == [3])
        #expect(trips("summer lyon") == [3])
        #expect(trips("alps berlin").isEmpty)
    }

    @Test func nothingForUnknownWordsOrOneCharacter() {
        #expect(trips("xyzzy").isEmpty)
        #expect(trips("p").isEmpty)
        #expect(trips("ü").isEmpty)
    }

    @Test func atMostFive() {
        sources.tripEntries = (1...7).map { SearchFixtures.trip(Int64($0), "Road \($0)", stops: []) }
        #expect(trips("road") == [1, 2, 3, 4, 5])
    }

    /// The Shell asks for a page of results in one call: the database is read once for it.
    @Test func theAnswersForSeveralTripsReadTheTripsOnce() {
        sources.tripEntries = (1...5).map { SearchFixtures.trip(Int64($0), "Road \($0)", stops: []) }
        let interactor = SearchFixtures.interactor(sources)
        let answers = interactor.answers(for: [.trip(id: 1), .page(.trips), .trip(id: 4), .trip(id: 9)])
        let ids = answers.map { answer -> Int64? in
            guard case .trip(let summary, _)? = answer else { return nil }
            return summary.id
        }
        #expect(ids == [1, nil, 4, nil])
        #expect(sources.tripReads == 1)
    }

    @Test func aDeletedTripHasNoAnswer() {
        let interactor = SearchFixtures.interactor(sources)
        #expect(interactor.answer(for: .trip(id: 2)) == .trip(sources.tripEntries[1].summary, days: nil))
        #expect(interactor.answer(for: .trip(id: 99)) == nil)
    }
}

/// What Enter on the search opens when there is no result to activate.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SearchLaunchTargetTests {
    let sources = FakeSearchSources()

    private func launch(_ text: String) -> SearchTarget? {
        SearchFixtures.interactor(sources).launchTarget(for: text.split(separator: " ").map(String.init))
    }

    @Test func theFirstResult() {
        #expect(launch("100 usd in eur") == .conversion(amount: 100, from: "USD", to: "EUR"))
        #expect(
            launch("holidays germany")
                == .holiday(country: "DE", date: SearchFixtures.day(2026, 12, 25), index: 1))
        sources.tripEntries = [SearchFixtures.trip(7, "Paris", stops: [])]
        #expect(launch("paris") == .trip(id: 7))
    }

    @Test func elseThePageTheWordsAreAbout() {
        // No rate for USD → GBP: no result, but a conversion.
        #expect(launch("100 usd in gbp") == .page(.converter))
        #expect(launch("€") == .page(.converter))
        #expect(launch("chf") == .page(.converter))
        sources.homeCountry = nil
        #expect(launch("holidays") == .page(.holidays))
        #expect(launch("next") == .page(.holidays))
        #expect(launch("trips") == .page(.trips))
        #expect(launch("trip") == .page(.trips))
    }

    @Test func elseNothing() {
        #expect(launch("hello world") == nil)
        #expect(launch("") == nil)
        #expect(launch(String(repeating: "usd ", count: 100)) == nil)
    }
}
