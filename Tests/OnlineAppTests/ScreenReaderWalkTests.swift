import Foundation
import GLibTestSupport
import Testing

/// Every page as a screen reader meets it: each page's accessible tree is
/// walked for controls without a name, rows without a name and sibling
/// controls sharing one; the main actions are worked through AT-SPI's
/// Action interface (as Orca does) and their results read back through it.
/// A trip's own page is walked by the trip page's test, not here.
@Suite(.serialized, .timeLimit(.minutes(8)))
struct ScreenReaderWalkTests {
    /// What a reader cannot read, by page.
    typealias Problems = [(page: String, problems: [String])]

    @Test func everyPageReadsAndItsMainActionsWorkThroughAccessibility() async throws {
        let services = try StandIns()
        // Germany is home (from the region's currency): Holidays shows its list at once.
        let problems = try await withApp(
            services, arguments: ["--page", "holidays"], environment: ["LC_MONETARY": "de_DE.UTF-8"]
        ) { app in
            let reader = ScreenReader(pid: app.pid)
            var problems: Problems = []
            problems += try await holidays(app, reader, services)
            problems += try await converter(app, reader)
            problems += try await trips(reader)
            problems += try await toDo(app, reader)
            problems += try await profileAndPreferences(app, reader)
            return problems
        }
        // GTK 4.8 keeps the pages not shown in the tree: each problem is told once, for the first page it was met on.
        var told: Set<String> = []
        let unread = problems.map { page in
            (page: page.page, problems: page.problems.filter { told.insert($0).inserted })
        }.filter { !$0.problems.isEmpty }
        #expect(
            unread.isEmpty,
            """
            what a screen reader cannot read:
            \(unread.map { "\($0.page):\n  \($0.problems.joined(separator: "\n  "))" }.joined(separator: "\n"))
            """)
    }

    /// The year's list, the next year's through Next Year's action, a holiday's details.
    private func holidays(_ app: AppUnderTest, _ reader: ScreenReader, _ services: StandIns) async throws -> Problems {
        var tree = try await reader.waitFor("a holiday row") { tree in
            tree.first { $0.role == "list item" }.map { _ in tree }
        }
        var problems: Problems = [("Holidays", tree.problems())]
        let year = try #require(tree.first { $0.role == "label" && Int($0.name) != nil }, "the year shown")
        try await reader.act(try #require(tree.first("push button", named: "Next Year")))
        let nextYear = String(Int(year.name)! + 1)
        tree = try await reader.waitFor("the year \(nextYear) and its holidays") { tree in
            tree.first { $0.role == "label" && $0.name == nextYear }
                .flatMap { _ in tree.first("label", named: Answers.nagerHoliday) }.map { _ in tree }
        }
        #expect(services.nager.requests.contains { $0.path == "/api/v3/PublicHolidays/\(nextYear)/DE" })
        // The row reads as it shows: its date, names and type in words.
        let name = try #require(tree.first("label", named: Answers.nagerHoliday))
        let row = try #require(tree.nodes.last { $0.isRow && tree.isInside(name, $0) }, "the holiday's row")
        let date = try #require(tree.nodes.first { $0.role == "label" && tree.isInside($0, row) })
        #expect(row.spokenName == "\(date.name), Loopback Day, Loopback-Tag, public holiday")
        problems.append(("Holidays, next year", tree.problems()))

        // GTK 4.8 gives a list row no action and no Component.grabFocus (AT-SPI
        // answers an error): a click opens the holiday.
        try await app.input.click(try await app.screen.waitFor(label: Answers.nagerHoliday))
        tree = try await reader.waitFor("the holiday's details") { tree in
            tree.first("label", named: Answers.nagerHoliday).flatMap { _ in tree.first("push button", named: "Back") }
                .map { _ in tree }
        }
        problems.append(("Holiday details", tree.problems()))
        try await reader.act(try #require(tree.first("push button", named: "Back")))
        return problems
    }

    /// Swap through its action: the currencies change places and the new amount
    /// is announced (the result's description changes); then About the Rates.
    private func converter(_ app: AppUnderTest, _ reader: ScreenReader) async throws -> Problems {
        var tree = try await openPage("Converter", reader)
        tree = try await reader.waitFor("a converted amount") { tree in
            tree.first { $0.role == "label" && $0.description.hasPrefix("Converted amount: ") }.map { _ in tree }
        }
        var problems: Problems = [("Converter", tree.problems())]
        let from = try #require(tree.first { $0.role == "push button" && $0.spokenName.hasPrefix("From: ") })
        let to = try #require(tree.first { $0.role == "push button" && $0.spokenName.hasPrefix("To: ") })
        let heard = try await reader.act(
            try #require(tree.first("push button", named: "Swap the currencies")), listen: .seconds(3))
        let fromAfter = "From: " + to.spokenName.dropFirst("To: ".count)
        let toAfter = "To: " + from.spokenName.dropFirst("From: ".count)
        tree = try await reader.waitFor("the currencies swapped") { tree in
            tree.first("push button", named: fromAfter).flatMap { _ in tree.first("push button", named: toAfter) }
                .map { _ in tree }
        }
        let result = try #require(
            tree.first { $0.role == "label" && $0.description.hasPrefix("Converted amount: ") }, "the result")
        let code = try #require(toAfter.split(separator: "(").last?.dropLast(), "the new currency's code")
        #expect(result.name.hasSuffix(" \(code)"), "the result is in \(code) now: “\(result.name)”")
        #expect(result.description.hasPrefix("Converted amount: \(result.name)"))
        let swap = try #require(tree.first("push button", named: "Swap the currencies"))
        #expect(swap.description == result.description, "Swap, still focused, describes the new result")
        #expect(
            heard.contains { $0.event.hasSuffix("accessible-description") && $0.name == result.description },
            "the new result was announced: \(heard.map { "\($0.event) \($0.role) “\($0.name)”" })")

        try await reader.act(
            try #require(tree.first { $0.role == "push button" && $0.spokenName.contains("About the Rates") }))
        tree = try await reader.waitFor("the About window") { tree in tree.otherWindows.isEmpty ? nil : tree }
        let about = try #require(tree.otherWindows.first)
        problems.append(("About the Rates", tree.problems(within: tree.first { $0.window == about })))
        try await app.input.press("Escape", in: about)
        try await reader.waitFor("the About window closed") { tree in tree.otherWindows.isEmpty ? true : nil }
        return problems
    }

    /// The trip list, New Trip through its action (the trip's page opens, the
    /// window titled after it), and the list again with the trip as a row.
    private func trips(_ reader: ScreenReader) async throws -> Problems {
        var tree = try await openPage("Trips", reader)
        var problems: Problems = [("Trips", tree.problems())]
        let newTrip = try #require(tree.first { $0.role == "push button" && $0.spokenName.contains("New Trip") })
        try await reader.act(newTrip)
        tree = try await reader.waitFor("the new trip's page, the window titled after it") { tree in
            tree.first { $0.role == "text" && $0.spokenName == "Trip name" && $0.states.contains("focused") }
                .flatMap { _ in tree.mainWindow == "New Trip" ? tree : nil }
        }
        try await reader.act(try #require(tree.first("push button", named: "Back", in: tree.mainWindow)))
        tree = try await reader.waitFor("the trip listed") { tree in
            tree.first { $0.isRow && $0.spokenName.hasPrefix("New Trip") }.map { _ in tree }
        }
        // The list's part of the page: the trip's own page stays in the tree, and is not this test's.
        let row = try #require(tree.first { $0.isRow && $0.spokenName.hasPrefix("New Trip") })
        let add = try #require(tree.first { $0.role == "push button" && $0.spokenName.contains("New Trip") })
        problems.append(("Trips, one trip", tree.problems(within: tree.commonAncestor(row, add))))
        return problems
    }

    /// An item typed in, ticked (the row then reads "Passports, done"), deleted
    /// through its own button's action; the toast is in the tree, walked too.
    private func toDo(_ app: AppUnderTest, _ reader: ScreenReader) async throws -> Problems {
        var tree = try await openPage("To-Do", reader)
        var problems: Problems = [("To-Do, empty", tree.problems())]
        try await app.input.click(try await app.screen.waitFor("the to-do entry") { $0.entry("Add an item") })
        try await app.input.type("Passports", in: tree.mainWindow)
        try await app.input.press("Return", in: tree.mainWindow)
        // GTK 4.8 gives a check button no AT-SPI action (a reader toggles it with
        // Space): it is clicked, found by its accessible name.
        let tick = try await app.screen.waitFor("the item’s check box") { reading in
            reading.shown.first { $0.role == "check box" && $0.name == "Mark “Passports” as done" }
        }
        try await app.input.click(tick)
        tree = try await reader.waitFor("the item done") { tree in
            tree.first { $0.isRow && $0.spokenName == "Passports, done" }.map { _ in tree }
        }
        problems.append(("To-Do", tree.problems()))
        // The toast, read while it is up: its text, Undo and its close button.
        // It is up 5 s, and a walk of the whole tree takes 1–2 s here but more
        // on a busy machine, so the pointer rests where it appears (the window's
        // bottom centre): libadwaita keeps a toast up while the pointer is on it.
        let mainWindow = tree.mainWindow
        let window = try #require(
            try await app.screen.read().nodes.first { $0.role == "toplevel" && $0.window == mainWindow })
        let input = app.input
        async let resting: Void = input.rest(
            atX: window.box[2] / 2, y: window.box[3] - 48, in: mainWindow, for: .seconds(6))
        try await reader.act(try #require(tree.first("push button", named: "Delete Passports")))
        tree = try await reader.waitFor("the toast saying it was deleted") { tree in
            tree.first("label", named: "“Passports” deleted").map { _ in tree }
        }
        try await resting
        problems.append(("To-Do, toast", tree.problems()))
        // The hand moves off: the toast goes 5 s later.
        try await input.rest(atX: window.box[2] / 2, y: 10, in: mainWindow, for: .zero)
        return problems
    }

    /// Profile from the header's button, Preferences in a window of its own.
    private func profileAndPreferences(_ app: AppUnderTest, _ reader: ScreenReader) async throws -> Problems {
        var tree = try await reader.tree()
        try await reader.act(try #require(tree.first("push button", named: "Profile", in: tree.mainWindow)))
        tree = try await reader.waitFor("the profile") { tree in
            tree.first { $0.role == "push button" && $0.spokenName.contains("Change Picture") }.map { _ in tree }
        }
        var problems: Problems = [("Profile", tree.problems())]
        try await app.input.press("ctrl+comma", in: tree.mainWindow)
        tree = try await reader.waitFor("Preferences") { tree in tree.otherWindows.isEmpty ? nil : tree }
        let preferences = try #require(tree.otherWindows.first)
        problems.append(("Preferences", tree.problems(within: tree.first { $0.window == preferences })))
        return problems
    }

    /// Opens a page with its view switcher tab's action and waits until that tab is selected.
    private func openPage(_ title: String, _ reader: ScreenReader) async throws -> AccessibleTree {
        let tree = try await reader.tree()
        try await reader.act(
            try #require(tree.first("page tab", named: title, in: tree.mainWindow), "the \(title) tab"))
        return try await reader.waitFor("the \(title) page") { tree in
            tree.first { $0.role == "page tab" && $0.spokenName == title && $0.states.contains("selected") }
                .map { _ in tree }
        }
    }
}
