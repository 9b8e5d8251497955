import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The Trips page's keys in the real window, pressed as a person does.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripsShellKeysTests {
    private typealias TripPage = Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute>

    /// The page of the trip just opened, once its name is shown.
    private func openedTrip(in running: RunningShell, named name: String) async throws -> TripPage {
        let page: TripPage? = await pumpUntilValue {
            guard let trip = running.shell.tripsFlow?.trip, trip.view.name.text == name else { return nil }
            return trip
        }
        return try #require(page)
    }

    /// The name's whole text is selected and it has the keyboard focus.
    private func isOfferedToTypeOver(_ entry: Entry) -> Bool {
        var start: Int32 = 0
        var end: Int32 = 0
        let selected = gtk_editable_get_selection_bounds(OpaquePointer(entry.widgetPointer), &start, &end) != 0
        return entry.containsFocus && selected && start == 0 && Int(end) == entry.text.count
    }

    private func storedNames(_ running: RunningShell) throws -> [String] {
        try TripStore(database: running.database()).trips().map(\.trip.name)
    }

    /// Ctrl+N, then the "New Trip" button: each time the new trip's name is
    /// focused and selected, so what is typed names the trip.
    @Test func aNewTripsNameIsTypedOver() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .trips)
        defer { running.close() }
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.tripsFlow?.list != nil })

        try running.press("ctrl+n")
        let first = try await openedTrip(in: running, named: "New Trip")
        #expect(await pumpUntil(timeout: .seconds(10)) { isOfferedToTypeOver(first.view.name) })
        try await renderPNG(running.window, to: screenshotPath("trip-new-name-selected"))
        try running.type("Alpine Loop")
        #expect(await pumpUntil(timeout: .seconds(10)) { first.view.name.text == "Alpine Loop" })
        #expect(await pumpUntil(timeout: .seconds(10)) { (try? storedNames(running)) == ["Alpine Loop"] })
        try await renderPNG(running.window, to: screenshotPath("trip-new-name-typed"))

        running.shell.tripsFlow?.sendToTrip(.goBack)
        let addButton = try #require(await pumpUntilValue { running.shell.tripsFlow?.list?.view.addButton })
        #expect(await pumpUntil(timeout: .seconds(10)) { addButton.isMapped && running.shell.tripsFlow?.trip == nil })
        // Clicked once the list has slid back in.
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.tripsFlow?.root.isTransitionRunning == false })
        try PointerInput.click(addButton)
        let second = try await openedTrip(in: running, named: "New Trip")
        #expect(await pumpUntil(timeout: .seconds(10)) { isOfferedToTypeOver(second.view.name) })
        try running.type("Baltic Coast")
        #expect(await pumpUntil(timeout: .seconds(10)) { second.view.name.text == "Baltic Coast" })
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                Set((try? storedNames(running)) ?? []) == ["Alpine Loop", "Baltic Coast"]
            })
    }
}
