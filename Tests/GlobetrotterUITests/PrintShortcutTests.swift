import CGtk
import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Ctrl+P pressed as a person does in the real window: the open trip's print
/// dialog opens (and is cancelled here); with no trip open nothing happens.
/// Keyboard Shortcuts lists it.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct PrintShortcutTests {
    private var printDialog: Widget? { toplevelWindow(ofType: "GtkPrintUnixDialog") }

    /// Presses Ctrl+P, then Ctrl+? as a marker: once Keyboard Shortcuts is up,
    /// Ctrl+P (pressed before it) has been handled. Returns whether a print dialog opened.
    private func ctrlPOpensADialog(_ running: RunningShell) async throws -> Bool {
        try running.press("ctrl+p")
        try running.press("ctrl+question")
        let shortcuts = try #require(await pumpUntilValue { toplevelWindow(ofType: "GtkShortcutsWindow") })
        let opened = printDialog != nil
        gtk_window_close(shortcuts.cast())
        #expect(await pumpUntil(timeout: .seconds(10)) { toplevelWindow(ofType: "GtkShortcutsWindow") == nil })
        return opened
    }

    @Test func ctrlPOpensThePrintDialogOfTheOpenTripAndNothingWithoutOne() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        var tripID: Int64 = 0
        let running = try await RunningShell.start(on: .trips) { database in
            let store = TripStore(database: database)
            let trip = try store.createTrip(named: "Hanse")
            for stop in [TripDirectionsFlowTests.hamburg, TripDirectionsFlowTests.lubeck] {
                _ = try store.appendWaypoint(stop, toTrip: trip.id)
            }
            tripID = trip.id
        }
        defer { running.close() }
        let flow = try #require(await pumpUntilValue { running.shell.tripsFlow })
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.list?.viewModel.state.rows.count == 1 })

        // The list of trips: nothing to print.
        #expect(try await ctrlPOpensADialog(running) == false)

        flow.openTrip(id: tripID)
        let trip = try #require(
            await pumpUntilValue { flow.trip.flatMap { $0.viewModel.state.isContentShown ? $0 : nil } })
        #expect(await pumpUntil(timeout: .seconds(10)) { !flow.root.isTransitionRunning })
        try running.press("ctrl+p")
        let dialog = try #require(await pumpUntilValue { printDialog }, "Ctrl+P opened the print dialog")
        #expect(gtk_window_get_transient_for(dialog.cast()) == running.window.cast())
        #expect(trip.viewModel.state.printout?.trip.title == "Hanse")
        // Cancelled, as TripPrintTests does.
        gtk_window_close(dialog.cast())
        #expect(await pumpUntil(timeout: .seconds(10)) { printDialog == nil })

        // Back on the list (Alt+Left): nothing to print again.
        try running.press("alt+Left")
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.trip == nil && !flow.root.isTransitionRunning })
        #expect(try await ctrlPOpensADialog(running) == false)
    }

    /// Keyboard Shortcuts lists Ctrl+P among the Trips keys, in English and in German.
    @Test(arguments: ["en", "de"]) func keyboardShortcutsListsCtrlP(language: String) async throws {
        let window = try await shownShortcutsWindow(in: language)
        defer { gtk_window_destroy(window.cast()) }
        let print = language == "de" ? "Geöffnete Reise drucken" : "Print the Open Trip"
        #expect(window.listedShortcuts.contains(ListedShortcut(title: print, accelerator: "<Control>p")))
    }
}
