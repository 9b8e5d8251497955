import CGLib
import Foundation
import GlobetrotterCore
import SoupKit
import Synchronization

/// Per-process isolation: XDG base directories in a temporary directory and
/// the in-memory GSettings backend, set before GLib first reads them (GLib
/// caches both). Both kit test targets share one test process, so whichever
/// runs first sets the variables and the other reuses them.
enum TestEnvironment {
    static let root: String = {
        if let existing = getenv("GLOBETROTTER_TEST_ROOT") {
            return String(cString: existing)
        }
        var template = Array("\(NSTemporaryDirectory())/globetrotter-kit-tests-XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            fatalError("mkdtemp failed: \(errno)")
        }
        let root = String(cString: created)
        setenv("GLOBETROTTER_TEST_ROOT", root, 1)
        for (variable, name) in [("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache")]
        {
            let path = "\(root)/\(name)"
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            setenv(variable, path, 1)
        }
        setenv("GSETTINGS_BACKEND", "memory", 1)
        atexit {
            if let root = getenv("GLOBETROTTER_TEST_ROOT") {
                try? FileManager.default.removeItem(atPath: String(cString: root))
            }
        }
        return root
    }()

    static func prepare() {
        _ = root
        LibsoupLog.install()
    }
}

/// A new empty directory inside the test run's root, removed at exit.
func makeTemporaryDirectory(prefix: String) -> String {
    let path = "\(TestEnvironment.root)/\(prefix)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Iterates the default main context, without blocking, until `condition`
/// holds or `timeout` passes; returns whether it held. Sleeping briefly
/// between rounds lets main-actor work resumed by GLib callbacks run.
@MainActor
func pumpUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline { return false }
        // Bounded, so a source that always stays ready cannot starve the caller.
        var dispatched = 0
        while dispatched < 100 && g_main_context_iteration(nil, 0) != 0 { dispatched += 1 }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// One request in flight, its outcome filled in when `send` returns.
@MainActor
final class PendingRequest {
    let task: Task<Void, Never>

    init(_ client: any HTTPClient, _ request: HTTPRequest) {
        let box = OutcomeBox()
        task = Task { @MainActor in
            do throws(HTTPError) {
                box.outcome = .success(try await client.send(request))
            } catch {
                box.outcome = .failure(error)
            }
        }
        self.box = box
    }

    private let box: OutcomeBox
    var isFinished: Bool { box.outcome != nil }

    /// Pumps the main context until `send` returns; nil if it did not within `limit`.
    func result(within limit: Duration = .seconds(5)) async -> Result<HTTPResponse, HTTPError>? {
        guard await pumpUntil(timeout: limit, { isFinished }) else {
            task.cancel()
            return nil
        }
        return box.outcome
    }

    @MainActor
    private final class OutcomeBox {
        var outcome: Result<HTTPResponse, HTTPError>?
    }
}

/// Counts libsoup's criticals and warnings (its `g_return_if_fail` checks),
/// which tests treat as failures; messages still reach the default handler.
enum LibsoupLog {
    private static let recorded = Mutex<[String]>([])

    private static let installed: Bool = {
        let levels = GLogLevelFlags(G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue)
        g_log_set_handler(
            "libsoup", levels,
            { domain, level, message, _ in
                let text = message.map { String(cString: $0) } ?? ""
                LibsoupLog.recorded.withLock { $0.append(text) }
                g_log_default_handler(domain, level, message, nil)
            }, nil)
        return true
    }()

    static func install() { _ = installed }

    static var messages: [String] { recorded.withLock { $0 } }
}
