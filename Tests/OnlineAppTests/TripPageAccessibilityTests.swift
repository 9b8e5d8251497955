import Foundation
import Testing

/// A trip's page as a screen reader meets it, through AT-SPI: every control
/// it can reach has a name, no two side by side share one, the stops read as
/// they show, the map says what it shows, each pin is a button named after
/// its stop that selects it when activated, and the total is there once the
/// road is known.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct TripPageAccessibilityTests {
    @Test func aTripsPageSaysWhatItShowsAndItsPinsAreButtons() async throws {
        let services = try StandIns()
        try await withApp(services, arguments: ["--page", "trips"]) { app in
            try await app.input.press("ctrl+n", in: try await mainWindowTitle(app))
            for town in ["Hamburg", "Kassel", "Hannover"] { try await addStop(town, app: app) }
            let tree = TripPageTree(pid: app.pid)

            // The total, once OSRM answered: a label a reader reaches beside the stops.
            let page = try await tree.waitFor("the total by road") { window in
                window.showing.contains {
                    $0.role == "label" && $0.name.hasPrefix("Total distance: ") && $0.name.contains(" km · ")
                        && !$0.name.contains("Calculating")
                } ? window : nil
            }

            print("online: the trip page as a screen reader meets it:\n\(page.outline)")
            expectEveryControlNamedOnce(page, "the stops")
            // The stops' rows read as they show.
            let rows = page.showing.filter { $0.role == "list item" && $0.name.hasPrefix("Stop ") }.map(\.name)
            #expect(rows.count == 3, "\(rows)")
            #expect(rows.first == "Stop 1 of 3, Hamburg, Germany", "\(rows)")
            for (index, town) in ["Kassel", "Hannover"].enumerated() {
                let row = rows.first { $0.hasPrefix("Stop \(index + 2) of 3, \(town), ") }
                #expect(row?.contains(" km, ") == true, "Stop \(index + 2) reads its place and leg: \(rows)")
            }
            for name in ["Menu for Kassel", "Directions to Kassel", "Zoom in", "Zoom out", "Trip menu", "Back"] {
                #expect(page.control(name) != nil, "a control named “\(name)”")
            }

            // The map: its name and what it shows; its pins are focusable buttons named after their stops.
            let map = page.showing.first { $0.name == "Map of New Trip, 3 stops" }
            #expect(map?.description == "Pins for Hamburg, Kassel, Hannover, joined by their route")
            for (index, town) in ["Hamburg", "Kassel", "Hannover"].enumerated() {
                let pin = page.control("Stop \(index + 1), \(town)")
                #expect(
                    pin?.role == "push button" && pin?.isFocusable == true, "\(town)'s pin: \(String(describing: pin))")
            }

            // Activated as a reader does, Kassel's pin selects Kassel's stop.
            #expect(page.showing.first { $0.name.hasPrefix("Stop 2 of 3") }?.isSelected == false)
            #expect(try await tree.activate("Stop 2, Kassel"))
            try await tree.waitFor("Kassel's row selected") { window in
                window.showing.first { $0.role == "list item" && $0.name.hasPrefix("Stop 2 of 3, Kassel") }?
                    .isSelected == true ? true : nil
            }

            // A leg's directions, opened as a reader does, and the Days view: every row and control named there too.
            #expect(try await tree.activate("Directions to Kassel"))
            let directions = try await tree.waitFor("Kassel's directions") { window in
                window.showing.contains { $0.name == "Hamburg → Kassel" } ? window : nil
            }
            print("online: a leg's directions as a screen reader meets them:\n\(directions.outline)")
            expectEveryControlNamedOnce(directions, "a leg's directions")
            #expect(directions.control("Stops") != nil, "the way back to the stops is named")
            #expect(try await tree.activate("Stops"))
            #expect(try await tree.activate("Days"))
            let days = try await tree.waitFor("the Days view") { window in
                window.showing.contains { $0.role == "list item" && $0.name.hasPrefix("Day 1") } ? window : nil
            }
            print("online: the Days view as a screen reader meets it:\n\(days.outline)")
            expectEveryControlNamedOnce(days, "the Days view")
        }
    }
}

/// Every control a reader reaches on `window` has a name, and no two side by side share one.
private func expectEveryControlNamedOnce(
    _ window: TripPageNode, _ view: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    var unnamed: [String] = []
    var twins: [String] = []
    window.visit { node in
        if node.isShowing && TripPageNode.controls.contains(node.role) && !node.hasName {
            unnamed.append("\(node.role) “\(node.name)”")
        }
        let named = node.children.filter {
            $0.isShowing && TripPageNode.controls.contains($0.role) && !$0.name.isEmpty
        }
        for name in Set(named.map(\.name)) where named.filter({ $0.name == name }).count > 1 {
            twins.append(name)
        }
    }
    #expect(
        unnamed.isEmpty, "\(view): controls a reader reaches without a name: \(unnamed)", sourceLocation: sourceLocation
    )
    #expect(twins.isEmpty, "\(view): sibling controls sharing a name: \(twins)", sourceLocation: sourceLocation)
}

/// One accessible object and what it contains, as `atspi-tree.py` reads it.
struct TripPageNode: Decodable, Sendable {
    let role: String
    let name: String
    let description: String
    let states: [String]
    let actions: [String]
    let children: [TripPageNode]

    /// The roles a person operates: each needs a name.
    static let controls: Set<String> = [
        "push button", "toggle button", "check box", "radio button", "text", "entry", "password text",
        "list item", "link", "combo box", "spin button", "slider", "page tab", "menu item",
    ]

    var isShowing: Bool { states.contains("shown") }

    /// A name a person can use: GTK 4.8 gives a nameless widget its type's ("GtkButton"),
    /// and a name written with its mnemonic ("_Stops") is read with the underscore.
    var hasName: Bool {
        let typeName = ["Gtk", "Adw", "Shumate"].contains { name.hasPrefix($0) } && !name.contains(" ")
        let mnemonic = name.contains { $0 == "_" }
        return !name.isEmpty && !typeName && !mnemonic
    }
    var isFocusable: Bool { states.contains("focusable") }
    var isSelected: Bool { states.contains("selected") }

    func visit(_ body: (TripPageNode) -> Void) {
        body(self)
        children.forEach { $0.visit(body) }
    }

    /// Every showing node inside, depth first.
    var showing: [TripPageNode] {
        var found: [TripPageNode] = []
        visit { if $0.isShowing { found.append($0) } }
        return found
    }

    /// A showing control by its name.
    func control(_ name: String) -> TripPageNode? {
        showing.first { Self.controls.contains($0.role) && $0.name == name }
    }

    /// The tree as indented lines, for a failure's message.
    var outline: String {
        var lines: [String] = []
        func add(_ node: TripPageNode, _ depth: Int) {
            // Containers GTK gives no box of their own are passed through.
            let isListed = node.isShowing && !(node.role == "panel" && node.name.isEmpty)
            if isListed {
                lines.append(
                    String(repeating: "  ", count: depth) + "\(node.role) “\(node.name)”"
                        + (node.description.isEmpty ? "" : " — \(node.description)"))
            }
            node.children.forEach { add($0, isListed ? depth + 1 : depth) }
        }
        add(self, 0)
        return lines.joined(separator: "\n")
    }
}

/// The app's windows read through AT-SPI, with `atspi-tree.py`.
struct TripPageTree {
    let pid: Int32
    private var script: String { Helper.folder.appendingPathComponent("Screen/atspi-tree.py").path }

    /// The main window's tree (the first toplevel).
    func mainWindow() async throws -> TripPageNode? {
        let output = try await Helper.run("/usr/bin/python3", [script, String(pid)], timeout: .seconds(60))
        return try JSONDecoder().decode([TripPageNode].self, from: Data(output.utf8)).first
    }

    /// Reads the main window until `find` finds something; fails at the deadline with the last outline.
    @discardableResult
    func waitFor<T>(
        _ what: String, within timeout: Duration = .seconds(30), _ find: (TripPageNode) -> T?
    ) async throws -> T {
        let deadline = ContinuousClock.now + timeout
        var last: TripPageNode?
        repeat {
            if let window = try? await mainWindow() {
                last = window
                if let found = find(window) { return found }
            }
            try await Task.sleep(for: .milliseconds(200))
        } while ContinuousClock.now < deadline
        throw Helper.Failure(description: "not seen in time: \(what); the window read:\n\(last?.outline ?? "nothing")")
    }

    /// Activates the showing control named `name` as a screen reader does (its first action).
    func activate(_ name: String) async throws -> Bool {
        let output = try await Helper.run("/usr/bin/python3", [script, String(pid), "activate", name])
        return output.contains("\"activated\": true")
    }
}
