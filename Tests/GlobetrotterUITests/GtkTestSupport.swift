import Foundation
import GLibKit
import GlobetrotterCore
import GtkKit

/// Runs a bounded batch of GLib events: an animation keeps GLib busy every
/// frame, and Swift tasks must get their turn between batches.
@MainActor
private func drainGLib() {
    for _ in 0..<50 where MainContext.iterate() {}
}

/// Runs GLib events and lets tasks run until `condition` holds, or fails after `seconds`.
@MainActor
func pump(seconds: Double = 10, until condition: @MainActor () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        drainGLib()
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}

/// Runs GLib events for a while, for checks that something did not happen.
@MainActor
func pump(milliseconds: Int) async {
    let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
    while Date() < deadline {
        drainGLib()
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// One registered application per test process: GTK allows one `gtk_init`.
@MainActor
enum TestApplication {
    static let shared: Application = {
        let application = Application(id: "io.github.globetrotter.Globetrotter.Tests", handlesCommandLine: false)
        application.makeNonUnique()
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

/// Sends real X key events (XTEST) to a window found by its title.
enum KeyboardInput {
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") }

    static func press(_ keys: String, inWindowTitled title: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = ["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync", "key", keys]
        try process.run()
        process.waitUntilExit()
    }
}
