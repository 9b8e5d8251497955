import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// How close the map goes to a chosen step: street level where tiles exist
/// at every zoom; offline, no closer than the pack's deepest tiles (closer,
/// the bundled basemap is enlarged to one flat colour with nothing to find
/// the turn by).
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripStepZoomTests {
    /// Opens Hamburg → Lübeck's directions and clicks its roundabout; returns the map then, its tiles shown.
    private func chooseTheRoundabout(
        tiles: any TileProviding, screenshot: String? = nil
    ) async throws -> Double {
        let (running, id) = try TripDirectionsFlowTests.start(tiles: tiles)
        defer { running.stop() }
        let trip = try await TripDirectionsFlowTests.openTrip(running, id: id)
        let legButton = try #require(trip.view.row(for: trip.viewModel.state.rows[1].id)?.legButton)
        try PointerInput.click(legButton)
        let steps = trip.view.directions.steps
        #expect(await pumpUntil(timeout: .seconds(10)) { steps.boundRows.count == TripDirectionsFlowTests.steps.count })
        #expect(await pumpUntil(timeout: .seconds(10)) { !trip.view.sideContent.isTransitionRunning })
        try PointerInput.click(try #require(steps.boundRows.first { $0.index == 2 }?.row.widget))
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.directions?.selectedStep == 2 })
        let map = trip.view.mapView.map
        #expect(abs(map.centre.latitude - 53.5390) < 0.001 && abs(map.centre.longitude - 10.0290) < 0.001)
        if let screenshot {
            var shown = false
            map.whenTilesShown { shown = true }
            #expect(await pumpUntil(timeout: .seconds(10)) { shown })
            try await renderPNG(running.window, to: screenshotPath(screenshot))
        }
        return map.zoomLevel
    }

    @Test func offlineAChosenStepIsShownAtThePacksDeepestTiles() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let tiles = OfflineTileProvider(pack: HolidaysFlowTests.pack)
        // The committed pack: every tile to z5, z6 and z7 around the biggest cities (Hamburg among them).
        #expect(tiles.deepestZoom == 7)
        let zoom = try await chooseTheRoundabout(tiles: tiles, screenshot: "trips-directions-step-offline")
        #expect(zoom == 7)
    }

    @Test func withTilesAtEveryZoomAChosenStepIsShownAtStreetLevel() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        #expect(BlankTiles().deepestZoom == nil)
        let zoom = try await chooseTheRoundabout(tiles: BlankTiles())
        #expect(zoom >= 13)
    }
}
