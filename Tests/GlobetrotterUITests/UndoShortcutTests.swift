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
        _ = TestApplication.shared  // GTK, started
        let window = try withLanguage(language) {
            ShortcutsWindow(sections: AppAction.shortcutSections(AppPages.list), transientFor: nil)
        }
        gtk_window_present(window.cast())
        defer { gtk_window_destroy(window.cast()) }
        #expect(await pumpUntil(timeout: .seconds(10)) { window.isMapped })
        let titles = window.descendants().filter { $0.typeName == "GtkShortcutsShortcut" }
            .compactMap { shortcut -> (title: String, accelerator: String)? in
                guard let title = gt_test_string_property(shortcut.objectPointer, "title"),
                    let accelerator = gt_test_string_property(shortcut.objectPointer, "accelerator")
                else { return nil }
                defer { g_free(title); g_free(accelerator) }
                return (String(cString: title), String(cString: accelerator))
            }
        let undo = language == "de" ? "Letzte Änderung rückgängig machen" : "Undo the Last Change"
        #expect(titles.contains { $0.title == undo && $0.accelerator == "<Control>z" }, "\(titles)")
        try await renderPNG(window, to: screenshotPath("shortcuts-\(language)"))
    }

    /// Runs `body` with this thread's messages in `language` ("de": the
    /// catalogue the build compiled from po/de.po; "en": untranslated).
    private func withLanguage<T>(_ language: String, _ body: () -> T) throws -> T {
        guard language == "de" else { return body() }
        return try inGerman(body)
    }
}
