import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TripMapPresenterTests {
    /// A winding road of `count` points from Hamburg southwards.
    private func road(_ count: Int) -> [GeoPoint] {
        (0..<count).map { GeoPoint(latitude: 53.5 - Double($0) / 10_000, longitude: 10 + 0.2 * sin(Double($0) / 300)) }
    }

    private func content(line: [GeoPoint]) -> MapLine { MapLine(line, isDashed: false) }

    @Test func aShortLineIsDrawnAtOnceThenForTheZoomLevelInView() async {
        let line = road(1_500)
        let page = CurrentValueSubject<MapLine, Never>(content(line: line))
        let presenter = TripMapPresenter(line: page.eraseToAnyPublisher())
        #expect(presenter.state.line == page.value, "before the view says its zoom, the line as it is")
        presenter.viewModel.send(.zoomChanged(6.4))
        // Short lines are simplified at once, on the main actor.
        #expect(presenter.state.line.points.count < line.count / 5, "at zoom 6 a pixel is ~2 km: most points go")
        #expect(presenter.state.line.points.first == line.first && presenter.state.line.points.last == line.last)
    }

    @Test func aLongLineIsSimplifiedOffTheMainActorPerZoomLevelAndKept() async {
        let line = road(50_000)
        let page = CurrentValueSubject<MapLine, Never>(content(line: line))
        let presenter = TripMapPresenter(line: page.eraseToAnyPublisher())
        #expect(presenter.state.line.points.isEmpty, "a long line waits for the zoom level the fit decides")
        #expect(!presenter.state.isSettled, "a screenshot waits for it")
        var drawn: [Int] = []
        let watch = presenter.viewModel.states.map(\.line.points.count).removeDuplicates().sink { drawn.append($0) }
        presenter.viewModel.send(.zoomChanged(5.2))
        #expect(presenter.state.line.points.isEmpty, "worked out off the main actor")
        #expect(!presenter.state.isSettled)
        await presenter.settled("simplify")
        let atFive = presenter.state.line
        #expect(!atFive.points.isEmpty && atFive.points.count < 500)
        #expect(presenter.state.isSettled)
        presenter.viewModel.send(.zoomChanged(5.9))
        #expect(presenter.state.line == atFive, "the same level: nothing to do")
        presenter.viewModel.send(.zoomChanged(11))
        await presenter.settled("simplify")
        let atEleven = presenter.state.line.points.count
        #expect(atEleven > atFive.points.count * 4, "closer in, more of the road's bends")
        presenter.viewModel.send(.zoomChanged(5))
        #expect(presenter.state.line == atFive, "a level seen before is drawn at once from what was kept")
        #expect(drawn == [0, atFive.points.count, atEleven, atFive.points.count])
        watch.cancel()
    }

    @Test func aNewRouteReplacesTheLineAndAnOlderSimplificationNeverLands() async {
        let first = road(40_000)
        let second = road(30_000).map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude + 1) }
        let page = CurrentValueSubject<MapLine, Never>(content(line: first))
        let presenter = TripMapPresenter(line: page.eraseToAnyPublisher())
        presenter.viewModel.send(.zoomChanged(8))
        page.send(content(line: second))
        await presenter.settled("simplify")
        #expect(presenter.state.line.points.first == second.first && presenter.state.line.points.last == second.last)
        page.send(content(line: []))
        #expect(presenter.state.line.points.isEmpty, "a trip without a route draws no line")
    }

    /// The same line, sent again (every state of the page carries it), is
    /// not drawn again; an equal line made anew is (it is a new route).
    @Test func theSameLineIsNotDrawnAgain() {
        let line = content(line: road(1_000))
        let page = CurrentValueSubject<MapLine, Never>(line)
        let presenter = TripMapPresenter(line: page.eraseToAnyPublisher())
        presenter.viewModel.send(.zoomChanged(9))
        var drawn: [MapLine] = []
        let watch = presenter.viewModel.field(\.line).dropFirst().sink { drawn.append($0) }
        page.send(line)
        #expect(drawn.isEmpty)
        page.send(content(line: line.points))
        #expect(drawn.count == 1)
        watch.cancel()
    }
}

/// When the user's database cannot be opened, the Trips page says why and
/// what can be done, one sentence per kind of failure.
@Suite(.timeLimit(.minutes(1))) struct TripsUnavailableTests {
    @Test func eachKindOfFailureHasItsOwnSentence() {
        let failures: [AppDatabaseError] = [
            .notWritable(details: "EACCES"), .diskFull(details: "SQLITE_FULL"), .damaged(details: "SQLITE_NOTADB"),
            .unexpected(details: "?"),
        ]
        let sentences = failures.map { TripsUnavailable($0).details }
        #expect(Set(sentences).count == failures.count)
        #expect(sentences[0].contains("can’t be written"))
        #expect(sentences[1].contains("disk is full"))
        #expect(sentences[2].contains("left as it is"))
        #expect(failures.allSatisfy { TripsUnavailable($0).title == "Your Trips Cannot Be Opened" })
    }
}
