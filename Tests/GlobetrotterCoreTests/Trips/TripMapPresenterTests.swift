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

    private func content(line: [GeoPoint], pins: [TripMapState.Pin] = []) -> TripMapState {
        var state = TripMapState()
        state.line = line
        state.pins = pins
        state.fitBox = GeoBox(line)
        state.routeCredit = "Routes: OSRM"
        return state
    }

    @Test func aShortLineIsDrawnAtOnceThenForTheZoomLevelInView() async {
        let line = road(1_500)
        let page = CurrentValueSubject<TripMapState, Never>(content(line: line))
        let presenter = TripMapPresenter(content: page.eraseToAnyPublisher())
        #expect(presenter.state.line == line, "before the view says its zoom, the line as it is")
        #expect(presenter.state.routeCredit == "Routes: OSRM")
        #expect(presenter.state.fitBox == GeoBox(line))
        presenter.viewModel.send(.zoomChanged(6.4))
        // Short lines are simplified at once, on the main actor.
        #expect(presenter.state.line.count < line.count / 5, "at zoom 6 a pixel is ~2 km: most points go")
        #expect(presenter.state.line.first == line.first && presenter.state.line.last == line.last)
    }

    @Test func aLongLineIsSimplifiedOffTheMainActorPerZoomLevelAndKept() async {
        let line = road(50_000)
        let page = CurrentValueSubject<TripMapState, Never>(content(line: line))
        let presenter = TripMapPresenter(content: page.eraseToAnyPublisher())
        #expect(presenter.state.line.isEmpty, "a long line waits for the zoom level the fit decides")
        #expect(!presenter.state.isLineSettled, "a screenshot waits for it")
        var drawn: [Int] = []
        let watch = presenter.viewModel.states.map(\.line.count).removeDuplicates().sink { drawn.append($0) }
        presenter.viewModel.send(.zoomChanged(5.2))
        #expect(presenter.state.line.isEmpty, "worked out off the main actor")
        #expect(!presenter.state.isLineSettled)
        await presenter.settled("simplify")
        let atFive = presenter.state.line
        #expect(!atFive.isEmpty && atFive.count < 500)
        #expect(presenter.state.isLineSettled)
        presenter.viewModel.send(.zoomChanged(5.9))
        #expect(presenter.state.line == atFive, "the same level: nothing to do")
        presenter.viewModel.send(.zoomChanged(11))
        await presenter.settled("simplify")
        let atEleven = presenter.state.line.count
        #expect(atEleven > atFive.count * 4, "closer in, more of the road's bends")
        presenter.viewModel.send(.zoomChanged(5))
        #expect(presenter.state.line == atFive, "a level seen before is drawn at once from what was kept")
        #expect(drawn == [0, atFive.count, atEleven, atFive.count])
        watch.cancel()
    }

    @Test func aNewRouteReplacesTheLineAndAnOlderSimplificationNeverLands() async {
        let first = road(40_000)
        let second = road(30_000).map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude + 1) }
        let page = CurrentValueSubject<TripMapState, Never>(content(line: first))
        let presenter = TripMapPresenter(content: page.eraseToAnyPublisher())
        presenter.viewModel.send(.zoomChanged(8))
        page.send(content(line: second))
        await presenter.settled("simplify")
        #expect(presenter.state.line.first == second.first && presenter.state.line.last == second.last)
        page.send(content(line: []))
        #expect(presenter.state.line.isEmpty, "a trip without a route draws no line")
    }

    @Test func clickingAPinSelectsItsStop() {
        let pin = TripMapState.Pin(
            id: 7, label: "2", accessibleName: "Stop 2: Lübeck", point: GeoPoint(latitude: 53.87, longitude: 10.69),
            isSelected: false)
        let presenter = TripMapPresenter(content: Just(content(line: [], pins: [pin])).eraseToAnyPublisher())
        var routes: [TripMapRoute] = []
        let watch = presenter.routes.sink { routes.append($0) }
        #expect(presenter.state.pins == [pin])
        presenter.viewModel.send(.pinClicked(id: 7))
        #expect(routes == [.selectStop(id: 7)])
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
