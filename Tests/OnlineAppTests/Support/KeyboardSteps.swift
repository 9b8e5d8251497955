import Foundation
import Testing

extension Screen {
    /// The app's windows and the accessible with the keyboard focus, without
    /// the hit tests of a full reading (`atspi-probe.py --focus`): quick enough to ask after every Tab.
    func readFocus() async throws -> ScreenReading {
        let probe = Helper.folder.appendingPathComponent("Screen/atspi-probe.py").path
        var attempt = 0
        while true {
            do {
                let output = try await Helper.run(
                    "/usr/bin/python3", [probe, String(pid), "--focus"], timeout: .seconds(30))
                return ScreenReading(nodes: try JSONDecoder().decode([ScreenNode].self, from: Data(output.utf8)))
            } catch  where attempt < 2 {
                attempt += 1
                try await Task.sleep(for: .milliseconds(300))
            }
        }
    }
}

extension ScreenReading {
    /// The accessible with the keyboard focus (GTK's STATE_FOCUSED: in the active window).
    var focus: ScreenNode? { nodes.first { $0.focused && $0.role != "toplevel" } }

    /// The title of the window that has the keyboard.
    var activeWindow: String? { nodes.first { $0.role == "toplevel" && $0.focused }?.name }
}

extension ScreenReading {
    /// The shown labels of the list row that holds the focus (the row itself or a control in it):
    /// GTK 4.8 names a list view's row item after nothing, its content says what it shows.
    var focusedRowTexts: [String] {
        guard let focus else { return [] }
        let point = focus.centre
        let row = nodes.filter { $0.role == "list item" && $0.window == focus.window && $0.contains(point) }
            .min { $0.box[2] * $0.box[3] < $1.box[2] * $1.box[3] }
        guard let row else { return [] }
        return shown.filter { $0.role == "label" && $0.window == row.window && row.contains($0.centre) }.map(\.name)
    }
}

extension ScreenNode {
    func contains(_ point: (x: Int, y: Int)) -> Bool {
        box[0] <= point.x && point.x < box[0] + box[2] && box[1] <= point.y && point.y < box[1] + box[3]
    }

    /// Whether a person hears `text` for it: its name, its label without the
    /// mnemonic, or its tooltip (an icon button's description).
    func says(_ text: String) -> Bool { name == text || label == text || description == text }

    /// The same accessible in another reading: role, window and name, or place when it has no name.
    func isSame(as other: ScreenNode?) -> Bool {
        guard let other, role == other.role, window == other.window else { return false }
        return name.isEmpty && other.name.isEmpty ? box == other.box : name == other.name
    }
}

/// Steps a person takes with the keyboard alone: keys as hardware sends them
/// (xdotool's XTEST events), the screen read through AT-SPI.
struct Keyboard {
    let app: AppUnderTest

    /// Presses keys in the window titled `window`.
    func press(_ keys: String..., in window: String) async throws {
        for key in keys { try await app.input.press(key, in: window) }
    }

    func type(_ text: String, in window: String) async throws {
        try await app.input.type(text, in: window)
    }

    /// The accessible with the focus once it is one `matches` accepts; throws at the deadline.
    @discardableResult
    func waitForFocus(
        _ what: String, within timeout: Duration = .seconds(15), _ matches: @escaping (ScreenNode) -> Bool
    ) async throws -> ScreenNode {
        let deadline = ContinuousClock.now + timeout
        var last: ScreenReading?
        repeat {
            if let reading = try? await app.screen.readFocus() {
                last = reading
                if let focus = reading.focus, matches(focus) { return focus }
            }
            try await Task.sleep(for: .milliseconds(150))
        } while ContinuousClock.now < deadline
        throw Screen.NotShown(
            what: "the focus on \(what) (it is on \(last?.focus?.descriptionForLog ?? "nothing"))", last: last)
    }

    /// Presses `key` (Tab) in `window` until the focus is on an accessible
    /// `matches` accepts, as a person tabs to a control; at most `limit` presses.
    @discardableResult
    func move(
        to what: String, in window: String, with key: String = "Tab", limit: Int = 40,
        _ matches: @escaping (ScreenNode) -> Bool
    ) async throws -> ScreenNode {
        var visited: [String] = []
        for _ in 0...limit {
            let before = try await app.screen.readFocus().focus
            if let before, matches(before) { return before }
            visited.append(before?.descriptionForLog ?? "nothing")
            try await app.input.press(key, in: window)
            // The focus moves within a frame or two; a control that keeps it is passed over next time.
            _ = await eventually(within: .seconds(2), every: .milliseconds(100)) {
                let now = try? await app.screen.readFocus().focus
                return now.map { !$0.isSame(as: before) } ?? false
            }
        }
        throw Helper.Failure(
            description: "\(key) never reached \(what) in “\(window)”; the focus went:\n"
                + visited.joined(separator: "\n"))
    }

    /// Tabs to the control that says `text` (label, name or tooltip).
    @discardableResult
    func move(
        toControl text: String, in window: String, with key: String = "Tab", limit: Int = 40
    ) async throws -> ScreenNode {
        try await move(to: "“\(text)”", in: window, with: key, limit: limit) { $0.says(text) }
    }

    /// The screen as it is, for a person to see the focus ring (`$GLOBETROTTER_SCREENSHOT_DIR`).
    func capture(_ name: String) async throws {
        _ = try await ScreenPixels.capture(
            x: 0, y: 0, width: 1000, height: 720, into: ScreenPixels.path("keyboard-\(name)", in: app.home))
    }

    /// Gives the keyboard to the window titled `title`, as a window manager
    /// does when a dialog over it closes (Xvfb has none: X gives the focus to the root window).
    func focusWindow(_ title: String) async throws {
        let id = try await app.input.window(titled: title).id
        try await Helper.run("/usr/bin/xdotool", ["windowfocus", "--sync", id])
    }

    /// The window titled `title` is open.
    func waitForWindow(_ title: String, within timeout: Duration = .seconds(15)) async throws {
        try await app.screen.waitFor("the window “\(title)”", within: timeout) { reading in
            reading.nodes.contains { $0.role == "toplevel" && $0.name == title } ? true : nil
        }
    }

    /// The window titled `title` has closed, and the keyboard is back in `window` under it.
    func waitForClosed(
        _ title: String, backIn window: String, within timeout: Duration = .seconds(15),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await app.screen.waitFor("the window “\(title)” closed", within: timeout) { reading in
            reading.nodes.contains { $0.role == "toplevel" && $0.name == title } ? nil : true
        }
        try await focusWindow(window)
        // Never lost: some control of the window has the keyboard (GTK leaves none when its focus was hidden).
        let focus = try? await waitForFocus("any control of “\(window)”", within: .seconds(10)) {
            $0.window == window
        }
        #expect(
            focus != nil, "after “\(title)” closed, a control of “\(window)” has the focus",
            sourceLocation: sourceLocation)
    }

    /// Escape in the window titled `dialog` closes it, and the focus is back on
    /// `opener` in `window` — the control that opened it, where a person left off.
    func closeWithEscape(
        _ dialog: String, returningTo opener: ScreenNode, in window: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        if dialog.isEmpty {
            // A message dialog has no title to find its window by: it has the keyboard since it opened.
            try await Helper.run("/usr/bin/xdotool", ["key", "--delay", "40", "Escape"])
        } else {
            try await app.input.press("Escape", in: dialog)
        }
        try await waitForClosed(dialog, backIn: window, sourceLocation: sourceLocation)
        let back = try? await waitForFocus("the opener “\(opener.label)”", within: .seconds(10)) {
            $0.isSame(as: opener) || ($0.role == opener.role && $0.window == window && $0.box == opener.box)
        }
        let now = back == nil ? (try? await app.screen.readFocus().focus)?.descriptionForLog ?? "nothing" : ""
        #expect(
            back != nil,
            "closing “\(dialog)” with Escape gives the focus back to \(opener.descriptionForLog); it is on \(now)",
            sourceLocation: sourceLocation)
    }
}
