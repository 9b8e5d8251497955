import CGLib
import Dispatch
import GLibKit
import XCTest

/// XCTest rather than Swift Testing, on purpose. Under `swift test` on Linux,
/// Swift Testing starts with `dispatch_main()`: the process's main thread
/// parks in `sigsuspend` for good and libdispatch hands the main queue to its
/// worker threads, so `MainActor` work runs without any help from GLib and
/// `_dispatch_main_queue_callback_4CF` may no longer be called. corelibs-xctest
/// instead runs test methods synchronously on the real main thread, with the
/// main queue still bound to it and nobody draining it — exactly the app's
/// situation under `g_application_run`. (Test methods stay nonisolated: an
/// `@MainActor` XCTest method crashes corelibs-xctest.)
final class MainLoopIntegrationTests: XCTestCase {
    func testMainActorWorkStartedFromASignalHandlerRunsUnderTheGLibLoop() {
        guard isMainThread else {
            return XCTFail("corelibs-xctest is expected to run tests on the process's main thread")
        }
        MainActor.assumeIsolated { Self.checkMainQueueIsDrainedByGLib() }
    }

    @MainActor
    private static func checkMainQueueIsDrainedByGLib() {
        let recorder = Recorder()

        // Control: without the integration nothing drains the main queue here,
        // so the assertions below can only pass through MainLoopIntegration.
        // This XCTest process installs it nowhere else, so the control always runs.
        XCTAssertFalse(MainLoopIntegration.isInstalled, "installed before the control could run")
        DispatchQueue.main.async { MainActor.assumeIsolated { recorder.events.append("enqueued-before-install") } }
        runGLib(for: .milliseconds(100))
        XCTAssertEqual(recorder.events, [], "the main queue must not be drained without the integration")

        MainLoopIntegration.install()
        XCTAssertTrue(MainLoopIntegration.isInstalled)

        let action = ObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_new("probe", nil)!))
        let connection = action.onWithPointer("activate") { _ in
            recorder.events.append("handler")
            Task { @MainActor in
                recorder.events.append("task")
                recorder.taskRanOnMainThread = isMainThread
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { recorder.events.append("main-queue") } }
        }
        // Emit from inside the loop, as a GTK click would be.
        MainContext.idle { g_action_activate(OpaquePointer(action.objectPointer), nil) }

        let finished = runGLib(until: { recorder.events.contains("task") && recorder.events.contains("main-queue") })
        XCTAssertTrue(finished, "events: \(recorder.events)")
        // Each exactly once; the block queued before install() is drained too.
        let expected = ["handler", "task", "main-queue", "enqueued-before-install"]
        XCTAssertEqual(recorder.events.sorted(), expected.sorted())
        XCTAssertLessThan(
            recorder.events.firstIndex(of: "handler") ?? .max, recorder.events.firstIndex(of: "task") ?? .max,
            "the task runs after the handler returns, from the loop")
        XCTAssertEqual(recorder.taskRanOnMainThread, true)
        connection.disconnect()

        // Drained, the loop must go back to sleep: the watch resets the
        // eventfd, so a readable-forever fd does not turn it into a busy loop.
        var busyIterations = 0
        while g_main_context_iteration(nil, 0) != 0 && busyIterations < 100 { busyIterations += 1 }
        XCTAssertLessThan(busyIterations, 100, "the main context never became idle")
    }

    /// Runs the default main context the way `g_main_loop_run` does, sleeping
    /// in `poll` between events: only a watched fd or a source can wake it.
    @MainActor
    @discardableResult
    private static func runGLib(until condition: () -> Bool = { false }, for limit: Duration = .seconds(5)) -> Bool {
        var expired = false
        let milliseconds = UInt32(
            limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
        let timer = MainContext.timeout(milliseconds: milliseconds) {
            expired = true
            return .remove
        }
        while !condition() && !expired {
            g_main_context_iteration(nil, 1)
        }
        timer.cancel()
        return condition()
    }
}

@MainActor
private final class Recorder {
    var events: [String] = []
    var taskRanOnMainThread: Bool?
}
