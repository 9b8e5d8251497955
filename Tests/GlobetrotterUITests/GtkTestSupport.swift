import Foundation
import GLibKit
import GLibTestSupport
import GlobetrotterCore
import GtkKit

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
