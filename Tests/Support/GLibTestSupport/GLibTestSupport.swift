import CGLib
import Foundation

/// Per-process isolation: XDG base directories in a temporary directory and
/// the in-memory GSettings backend, set before GLib first reads them (GLib
/// caches both). All test targets share one test process, so whichever runs
/// first sets the variables and the others reuse them.
public enum TestEnvironment {
    public static let root: String = {
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

    public static func prepare() { _ = root }
}

/// A new empty directory inside the test run's root, removed at exit.
public func makeTemporaryDirectory(prefix: String) -> String {
    let path = "\(TestEnvironment.root)/\(prefix)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Iterates the default main context, without blocking, until `condition`
/// holds or `timeout` passes; returns whether it held. Sleeping briefly
/// between rounds lets other main-actor work (continuations resumed by GLib
/// callbacks) run, as it would under `g_main_loop_run`.
@MainActor
public func pumpUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
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
public func pump(for duration: Duration) async {
    _ = await pumpUntil(timeout: duration) { false }
}
