import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// SIGKILL in the middle of a burst of 1,000 to-do edits loses nothing the
/// writer had seen committed: a real process (`globetrotter-bench
/// todo-writes`) writes, reports each committed edit, and is killed without warning.
@Suite(.serialized) struct ToDoStoreKillTests {
    @Test(arguments: [1, 137, 512])
    func killedMidBurstKeepsEveryCommittedEdit(killAfter: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gt-todo-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("globetrotter.sqlite").path
        let process = Process()
        process.executableURL = TripStoreKillTests.writer
        process.arguments = ["todo-writes", path, "1000"]
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
        let store = ToDoStore(database: try AppDatabase.open(at: path))
        let items = try store.items()
        #expect(items.count >= seen)
        let numbers = Set(items.compactMap { Int($0.text.dropFirst("Item ".count)) })
        #expect(numbers == Set(1...items.count))
        for item in items {
            let number = Int(item.text.dropFirst("Item ".count)) ?? 0
            if number <= seen { #expect(item.isDone == (number % 3 == 0)) }
        }
        let check = try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }
}
