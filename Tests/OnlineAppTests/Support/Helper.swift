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
        let ran = try await runProgram(URL(fileURLWithPath: program), arguments, within: timeout)
        let command = ([program] + arguments).joined(separator: " ")
        if ran.timedOut { throw Failure(description: "\(command) took longer than \(timeout)") }
        guard ran.status == 0 else { throw Failure(description: "\(command) exited \(ran.status): \(ran.errors)") }
        return ran.output
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
