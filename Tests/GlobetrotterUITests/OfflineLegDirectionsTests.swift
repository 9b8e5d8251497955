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
        let oldRoad = Route(
            legs: [RouteLeg(distance: 66_200, duration: 3_120, steps: nil)],
            line: TripDirectionsFlowTests.steps.map(\.maneuver.location), source: .osrm)
        // As the app is offline: no routing server.
        let (running, id) = try TripDirectionsFlowTests.start(
            tiles: OfflineTileProvider(pack: HolidaysFlowTests.pack), routers: [:], storedCarRoad: oldRoad)
        defer { running.stop() }
        let page = try await TripDirectionsFlowTests.openTrip(running, id: id)

        try PointerInput.click(try #require(page.view.row(for: page.viewModel.state.rows[1].id)?.legButton))
        let directions = page.view.directions
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                directions.note.text == "Offline: turn-by-turn directions are not available."
            })
        #expect(directions.summary.text == "66 km · 52 min", "the stored road's figures")
        #expect(page.viewModel.state.total == "Total distance: 66 km · 52 min")
        #expect(await pumpUntil(timeout: .seconds(10)) { !page.view.sideContent.isTransitionRunning })
        try await renderPNG(running.window, to: screenshotPath("trips-directions-offline"))
    }
}
