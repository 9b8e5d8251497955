import Foundation
import GLibTestSupport

/// A program the tests run to its end (xdotool, the AT-SPI probe), within a deadline.
enum Helper {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `program` and returns its standard output; throws when it fails or
    /// outlives `timeout` (then it is ended).
    @discardableResult
    static func run(_ program: String, _ arguments: [String], timeout: Duration = .seconds(20)) async throws -> String {
        let folder = makeTemporaryDirectory(prefix: "helper")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outputPath = "\(folder)/out"
        let errorPath = "\(folder)/err"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        // Files, not pipes: a long answer cannot fill a pipe nobody reads yet.
        let output = FileHandle(forWritingAtPath: outputPath)
        let errors = FileHandle(forWritingAtPath: errorPath)
        process.standardOutput = output
        process.standardError = errors
        // Closed here once the program has its own copies: left to Foundation, thousands of
        // screen readings ran out of a normal user's 1,024 descriptors ("Too many open files").
        defer {
            try? output?.close()
            try? errors?.close()
        }
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) took longer than \(timeout)")
        }
        let printed = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let errors = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
            throw Failure(
                description:
                    "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(errors)")
        }
        return printed
    }

    /// This test target's folder, where the Python helpers are.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
}

/// Waits until `condition` holds, checking every `interval`; false at the deadline.
func eventually(
    within timeout: Duration, every interval: Duration = .milliseconds(100), _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: interval)
    }
    return try await condition()
}
