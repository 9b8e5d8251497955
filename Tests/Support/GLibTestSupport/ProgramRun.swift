import CGLib
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a program printed and how it ended.
public struct ProgramOutcome: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String
    /// It outlived its deadline and was ended.
    public let timedOut: Bool
}

/// Runs `executable` to its end, or ends it at `timeout`, blocking the thread.
public func runProgram(
    _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil, timeout: TimeInterval = 60
) throws -> ProgramOutcome {
    let program = try StartedProgram(executable, arguments, environment: environment)
    let deadline = ContinuousClock.now + .seconds(timeout)
    while !program.hasEnded && ContinuousClock.now < deadline { usleep(5_000) }
    return program.end()
}

/// Runs `executable` to its end, or ends it at `timeout`, suspending the task
/// (the main context keeps running meanwhile).
public func runProgram(
    _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil, within timeout: Duration
) async throws -> ProgramOutcome {
    let program = try StartedProgram(executable, arguments, environment: environment)
    let deadline = ContinuousClock.now + timeout
    while !program.hasEnded && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    return program.end()
}

public struct ProgramFailure: Error, CustomStringConvertible {
    public let description: String
}

/// A program started with GLib's spawn, its output going to files in a
/// folder of the test's own (a long answer cannot fill a pipe nobody reads
/// yet), and reaped with `waitpid`. Not Foundation's `Process`: it learns of
/// the end on the run loop of the thread that started the program, which a
/// test blocking the main thread does not run — a finished program then
/// looked "running" until its deadline.
public final class StartedProgram {
    private let pid: pid_t
    private let folder = makeTemporaryDirectory(prefix: "program")
    private var outputPath: String { "\(folder)/out" }
    private var errorPath: String { "\(folder)/err" }
    private var status: Int32?

    public init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        let folder = self.folder
        let output = open("\(folder)/out", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let errors = open("\(folder)/err", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer {
            close(output)
            close(errors)
        }
        var argv = ([executable.path] + arguments).map { g_strdup($0) } + [nil]
        defer { argv.forEach { g_free($0) } }
        var envp = environment.map { $0.map { g_strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { g_free($0) } }
        var child: GPid = 0
        var error: UnsafeMutablePointer<GError>?
        // GLib's spawn: stdin from /dev/null, every other descriptor of the
        // test (D-Bus, X, a server's sockets) closed in the child; not reaped
        // by GLib, so `waitpid` below learns the end.
        let started = argv.withUnsafeMutableBufferPointer { argv in
            withOptionalBuffer(&envp) { envp in
                g_spawn_async_with_fds(
                    nil, argv.baseAddress, envp, G_SPAWN_DO_NOT_REAP_CHILD, nil, nil, &child, -1, output, errors,
                    &error)
            }
        }
        guard started != 0 else {
            defer { g_error_free(error) }
            throw ProgramFailure(
                description: "\(executable.path) could not start: "
                    + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
        }
        pid = child
    }

    /// Reaps the program if it has ended.
    public var hasEnded: Bool {
        if status != nil { return true }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
        status = Self.exitStatus(raw)
        return true
    }

    /// Ends the program if it still runs (SIGTERM, then SIGKILL after 2 s:
    /// one that ignores the first is still ended), and reads what it printed.
    public func end() -> ProgramOutcome {
        let timedOut = !hasEnded
        if timedOut {
            kill(pid, SIGTERM)
            let killAt = ContinuousClock.now + .seconds(2)
            while !hasEnded && ContinuousClock.now < killAt { usleep(5_000) }
            if !hasEnded {
                kill(pid, SIGKILL)
                var raw: Int32 = 0
                waitpid(pid, &raw, 0)
                status = Self.exitStatus(raw)
            }
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return ProgramOutcome(
            status: status ?? -1,
            output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "", timedOut: timedOut)
    }

    /// The exit code, or 128 + the signal that ended it (as a shell says).
    private static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}

/// The buffer's address, or nil for no array (GLib then uses the test's environment).
private func withOptionalBuffer<Result>(
    _ array: inout [UnsafeMutablePointer<gchar>?]?,
    _ body: (UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?) -> Result
) -> Result {
    guard array != nil else { return body(nil) }
    return array!.withUnsafeMutableBufferPointer { body($0.baseAddress) }
}
