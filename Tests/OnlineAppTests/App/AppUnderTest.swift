import Foundation
import GLibTestSupport
import Testing

/// The built `globetrotter` binary, started online (no `GLOBETROTTER_OFFLINE`)
/// with every service's base URL at a stand-in on loopback, in a profile of
/// its own. It is always ended by its process ID: `finish()` asks it to quit
/// as logging out would (SIGTERM) and checks it exited cleanly; anything
/// else (a failed expectation, a thrown error, the object going away) kills it.
final class AppUnderTest {
    let process = Process()
    /// The profile: XDG data, cache and config folders, kept across `restart`.
    let home: String
    let screen: Screen
    let input: HumanInput
    private let logPath: String

    /// The test runner lives in the same build folder as the app.
    static var executable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("globetrotter")
    }

    /// A request's deadline in the app under test: a stalled service costs this, not 8–15 s.
    static let requestTimeout = Duration.seconds(2)

    init(services: StandIns, arguments: [String], home: String? = nil, environment extra: [String: String] = [:])
        throws
    {
        let home = home ?? makeTemporaryDirectory(prefix: "online-app")
        self.home = home
        logPath = "\(home)/app-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        var environment = ProcessInfo.processInfo.environment
        environment["GLOBETROTTER_OFFLINE"] = nil
        // English, whatever the runner's locale.
        for variable in ["LC_ALL", "LC_MESSAGES", "LANGUAGE"] { environment[variable] = nil }
        environment["LANG"] = "C.UTF-8"
        environment["GSK_RENDERER"] = "cairo"
        environment["GLOBETROTTER_SPLASH_MS"] = "0"
        environment["GSETTINGS_BACKEND"] = "memory"
        environment["GLOBETROTTER_HTTP_TIMEOUT_MS"] = String(Self.requestTimeout.components.seconds * 1000)
        // GTK 4 talks to screen readers unless told not to: the tests read the screen that way.
        environment["GTK_A11Y"] = nil
        environment["XDG_DATA_HOME"] = "\(home)/data"
        environment["XDG_CACHE_HOME"] = "\(home)/cache"
        environment["XDG_CONFIG_HOME"] = "\(home)/config"
        environment.merge(services.environment) { $1 }
        environment.merge(extra) { $1 }
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        let log = FileHandle(forWritingAtPath: logPath)
        process.standardOutput = log
        process.standardError = log
        // The app has its own copy once started: ours is closed, not left to Foundation.
        defer { try? log?.close() }
        try process.run()
        screen = Screen(pid: process.processIdentifier)
        input = HumanInput(pid: process.processIdentifier, screen: screen)
    }

    deinit { kill() }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// What the app wrote to standard output and error.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Asks the app to quit as a session ending would (SIGTERM) and checks
    /// that it was still running — no crash — and exits with status 0.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        #expect(isRunning, "the app is still running, not crashed; its log:\n\(log)", sourceLocation: sourceLocation)
        guard isRunning else { return }
        process.terminate()
        let ended = await eventually(within: .seconds(20)) { !process.isRunning }
        #expect(ended, "the app quit within 20 s of SIGTERM", sourceLocation: sourceLocation)
        guard ended else { return kill() }
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 0,
            "the app exited cleanly (\(process.terminationReason == .exit ? "status" : "signal") \(process.terminationStatus)); its log:\n\(log)",
            sourceLocation: sourceLocation)
    }

    /// Ends the app by its PID at once, whatever state it is in.
    func kill() {
        guard process.isRunning else { return }
        Glibc.kill(process.processIdentifier, SIGKILL)
        // Bounded, not waitUntilExit(): in one run as a normal user the app had exited
        // (a zombie) while Foundation still called it running, and the wait held the suite
        // past its time limit.
        for _ in 0..<200 where process.isRunning { usleep(50_000) }
        if process.isRunning { print("online: the app (pid \(process.processIdentifier)) was not seen to end") }
    }
}

/// Starts the app, runs `body`, then ends the app by its PID — with
/// `finish()`'s checks when `body` returned, killed when it threw.
func withApp<T>(
    _ services: StandIns, arguments: [String], home: String? = nil, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: (AppUnderTest) async throws -> T
) async throws -> T {
    let app = try AppUnderTest(services: services, arguments: arguments, home: home, environment: environment)
    do {
        let result = try await body(app)
        await app.finish(sourceLocation: sourceLocation)
        return result
    } catch {
        app.kill()
        print("online: failed: \(error)")
        Issue.record("\(error)\nThe app's log:\n\(app.log)", sourceLocation: sourceLocation)
        throw error
    }
}
