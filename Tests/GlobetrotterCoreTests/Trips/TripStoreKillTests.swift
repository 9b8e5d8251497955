import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// SIGKILL in the middle of a burst of 1,000 edits loses nothing the writer
/// had seen committed: a real process (`globetrotter-bench trip-writes`)
/// writes, reports each committed edit, and is killed without warning.
@Suite(.serialized) struct TripStoreKillTests {
    /// The writer is built into the same folder as this test runner.
    static var writer: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("globetrotter-bench")
    }

    @Test(arguments: [1, 137, 512])
    func killedMidBurstKeepsEveryCommittedEdit(killAfter: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gt-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("globetrotter.sqlite").path
        let process = Process()
        process.executableURL = Self.writer
        process.arguments = ["trip-writes", path, "1000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var seen = 0
        var buffer = ""
        while seen < killAfter {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            buffer += String(decoding: chunk, as: UTF8.self)
            let lines = buffer.split(separator: "\n", omittingEmptySubsequences: false)
            buffer = String(lines.last ?? "")
            for line in lines.dropLast() where line.hasPrefix("committed ") {
                seen = max(seen, Int(line.dropFirst(10)) ?? 0)
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(seen >= killAfter)

        // The file opens, passes SQLite's own check, and holds at least every edit reported.
        let store = TripStore(database: try AppDatabase.open(at: path))
        let trip = try #require(try store.trips().first?.trip)
        let stops = try store.waypoints(ofTrip: trip.id)
        #expect(stops.count >= seen)
        let renamed = Int(trip.name.dropFirst("Burst ".count)) ?? 0
        #expect(renamed >= seen)
        #expect(stops.map(\.position) == Array(0..<stops.count))
        #expect(Set(stops.map(\.place.name)).count == stops.count)
        let check = try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }
}
