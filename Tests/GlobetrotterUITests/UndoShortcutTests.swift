import CGtk
import CGtkTestSupport
import CIntl
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Ctrl+Z in the real window, pressed as a person does: it does what the
/// Undo of the toast that is up does — a to-do, a trip or a stop comes back —
/// and nothing once no toast offers Undo.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct UndoShortcutTests {
    /// Whether `win.undo` (Ctrl+Z) can be activated now.
    private func undoIsEnabled(_ running: RunningShell) -> Bool {
        g_action_group_get_action_enabled(OpaquePointer(running.window.widgetPointer), "undo") != 0
    }

    @Test func ctrlZBringsBackADeletedToDo() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .todo) { database in
            let store = ToDoStore(database: database)
            for text in ["Passport", "Sunscreen"] { _ = try store.add(text) }
        }
        defer { running.close() }
        let toDo = try #require(await pumpUntilValue { running.shell.toDo })
        #expect(await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.openRows.count == 2 })
        #expect(!undoIsEnabled(running), "nothing to undo yet: Ctrl+Z is the entry's")

        let passport = toDo.viewModel.state.openRows[0].id
        try #require(await pumpUntilValue { toDo.view.row(for: passport) }).focus()
        #expect(await pumpUntil(timeout: .seconds(5)) { toDo.view.row(for: passport)?.hasFocus == true })
        try running.press("Delete")
        #expect(await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.openRows.map(\.text) == ["Sunscreen"] })
        #expect(await pumpUntil(timeout: .seconds(5)) { undoIsEnabled(running) }, "the toast offers Undo")
        try running.press("ctrl+z")
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                toDo.viewModel.state.openRows.map(\.text) == ["Passport", "Sunscreen"]
            })
        #expect(await pumpUntil(timeout: .seconds(5)) { !undoIsEnabled(running) }, "the toast went with its Undo")
        // Again: nothing left to undo.
        try running.press("ctrl+z")
        await pump(for: .milliseconds(300))
        #expect(try ToDoStore(database: running.database()).items().map(\.text) == ["Passport", "Sunscreen"])
    }

    @Test func ctrlZBringsBackADeletedTripAndADeletedStop() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let hamburg = Place(name: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
        let kiel = Place(name: "Kiel", countryCode: "DE", point: GeoPoint(latitude: 54.32, longitude: 10.14))
        var ids: [Int64] = []
        let running = try await RunningShell.start(on: .trips) { database in
            let store = TripStore(database: database)
            let baltic = try store.createTrip(named: "Baltic")
            for place in [hamburg, kiel] { _ = try store.appendWaypoint(place, toTrip: baltic.id) }
            ids = [baltic.id, try store.createTrip(named: "Alps").id]
        }
        defer { running.close() }
        let trips = TripStore(database: try running.database())
        let list = try #require(await pumpUntilValue { running.shell.tripsFlow?.list })
        #expect(await pumpUntil(timeout: .seconds(10)) { list.viewModel.state.rows.count == 2 })

        // A trip deleted with its button comes back with Ctrl+Z.
        let delete = try #require(
            await firstWidget(in: list.view.root) {
                $0.typeName == "GtkButton" && $0.tooltip == "Delete Trip" && $0.isMapped
            })
        // Clicked where the row comes to rest.
        #expect(await stoppedMoving(delete))
        try PointerInput.click(delete)
        #expect(await pumpUntil(timeout: .seconds(10)) { list.viewModel.state.rows.count == 1 })
        #expect(await pumpUntil(timeout: .seconds(5)) { undoIsEnabled(running) })
        try running.press("ctrl+z")
        #expect(await pumpUntil(timeout: .seconds(10)) { list.viewModel.state.rows.count == 2 })
        #expect(Set(try trips.trips().map(\.trip.name)) == ["Baltic", "Alps"])

        // A stop deleted with Delete comes back with Ctrl+Z, in its place.
        running.shell.tripsFlow?.openTrip(id: ids[0])
        let page = try #require(
            await pumpUntilValue {
                running.shell.tripsFlow?.trip.flatMap { $0.viewModel.state.rows.count == 2 ? $0 : nil }
            })
        let first = page.viewModel.state.rows[0].id
        try #require(await pumpUntilValue { page.view.row(for: first) }).focus()
        #expect(await pumpUntil(timeout: .seconds(5)) { page.view.row(for: first)?.hasFocus == true })
        try running.press("Delete")
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.map(\.name) == ["Kiel"] })
        #expect(await pumpUntil(timeout: .seconds(5)) { undoIsEnabled(running) })
        try running.press("ctrl+z")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.rows.map(\.name) == ["Hamburg", "Kiel"] })
        #expect(try trips.waypoints(ofTrip: ids[0]).map(\.place.name) == ["Hamburg", "Kiel"])
    }

    /// Keyboard Shortcuts lists Ctrl+Z, in English and in German.
    @Test(arguments: ["en", "de"]) func keyboardShortcutsListsCtrlZ(language: String) async throws {
        let window = try await shownShortcutsWindow(in: language)
        defer { gtk_window_destroy(window.cast()) }
        let undo = language == "de" ? "Letzte Änderung rückgängig machen" : "Undo the Last Change"
        #expect(window.listedShortcuts.contains(ListedShortcut(title: undo, accelerator: "<Control>z")))
        try await renderPNG(window, to: screenshotPath("shortcuts-\(language)"))
    }
}
