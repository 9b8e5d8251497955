import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The To-Do page in the real window, driven by real key presses: what is
/// typed when the page shows goes into "Add an item".
@MainActor
@Suite(.serialized) struct ToDoShellTests {
    private typealias ToDoPage = Module<ToDoView, ToDoState, ToDoAction, ToDoRoute>

    private func loadedToDo(in running: RunningShell) async throws -> ToDoPage {
        let toDo = try #require(await pumpUntilValue { running.shell.toDo })
        #expect(await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.isContentShown })
        return toDo
    }

    /// Typed and entered as a person does, into whatever has the focus.
    private func typeItem(_ text: String) throws {
        try KeyboardInput.type(text, inWindowTitled: RunningShell.title)
        try KeyboardInput.press("Return", inWindowTitled: RunningShell.title)
    }

    /// The window opens on To-Do (the page the person left it on): typing
    /// goes into the entry, and Enter adds the item instead of opening the
    /// header's Profile button.
    @Test func typingGoesIntoTheEntryWhenTheWindowOpensOnToDo() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try await RunningShell.start(on: .todo)
        defer { running.close() }
        let toDo = try await loadedToDo(in: running)
        try typeItem("Passport")
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
            try KeyboardInput.press("alt+4", inWindowTitled: RunningShell.title)
            #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage == .todo })
            let toDo = try await loadedToDo(in: running)
            try typeItem(text)
            typed.append(text)
            #expect(
                await pumpUntil(timeout: .seconds(10)) { toDo.viewModel.state.openRows.map(\.text) == typed },
                "typed after Alt+4")
            #expect(running.shell.visiblePage == .todo)
            try KeyboardInput.press(leaveWith, inWindowTitled: RunningShell.title)
            #expect(await pumpUntil(timeout: .seconds(10)) { running.shell.visiblePage != .todo })
        }
        let stored = try ToDoStore(database: running.database()).items().map(\.text)
        #expect(stored == ["Passport", "Adapter", "Sunscreen"])
    }
}
