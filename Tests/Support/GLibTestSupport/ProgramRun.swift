import Foundation

/// What a program printed and how it ended.
public struct ProgramOutcome: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String
}

/// Runs `executable` to its end, or ends it at `timeout`: its output goes to
/// files in a folder of the test's own (a long answer cannot fill a pipe
/// nobody reads yet), read once it has ended.
public func runProgram(
    _ executable: URL, _ arguments: [String] = [], environment: [String: String]? = nil,
    in directory: URL? = nil, timeout: TimeInterval = 60
) throws -> ProgramOutcome {
    let folder = makeTemporaryDirectory(prefix: "program")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (outputPath, errorPath) = ("\(folder)/out", "\(folder)/err")
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let output = FileHandle(forWritingAtPath: outputPath)
    let errors = FileHandle(forWritingAtPath: errorPath)
    process.standardOutput = output
    process.standardError = errors
    defer {
        try? output?.close()
        try? errors?.close()
    }
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return ProgramOutcome(
        status: process.terminationStatus,
        output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
        errors: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
}
