import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The To-Do page in the real window, driven by real key presses: what is
/// typed when the page shows goes into "Add an item".
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct ToDoShellTests {
    private typealias ToDoPage = Module<ToDoView, ToDoState, ToDoAction, ToDoRoute>

    private func loadedToDo(in running: RunningShell) async throws -> ToDoPage {
        let toDo = try #require(await pumpUntilValue { running.shell.toDo })
        #expect(await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.isContentShown })
        return toDo
    }

    /// Typed and entered as a person does, into whatever has the focus.
    private func typeItem(_ text: String, in running: RunningShell) throws {
        try running.type(text)
        try running.press("Return")
    }

    /// The window opens on To-Do (the page the person left it on): typing
    /// goes into the entry, and Enter adds the item instead of opening the
    /// header's Profile button.
    @Test func typingGoesIntoTheEntryWhenTheWindowOpensOnToDo() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .todo)
        defer { running.close() }
        let toDo = try await loadedToDo(in: running)
        try typeItem("Passport", in: running)
        #expect(await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.openRows.map(\.text) == ["Passport"] })
        #expect(running.shell.visiblePage == .todo, "Enter did not open the Profile")
        #expect(toDo.view.entry.containsFocus)
    }

    /// Switched to with Alt+4, the first time and again after other pages:
    /// each time, typing goes into the entry.
    @Test func typingGoesIntoTheEntryEachTimeToDoIsSwitchedTo() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .holidays)
        defer { running.close() }
        var typed: [String] = []
        for (text, leaveWith) in [("Passport", "alt+1"), ("Adapter", "alt+3"), ("Sunscreen", "alt+2")] {
            try running.press("alt+4")
            #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage == .todo })
            let toDo = try await loadedToDo(in: running)
            try typeItem(text, in: running)
            typed.append(text)
            #expect(
                await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.openRows.map(\.text) == typed },
                "typed after Alt+4")
            #expect(running.shell.visiblePage == .todo)
            try running.press(leaveWith)
            #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage != .todo })
        }
        let stored = try ToDoStore(database: running.database()).items().map(\.text)
        #expect(stored == ["Passport", "Adapter", "Sunscreen"])
    }

    /// A trip's page left open while its items are typed and ticked on the
    /// To-Do page: back on Trips, its checklist shows them without the trip
    /// being reopened.
    @Test func anOpenTripsChecklistFollowsTheToDoPage() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        var coast: Trip?
        let running = try await RunningShell.start(on: .trips) { database in
            let trip = try TripStore(database: database).createTrip(named: "Coast")
            _ = try ToDoStore(database: database).add("Passports", tripID: trip.id)
            coast = trip
        }
        defer { running.close() }
        let trip = try #require(coast)
        running.shell.open(.trip(id: trip.id))
        let page = try #require(await pumpUntilValue { running.shell.tripsFlow?.trip })
        let checklistTexts = { labels(in: page.view.checklist.root) }
        #expect(await pumpUntil(timeout: .seconds(10)) { checklistTexts().contains("Passports") })
        #expect(await pumpUntil(timeout: .seconds(10)) { running.window.title == "Coast" })

        try running.press("alt+4")
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage == .todo })
        let toDo = try await loadedToDo(in: running)
        // The trip's items, as "Show items of" chooses them.
        let choice = try #require(toDo.viewModel.state.filters.firstIndex { $0.filter == .trip(trip.id) })
        toDo.view.filter.selectedIndex = choice
        #expect(await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.selectedFilter == .trip(trip.id) })
        _ = toDo.view.entry.grabFocusWithoutSelecting()
        try typeItem("Tickets", in: running)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                toDo.viewModel.state.openRows.map(\.text) == ["Passports", "Tickets"]
            })
        let passports = try #require(toDo.viewModel.state.openRows.first).id
        try #require(await pumpUntilValue { toDo.view.row(for: passports) }).focus()
        #expect(await pumpUntil(timeout: .seconds(5)) { toDo.view.row(for: passports)?.hasFocus == true })
        try running.press("space")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.completedRows.map(\.text) == ["Passports"] })

        // The ticked item's row, now under Completed, has the focus back.
        #expect(await pumpUntil(timeout: .seconds(5)) { toDo.view.row(for: passports)?.hasFocus == true })
        try running.press("alt+3")
        #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage == .trips })
        #expect(running.shell.tripsFlow?.trip?.viewModel === page.viewModel, "the same page, not reopened")
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                page.viewModel.state.checklist?.countsText == "1 of 2 done"
                    && checklistTexts().contains("Tickets") && checklistTexts().contains("1 of 2 done")
            }, "the checklist shows what To-Do changed")
        #expect(!checklistTexts().contains { $0.hasPrefix("No items for this trip yet") })
        try await renderPNG(running.window, to: screenshotPath("trip-checklist-followed"))
    }
}

/// The texts of the visible labels under `root`.
@MainActor
func labels(in root: Widget) -> [String] {
    root.descendants().filter { $0.typeName == "GtkLabel" && $0.isMapped }.map { Label(widget: $0.objectPointer).text }
}
