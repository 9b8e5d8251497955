import Foundation
import Testing

@testable import GlobetrotterCore

/// `globetrotter FILE…` as a file manager runs it (the desktop file's `%F`):
/// the real binary imports the files, whether it starts or is running already.
@Suite(.serialized, .timeLimit(.minutes(3))) struct OpeningFilesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.gpx(name: "Typed Coast").utf8).write(to: folder.appendingPathComponent("typed.gpx"))
        try Data(Self.gpx(name: "Second Launch").utf8).write(to: folder.appendingPathComponent("second.gpx"))
    }

    private static func gpx(name: String) -> String {
        #"<gpx version="1.1"><metadata><name>\#(name)</name></metadata><wpt lat="48.14" lon="11.58"><name>Munich</name></wpt><wpt lat="47.37" lon="8.54"><name>Zurich</name></wpt></gpx>"#
    }

    /// The trips in the app's database once it holds `expected`, or what it held at the deadline.
    private func trips(of app: AppProcess, waitingFor expected: Set<String>) async throws -> Set<String> {
        let path = AppDatabase.defaultPath(dataDirectory: app.home.appendingPathComponent("data").path)
        var names: Set<String> = []
        for _ in 0..<300 {
            if FileManager.default.fileExists(atPath: path),
                let database = try? AppDatabase.open(at: path),
                let stored = try? TripStore(database: database).trips()
            {
                names = Set(stored.map(\.trip.name))
                if expected.isSubset(of: names) { return names }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        return names
    }

    @Test func aFileNamedOnTheCommandLineIsImportedRelativeToWhereItWasTyped() async throws {
        let app = AppProcess()
        let (process, _, _) = try app.start(["typed.gpx"], in: folder)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        #expect(try await trips(of: app, waitingFor: ["Typed Coast"]) == ["Typed Coast"])
    }

    /// A second launch hands its files to the running window over D-Bus and exits.
    @Test func aSecondLaunchHandsItsFileToTheRunningApp() async throws {
        let app = AppProcess()
        let (first, _, _) = try app.start(["typed.gpx"], in: folder)
        defer {
            first.terminate()
            first.waitUntilExit()
        }
        #expect(try await trips(of: app, waitingFor: ["Typed Coast"]).contains("Typed Coast"))
        let (second, _, _) = try app.start([folder.appendingPathComponent("second.gpx").path], in: nil)
        second.waitUntilExit()
        #expect(second.terminationStatus == 0)
        #expect(first.isRunning, "The first instance is still the one running")
        #expect(try await trips(of: app, waitingFor: ["Second Launch"]) == ["Typed Coast", "Second Launch"])
    }
}
