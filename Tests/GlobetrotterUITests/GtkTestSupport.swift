import CGtk
import CGtkTestSupport
import Foundation
import GLibKit
import GLibTestSupport
import GlobetrotterCore
import GlobetrotterUI
import GtkKit
import Testing

/// One registered application per test process: GTK allows one `gtk_init`.
@MainActor
enum TestApplication {
    static let shared: Application = {
        let application = Application(id: "io.github.globetrotter.Globetrotter.Tests", handlesCommandLine: false)
        application.makeNonUnique()
        // The app's own styles, loaded by AdwApplication at registration as in the app.
        AppResources.register()
        application.resourceBasePath = AppResources.basePath
        try! application.register()
        return application
    }()
}

/// Tiles that answer instantly with a 1×1 PNG, so the map never waits on disk or network.
struct BlankTiles: TileProviding {
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==")!
    let attribution = "Test tiles"
    func tile(at coordinate: TileCoordinate) async throws -> TileImage { .encoded(Self.png) }
}

/// Runs xdotool to its end and returns what it printed; throws when it fails,
/// or outlives 15 s (a `search --sync` for a window that never comes waits
/// forever) and is ended.
@discardableResult
func xdotool(_ arguments: [String]) throws -> String {
    try XdotoolFailure.check(runProgram(xdotoolPath, arguments, timeout: 15), arguments)
}

/// xdotool while GTK runs on: a drag, a long press or a menu's click needs
/// GTK's answers (grabs, drag protocol) while the pointer moves.
@MainActor
func xdotoolWhileGTKRuns(_ arguments: [String]) async throws {
    let program = try StartedProgram(xdotoolPath, arguments)
    _ = await pumpUntil(timeout: .seconds(15)) { program.hasEnded }
    _ = try XdotoolFailure.check(program.end(), arguments)
}

private let xdotoolPath = URL(fileURLWithPath: "/usr/bin/xdotool")

struct XdotoolFailure: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let errors: String
    let timedOut: Bool

    /// What xdotool printed, when it ended well in time.
    static func check(_ ran: ProgramOutcome, _ arguments: [String]) throws -> String {
        guard !ran.timedOut, ran.status == 0 else {
            throw XdotoolFailure(arguments: arguments, status: ran.status, errors: ran.errors, timedOut: ran.timedOut)
        }
        return ran.output
    }

    var description: String {
        let command = "xdotool " + arguments.joined(separator: " ")
        return timedOut ? "\(command) took longer than 15 s" : "\(command) exited \(status): \(errors)"
    }
}

/// Sends real X key events (XTEST) to a window found by its title.
enum KeyboardInput {
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") }

    static func press(_ keys: String, inWindowTitled title: String) throws {
        try xdotool(["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync", "key", keys])
    }

    /// Types `text` key by key into the focused widget of the window titled `title`.
    static func type(_ text: String, inWindowTitled title: String) throws {
        try xdotool([
            "search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync", "type", "--delay", "20", text,
        ])
    }
}

/// Sends real X pointer events (XTEST) to a widget's centre, in whichever
/// surface shows it (a window or a popover's own surface).
@MainActor
enum PointerInput {
    enum Failure: Error { case notOnScreen }

    static func click(_ widget: Widget) throws {
        try xdotool(pointed(at: widget).arguments + ["click", "1"])
    }

    /// Where (`dx`, `dy`) from `widget`'s centre is in its surface's X window,
    /// and the xdotool arguments that put the pointer there. `mousemove --sync`
    /// waits until the pointer leaves the place it was at — forever when it is
    /// there already (two buttons at one place, clicked in turn) — so the
    /// pointer first goes to the screen's corner.
    static func pointed(
        at widget: Widget, offsetX dx: Double = 0, y dy: Double = 0
    ) throws -> (window: UInt, x: Double, y: Double, arguments: [String]) {
        var (x, y) = (0.0, 0.0)
        let window = gt_test_widget_x11_point(widget.widgetPointer, &x, &y)
        guard window != 0 else { throw Failure.notOnScreen }
        (x, y) = (x + dx, y + dy)
        return (
            window, x, y,
            ["mousemove", "0", "0", "mousemove", "--sync", "--window", "\(window)", "\(Int(x))", "\(Int(y))"]
        )
    }
}

extension PointerInput {
    /// Presses on `source`'s centre, moves in steps to `target`'s and releases: a
    /// drag and drop. GTK runs its side of the drag meanwhile (X11's drag protocol
    /// needs answers while the pointer moves), so the main context is pumped.
    static func drag(_ source: Widget, onto target: Widget) async throws {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        let window = gt_test_widget_x11_point(source.widgetPointer, &x1, &y1)
        guard window != 0, gt_test_widget_x11_point(target.widgetPointer, &x2, &y2) == window else {
            throw Failure.notOnScreen
        }
        try await drag(source, byX: x2 - x1, y: y2 - y1, settle: 0.2)
    }

    /// Presses at `offset` from `widget`'s centre, moves by (`dx`, `dy`) in steps and releases: a drag.
    /// - Parameters:
    ///   - step: the longest move of one step in pixels, as a hand's mouse sends them (1–3 px);
    ///     nil moves in ten equal steps.
    ///   - hold: seconds to hold still after the press, before moving.
    ///   - settle: seconds to hold still before releasing (a drag and drop needs GTK's answer first).
    static func drag(
        _ widget: Widget, from offset: (x: Double, y: Double) = (0, 0), byX dx: Double, y dy: Double,
        step: Double? = nil, hold: Double = 0, settle: Double = 0.1
    ) async throws {
        let (window, x, y, moveThere) = try pointed(at: widget, offsetX: offset.x, y: offset.y)
        var arguments = moveThere + ["mousedown", "1"]
        if hold > 0 { arguments += ["sleep", String(hold)] }
        let steps = step.map { max(1, Int((max(abs(dx), abs(dy)) / $0).rounded(.up))) } ?? 10
        // A mouse reports about every 10 ms while it moves.
        let pause = step == nil ? "0.03" : "0.01"
        for index in 1...steps {
            let fraction = Double(index) / Double(steps)
            arguments += [
                "sleep", pause, "mousemove", "--window", "\(window)", "\(Int((x + dx * fraction).rounded()))",
                "\(Int((y + dy * fraction).rounded()))",
            ]
        }
        arguments += ["sleep", String(settle), "mouseup", "1"]
        try await xdotoolWhileGTKRuns(arguments)
    }

    /// Presses the primary button at (`dx`, `dy`) from `widget`'s centre, holds it
    /// still for `seconds` and releases: a long press with the mouse.
    static func longPress(_ widget: Widget, offsetX dx: Double = 0, y dy: Double = 0, seconds: Double) async throws {
        try await xdotoolWhileGTKRuns(
            pointed(at: widget, offsetX: dx, y: dy).arguments + [
                "mousedown", "1",
                "sleep", String(seconds), "mouseup", "1",
            ])
    }

    /// A primary click at (`dx`, `dy`) from `widget`'s centre (a pin drawn on the map, not a widget).
    static func click(_ widget: Widget, offsetX dx: Double, y dy: Double) async throws {
        try await xdotoolWhileGTKRuns(pointed(at: widget, offsetX: dx, y: dy).arguments + ["click", "1"])
    }

    /// A secondary (right) click at (`dx`, `dy`) from `widget`'s centre.
    static func secondaryClick(_ widget: Widget, offsetX dx: Double = 0, y dy: Double = 0) async throws {
        try await xdotoolWhileGTKRuns(pointed(at: widget, offsetX: dx, y: dy).arguments + ["click", "3"])
    }
}

/// Renders `widget` to a PNG at `path` through GTK's own renderer, as `--screenshot` does.
@MainActor
func renderPNG(_ widget: Widget, to path: String) async throws {
    var result: Result<Void, RenderError>?
    widget.renderPNG(to: path) { result = $0 }
    #expect(await pumpUntil(timeout: .seconds(10)) { result != nil }, "rendered \(path)")
    try result?.get()
}

/// Where a test's rendering goes: `$GLOBETROTTER_SCREENSHOT_DIR` when a person
/// wants to look at it, else a new folder in the run's own temporary directory.
func screenshotPath(_ name: String) -> String {
    guard let folder = ProcessInfo.processInfo.environment["GLOBETROTTER_SCREENSHOT_DIR"] else {
        return "\(makeTemporaryDirectory(prefix: "screenshots"))/\(name).png"
    }
    // Made here, as nothing else makes it.
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return "\(folder)/\(name).png"
}

/// A shown window of GTK type `typeName` (an "AdwPreferencesWindow"), through a fresh wrapper.
@MainActor
func toplevelWindow(ofType typeName: String) -> Widget? {
    let toplevels = gtk_window_get_toplevels()
    for index in 0..<g_list_model_get_n_items(toplevels) {
        let pointer = g_list_model_get_item(toplevels, index)!
        defer { g_object_unref(pointer) }
        let window = Widget(widget: pointer)
        if window.typeName == typeName { return window }
    }
    return nil
}

/// The value once `value` gives one (pumping the main context), or nil after 10 s.
@MainActor
func pumpUntilValue<Value>(_ value: @escaping () -> Value?) async -> Value? {
    var found: Value?
    _ = await pumpUntil(timeout: .seconds(10)) {
        found = value()
        return found != nil
    }
    return found
}

/// True once `widget`'s window has painted a frame drawn after this call (10 s at most):
/// what the window shows is then what its widgets hold now.
@MainActor
func framePainted(_ widget: Widget) async -> Bool {
    var painted = false
    widget.onNextFrame { painted = true }
    return await pumpUntil(timeout: .seconds(10)) { painted }
}

/// True once `widget` is at the same place on two frames in a row.
@MainActor
func stoppedMoving(_ widget: Widget) async -> Bool {
    var last: (Double, Double)?
    for _ in 0..<120 {
        var x = 0.0, y = 0.0
        if gt_test_widget_x11_point(widget.widgetPointer, &x, &y) != 0 {
            if let last, last == (x, y) { return true }
            last = (x, y)
        }
        var drawn = false
        widget.onNextFrame { drawn = true }
        guard await pumpUntil(timeout: .seconds(2), { drawn }) else { return false }
    }
    return false
}

/// The first descendant of `root` that matches, once there is one (10 s at most).
@MainActor
func firstWidget(in root: Widget, where predicate: @escaping (Widget) -> Bool) async -> Widget? {
    var found: Widget?
    _ = await pumpUntil(timeout: .seconds(10)) {
        found = root.firstDescendant(where: predicate)
        return found != nil
    }
    return found
}

@MainActor
extension ApplicationWindow {
    /// Shows `content` as the app's main window does a page: inside the
    /// window's one toast overlay, with its `win.show-toast`, so the page's toasts show.
    @discardableResult
    func setPageContent(_ content: Widget) -> WindowToasts { WindowToasts(on: self, around: content) }
}
