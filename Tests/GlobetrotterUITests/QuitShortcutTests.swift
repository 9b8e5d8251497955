import CGtk
import Foundation
import GLibKit
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Ctrl+Q pressed as a person does while a dialog or a popover of the real
/// window is open: it reaches the application's Quit (which quits the app:
/// `ApplicationActions`), instead of being swallowed there.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct QuitShortcutTests {
    /// Counts activations of `app.quit` (the test runner must not really quit).
    @MainActor
    final class QuitWatch {
        private(set) var count = 0
        private var connection: SignalConnection?

        init() {
            let application = OpaquePointer(TestApplication.shared.objectPointer)
            let action = g_action_map_lookup_action(application, "quit")!
            connection = ObjectRef(retaining: UnsafeMutableRawPointer(action)).onWithPointer("activate") {
                [weak self] _ in self?.count += 1
            }
        }

        isolated deinit { connection?.disconnect() }
    }

    /// The window alone: what the other cases must match.
    @Test func ctrlQQuitsFromTheWindow() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .holidays)
        defer { running.close() }
        let quit = QuitWatch()
        try running.press("ctrl+q")
        #expect(await pumpUntil(timeout: .seconds(10)) { quit.count == 1 })
    }

    @Test func ctrlQQuitsFromTheAddStopEditor() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        var tripID: Int64 = 0
        let running = try await RunningShell.start(on: .trips) { database in
            tripID = try TripStore(database: database).createTrip(named: "Coast").id
        }
        defer { running.close() }
        let quit = QuitWatch()
        running.shell.tripsFlow?.openTrip(id: tripID)
        let page = try #require(await pumpUntilValue { running.shell.tripsFlow?.trip })
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.addStop.isMapped })
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.tripsFlow?.root.isTransitionRunning == false })
        try PointerInput.click(page.view.addStop)
        let editor = try #require(await pumpUntilValue { running.shell.tripsFlow?.editorWindow })
        #expect(await pumpUntil(timeout: .seconds(10)) { editor.isMapped })

        try KeyboardInput.press("ctrl+q", in: editor)
        #expect(await pumpUntil(timeout: .seconds(10)) { quit.count == 1 }, "Ctrl+Q in the editor quits")
        // Closed before the next test: a modal window outlives its test otherwise.
        try KeyboardInput.press("Escape", in: editor)
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.tripsFlow?.editorWindow == nil })
    }

    @Test func ctrlQQuitsFromTheToDoFilterPopover() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .todo) { database in
            _ = try TripStore(database: database).createTrip(named: "Coast")
        }
        defer { running.close() }
        let quit = QuitWatch()
        let toDo = try #require(await pumpUntilValue { running.shell.toDo })
        let filter = toDo.view.filter
        #expect(await pumpUntil(timeout: .seconds(10)) { filter.isMapped && filter.isSensitive })
        try PointerInput.click(filter)
        let popover = try #require(
            await pumpUntilValue { filter.firstDescendant { $0.typeName == "GtkPopover" && $0.isMapped } })
        #expect(popover.isMapped, "the filter's choices are open")

        try running.press("ctrl+q")
        #expect(await pumpUntil(timeout: .seconds(10)) { quit.count == 1 }, "Ctrl+Q in the popover quits")
        // Closed before the next test: an open popover keeps the pointer and keyboard.
        try running.press("Escape")
        #expect(await pumpUntil(timeout: .seconds(10)) { !popover.isMapped })
    }

    /// The main menu open, and the Preferences window (Ctrl+,): Ctrl+Q quits from both too.
    @Test func ctrlQQuitsFromTheMainMenuAndPreferences() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .holidays)
        defer { running.close() }
        let quit = QuitWatch()
        let menuButton = try #require(
            await firstWidget(in: running.window) { $0.typeName == "GtkMenuButton" && $0.tooltip == "Main Menu" })
        // Clicked once the header has come to rest.
        #expect(await stoppedMoving(menuButton))
        try PointerInput.click(menuButton)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                menuButton.firstDescendant { $0.typeName == "GtkPopoverMenu" && $0.isMapped } != nil
            }, "the menu is open")
        try running.press("ctrl+q")
        #expect(await pumpUntil(timeout: .seconds(10)) { quit.count == 1 }, "Ctrl+Q in the open menu quits")

        try running.press("Escape")
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                menuButton.firstDescendant { $0.typeName == "GtkPopoverMenu" && $0.isMapped } == nil
            })
        try running.press("ctrl+comma")
        let preferences = try #require(
            await pumpUntilValue { toplevelWindow(ofType: "AdwPreferencesWindow").flatMap { $0.isMapped ? $0 : nil } })
        defer { gtk_window_destroy(preferences.cast()) }
        try KeyboardInput.press("ctrl+q", in: preferences)
        #expect(await pumpUntil(timeout: .seconds(10)) { quit.count == 2 }, "Ctrl+Q in Preferences quits")
    }
}
