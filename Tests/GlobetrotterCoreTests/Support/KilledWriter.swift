import Foundation
import GRDB
import Testing

/// A real writer process (`globetrotter-bench <mode> PATH 1000`) that reports
/// each committed edit as "committed N" and is killed with SIGKILL once it
/// has reported `killAfter` of them: what a crash or power cut does mid-burst.
struct KilledWriter {
    /// The writer is built into the same folder as this test runner.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("globetrotter-bench")
    }

    /// Runs `mode` on a fresh database in a temporary folder until `killAfter`
    /// edits are reported, kills it, and gives the database's path and how
    /// many edits it had reported. `body` reads the file; the folder goes after it.
    static func run(_ mode: String, killAfter: Int, body: (_ path: String, _ seen: Int) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gt-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("globetrotter.sqlite").path
        let process = Process()
        process.executableURL = executable
        process.arguments = [mode, path, "1000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // A writer that stops reporting is killed at its deadline, which ends the read below.
        let watchdog = Watchdog(process: process, after: .seconds(120))
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
        let overran = watchdog.stop()
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(!overran, "the writer reported \(seen) edits, then nothing for 120 s")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(seen >= killAfter)
        try body(path, seen)
        // Whatever else holds, the file passes SQLite's own check.
        let check = try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }
}

/// Kills a process that is still running when its time is up.
private struct Watchdog {
    private final class Fired: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }

    private let fired = Fired()
    private let work: DispatchWorkItem

    init(process: Process, after timeout: Duration) {
        let pid = process.processIdentifier
        let fired = fired
        work = DispatchWorkItem {
            fired.set()
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .seconds(Int(timeout.components.seconds)), execute: work)
    }

    /// Stops the watch; true when the process had to be killed.
    func stop() -> Bool {
        work.cancel()
        return fired.isSet
    }
}
