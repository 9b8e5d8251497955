import CGLib
import Foundation
import GLibKit

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

    static func prepare() { _ = root }
}

/// A new empty directory inside the test run's root, removed at exit.
func makeTemporaryDirectory(prefix: String) -> String {
    let path = "\(TestEnvironment.root)/\(prefix)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Iterates the default main context, without blocking, until `condition`
/// holds or `timeout` passes; returns whether it held. Sleeping briefly
/// between rounds lets other main-actor work (continuations resumed by GLib
/// callbacks) run, as it would under `g_main_loop_run`.
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

/// Iterates the default main context for `duration`, to give a source that
/// must *not* fire every chance to.
@MainActor
func pump(for duration: Duration) async {
    _ = await pumpUntil(timeout: duration) { false }
}

/// Records that a Swift object was freed (for closures GLib must release).
final class Probe: Sendable {}

/// Runs `body` while the default main context is iterated, as the GLib main
/// loop would while the app awaits a GIO operation. Returns nil, and cancels
/// `body`, if it has not finished within `limit`, so a broken bridge fails the
/// test instead of hanging the run.
@MainActor
func awaitPumping<T>(
    within limit: Duration = .seconds(5), _ body: @escaping @MainActor () async throws -> T
) async -> Result<T, any Error>? {
    let outcome = OutcomeBox<T>()
    let task = Task { @MainActor in
        do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
    }
    guard await pumpUntil(timeout: limit, { outcome.result != nil }) else {
        task.cancel()
        return nil
    }
    return outcome.result
}

@MainActor
private final class OutcomeBox<T> {
    var result: Result<T, any Error>?
}
