import Foundation

/// Keys and pointer as hardware sends them: xdotool's XTEST events to the
/// app's X11 windows, found by the app's process ID and a window's title.
struct HumanInput {
    let pid: Int32
    let screen: Screen
    private static let xdotool = "/usr/bin/xdotool"

    /// An X window of the app, and where GTK's window coordinates start in it.
    struct Window {
        let id: String
        /// Where the window is on the screen.
        let origin: (x: Int, y: Int)
        /// GTK's client-side decorations leave a margin for resizing around
        /// the window: AT-SPI's coordinates start inside it.
        let margin: (x: Int, y: Int)
    }

    /// The X window of the app's toplevel titled `title`.
    func window(titled title: String) async throws -> Window {
        let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
        var found: String?
        _ = await eventually(within: .seconds(20)) {
            let output = try? await Helper.run(
                Self.xdotool, ["search", "--all", "--onlyvisible", "--pid", String(pid), "--name", pattern])
            found = output?.split(separator: "\n").last.map(String.init)
            return found != nil
        }
        guard let found else { throw Helper.Failure(description: "no window titled “\(title)” of process \(pid)") }
        // Without a window manager every window opens at the screen's origin: the
        // test runner's own GTK windows may lie over the app's. A person would bring it forward.
        // Nor does anything keep a window on the screen: one opened while another
        // client's were up was seen at y = -115. A person would see it whole.
        try await Helper.run(Self.xdotool, ["windowraise", found])
        let before = try await Helper.run(Self.xdotool, ["getwindowgeometry", "--shell", found])
        if before.contains("X=-") || before.contains("Y=-") {
            try await Helper.run(Self.xdotool, ["windowmove", "--sync", found, "0", "0"])
        }
        let geometry = try await Helper.run(Self.xdotool, ["getwindowgeometry", "--shell", found])
        let values = Dictionary(
            geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: "=")
                guard parts.count == 2, let value = Int(parts[1]) else { return nil }
                return (String(parts[0]), value)
            }, uniquingKeysWith: { $1 })
        let toplevel = try await screen.read().nodes.first { $0.role == "toplevel" && $0.name == title }
        let origin = (values["X"] ?? 0, values["Y"] ?? 0)
        guard let width = values["WIDTH"], let height = values["HEIGHT"], let toplevel else {
            return Window(id: found, origin: origin, margin: (0, 0))
        }
        return Window(
            id: found, origin: origin, margin: ((width - toplevel.box[2]) / 2, (height - toplevel.box[3]) / 2))
    }

    /// Presses keys ("ctrl+comma", "Return") in the window titled `window`, focusing it first.
    func press(_ keys: String..., in window: String) async throws {
        let id = try await self.window(titled: window).id
        try await Helper.run(Self.xdotool, ["windowfocus", "--sync", id, "key", "--delay", "40"] + keys)
    }

    /// Types `text` key by key, `delay` apart, into the focused widget of `window`.
    func type(_ text: String, in window: String, delay: Duration = .milliseconds(40)) async throws {
        let id = try await self.window(titled: window).id
        let milliseconds = String(
            delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
        try await Helper.run(Self.xdotool, ["windowfocus", "--sync", id, "type", "--delay", milliseconds, text])
    }

    /// Moves the pointer onto `node` and clicks it.
    func click(_ node: ScreenNode, button: Int = 1) async throws {
        try await click(x: node.centre.x, y: node.centre.y, in: node.window, button: button)
    }

    func click(x: Int, y: Int, in window: String, button: Int = 1) async throws {
        let target = try await self.window(titled: window)
        let (screenX, screenY) = (target.origin.x + target.margin.x + x, target.origin.y + target.margin.y + y)
        // Another client's window may still lie over the point (the test runner's own GTK
        // windows close a moment after their suite): click only once the app's is under the pointer.
        let over = await eventually(within: .seconds(2), every: .milliseconds(200)) {
            _ = try? await Helper.run(
                Self.xdotool, ["mousemove", String(screenX), String(screenY), "windowraise", target.id])
            let location = (try? await Helper.run(Self.xdotool, ["getmouselocation", "--shell"])) ?? ""
            return location.contains("WINDOW=\(target.id)\n")
        }
        if !over { print("online: the app's window was not under the pointer at \(screenX), \(screenY)") }
        try await Helper.run(
            Self.xdotool, ["mousemove", String(screenX), String(screenY), "sleep", "0.05", "click", String(button)])
    }

    /// Rests the hand on the mouse at (`x`, `y`) (window coordinates) for
    /// `duration`: the pointer moves a pixel to and fro every 100 ms, as a
    /// resting hand moves it, so a widget that appears under it meanwhile feels
    /// the pointer enter (GTK tells a widget of the pointer only on motion).
    func rest(atX x: Int, y: Int, in window: String, for duration: Duration) async throws {
        let target = try await self.window(titled: window)
        let (x, y) = (target.origin.x + target.margin.x + x, target.origin.y + target.margin.y + y)
        let moves = max(1, Int(duration.components.seconds * 10))
        // Raised at each move: a window of the test runner's own, closing
        // after its suite, was seen over the app's and took the motion.
        let arguments = (0..<moves).flatMap { move in
            ["mousemove", String(x + move % 2), String(y), "windowraise", target.id, "sleep", "0.1"]
        }
        try await Helper.run(Self.xdotool, arguments, timeout: duration + .seconds(20))
    }

    /// Presses at (`x`, `y`) (window coordinates, as AT-SPI gives them), moves by (`dx`, `dy`) in steps of 1–3 px, `pace` apart, and releases: a drag.
    func drag(fromX x: Int, y: Int, byX dx: Int, y dy: Int, in window: String, pace: Double = 0.008) async throws {
        let target = try await self.window(titled: window)
        // Screen coordinates: each move is a pointer motion as a mouse makes it (XTEST), not a warp.
        let (x, y) = (target.origin.x + target.margin.x + x, target.origin.y + target.margin.y + y)
        var arguments = ["mousemove", String(x), String(y), "sleep", "0.1", "mousedown", "1"]
        let steps = max(abs(dx), abs(dy)) / 2 + 1
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            arguments += [
                "sleep", String(pace), "mousemove", String(x + Int((Double(dx) * fraction).rounded())),
                String(y + Int((Double(dy) * fraction).rounded())),
            ]
        }
        arguments += ["sleep", "0.2", "mouseup", "1"]
        try await Helper.run(Self.xdotool, arguments, timeout: .seconds(60))
    }
}
