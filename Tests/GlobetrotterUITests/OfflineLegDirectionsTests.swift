import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Offline, a leg of a road stored before directions existed, opened with a
/// click: the leg keeps its road's figures and says it is offline.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct OfflineLegDirectionsTests {
    @Test func offlineAnOldRoadsLegSaysItIsOffline() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        // GTK first: the flow makes widgets.
        let window = ApplicationWindow(application: TestApplication.shared)
        let (hamburg, lubeck) = (TripDirectionsFlowTests.hamburg, TripDirectionsFlowTests.lubeck)
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Hanse")
        for stop in [hamburg, lubeck] { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let oldRoad = Route(
            legs: [RouteLeg(distance: 66_200, duration: 3_120, steps: nil)],
            line: TripDirectionsFlowTests.steps.map(\.maneuver.location), source: .osrm)
        try store.store(oldRoad, for: [hamburg.point, lubeck.point])
        // As the app is offline: no routing server.
        let dependencies = TripsDependencies(
            store: store, routes: RouteService(routers: [:], store: store),
            finder: PlaceFinder(
                typeAhead: nil, onSubmit: nil,
                offline: OfflinePlaceSearch(cities: CitySearch(pack: HolidaysFlowTests.pack))),
            places: PlaceText { $0 == "DE" ? "Germany" : nil }, naming: NearestCityNaming(pack: HolidaysFlowTests.pack))
        let flow = TripsFlow(dependencies: dependencies, tiles: OfflineTileProvider(pack: HolidaysFlowTests.pack))
        let coordinator = TripsCoordinator(screens: flow)
        window.setDefaultSize(width: 1100, height: 720)
        window.setContent(flow.root)
        window.present()
        let run = coordinator.start().sink { _ in }
        defer {
            window.destroy()
            run.cancel()
        }
        var ready = false
        flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        flow.openTrip(id: trip.id)
        let page = try #require(await pumpUntilValue { flow.trip })
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                page.viewModel.state.total == "Total distance: 66 km · 52 min" && !flow.root.isTransitionRunning
            })

        try PointerInput.click(try #require(page.view.row(for: page.viewModel.state.rows[1].id)?.legButton))
        let directions = page.view.directions
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                directions.note.text == "Offline: turn-by-turn directions are not available."
            })
        #expect(directions.summary.text == "66 km · 52 min", "the stored road's figures")
        #expect(page.viewModel.state.total == "Total distance: 66 km · 52 min")
        #expect(await pumpUntil(timeout: .seconds(10)) { !page.view.sideContent.isTransitionRunning })
        try await renderPNG(window, to: screenshotPath("trips-directions-offline"))
    }
}
