import Foundation
import GLibTestSupport
import Testing

/// The built app at launch, read as a screen reader reads it: a second launch
/// hands its page to the running instance, and a broken data pack is said on
/// the page that needs it, not a crash or a blank window.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct LaunchTests {
    @Test func aSecondLaunchHandsOverToTheRunningInstance() async throws {
        let services = try StandIns()
        let home = makeTemporaryDirectory(prefix: "launch-twice")
        try await withApp(services, arguments: ["--page", "holidays"], home: home) { first in
            try await first.screen.waitFor(label: "Choose a country first")
            #expect(
                try await first.screen.read().button("Swap the currencies") == nil, "the converter is not shown yet")

            let second = try AppUnderTest(services: services, arguments: ["--page", "converter"], home: home)
            let handedOver = await eventually(within: .seconds(20)) { !second.isRunning }
            #expect(handedOver, "the second launch ends once the running instance has its page")
            #expect(second.process.terminationStatus == 0, "its log:\n\(second.log)")

            // The first instance's one window now shows the converter.
            try await first.screen.waitFor("the converter in the running instance") {
                $0.button("Swap the currencies")
            }
            let windows = try await first.screen.read().nodes.filter { $0.role == "toplevel" }
            #expect(windows.count == 1, "no second window: \(windows.map(\.name))")
        }
    }

    /// A pack that is missing or damaged (every page of its database but the
    /// first, with the schema) is said on the pages that read it.
    @Test(arguments: ["missing", "damaged"])
    func theAppStartsWithABrokenDataPackAndSaysSo(damage: String) async throws {
        let pack = makeTemporaryDirectory(prefix: "pack-\(damage)")
        if damage == "damaged" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("data/pack")
            for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try FileManager.default.copyItem(
                    atPath: source.appendingPathComponent(file).path, toPath: "\(pack)/\(file)")
            }
            let database = URL(fileURLWithPath: "\(pack)/globetrotter-pack.sqlite")
            var bytes = try Data(contentsOf: database)
            for index in stride(from: 4096, to: bytes.count, by: 997) { bytes[index] ^= 0xFF }
            try bytes.write(to: database)
        }
        let services = try StandIns()
        // Germany is home (from the region's currency), so Holidays reads the pack at once.
        let offline = ["GLOBETROTTER_OFFLINE": "1", "GLOBETROTTER_DATA_DIR": pack, "LC_MONETARY": "de_DE.UTF-8"]
        try await withApp(services, arguments: ["--page", "holidays"], environment: offline) { app in
            let sentence =
                damage == "missing"
                ? "The offline holidays are missing; reinstalling Globetrotter restores them."
                : "The offline holidays are damaged; reinstalling Globetrotter repairs them."
            try await app.screen.waitFor("“\(sentence)” on the Holidays page") { reading in
                reading.label { $0.contains(sentence) }
            }
            // A new trip's map has no offline tiles to draw, and says so.
            let main = try await mainWindowTitle(app)
            try await app.input.press("alt+3", in: main)
            try await app.input.press("ctrl+n", in: main)
            try await app.screen.waitFor(
                label: "The offline map is damaged or missing. Reinstalling Globetrotter restores it.")
        }
    }
}
