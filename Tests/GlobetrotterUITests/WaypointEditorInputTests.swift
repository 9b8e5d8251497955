import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The waypoint editor's place list driven by real keys, offline: typing
/// searches, Down walks from the entry into the list and Up back, Enter
/// takes the selected place, Escape leaves without a stop.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2))) struct WaypointEditorInputTests {
    @Test func downUpEnterAndEscapeInThePlaceList() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let flow = running.flow
        let list = try #require(flow.list)
        var ready = false
        flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        try PointerInput.click(list.view.addButton)
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.trip?.viewModel.state.isContentShown == true })
        let trip = try #require(flow.trip)
        #expect(await pumpUntil(timeout: .seconds(10)) { !flow.root.isTransitionRunning })

        try PointerInput.click(trip.view.addStop)
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.editorWindow?.isMapped == true })
        let editor = try #require(flow.editor)
        try KeyboardInput.type("san", inWindowTitled: "Add Stop")
        #expect(await pumpUntil(timeout: .seconds(10)) { editor.viewModel.state.results.count > 3 })
        #expect(editor.viewModel.state.selectedIndex == 0)
        for (key, row) in [("Down", 1), ("Down", 2), ("Up", 1), ("Down", 2)] {
            try KeyboardInput.press(key, inWindowTitled: "Add Stop")
            #expect(await pumpUntil(timeout: .seconds(10)) { editor.viewModel.state.selectedIndex == row }, "\(key)")
        }
        let third = editor.viewModel.state.results[2].name
        try await renderPNG(try #require(flow.editorWindow), to: screenshotPath("waypoint-editor-list"))
        try KeyboardInput.press("Return", inWindowTitled: "Add Stop")
        #expect(await pumpUntil(timeout: .seconds(10)) { trip.viewModel.state.rows.map(\.name) == [third] })

        try PointerInput.click(trip.view.addStop)
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.editorWindow?.isMapped == true })
        try KeyboardInput.type("ber", inWindowTitled: "Add Stop")
        try KeyboardInput.press("Escape", inWindowTitled: "Add Stop")
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.editorWindow == nil })
        #expect(trip.viewModel.state.rows.map(\.name) == [third])
    }
}
