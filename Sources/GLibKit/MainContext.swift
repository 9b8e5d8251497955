import CGLib
import Glibc

/// A GLib source (idle or timeout) that can be removed before it fires.
public final class SourceToken: @unchecked Sendable {
    fileprivate var id: guint = 0

    public func cancel() {
        guard id != 0 else { return }
        g_source_remove(id)
        id = 0
    }

    fileprivate func finished() { id = 0 }
}

public enum SourceResult: Sendable {
    case keep, remove
}

/// A source's body and the token that can remove it (weakly: a caller may drop it).
private typealias SourceBox = ClosureBox<(body: @MainActor () -> SourceResult, token: WeakReference<SourceToken>)>

private let sourceTrampoline: GSourceFunc = { data in
    let source = SourceBox.from(data).closure
    let result = MainActor.assumeIsolated { source.body() }
    if result == .remove { source.token.object?.finished() }
    return result == .keep ? 1 : 0
}

public enum MainContext {
    /// Runs `body` when the main loop is idle, once.
    @discardableResult
    public static func idle(_ body: @escaping @MainActor () -> Void) -> SourceToken {
        addSource(timeoutMilliseconds: nil) {
            body()
            return .remove
        }
    }

    /// Runs `body` after `milliseconds`, and again each interval while it returns `.keep`.
    @discardableResult
    public static func timeout(
        milliseconds: UInt32, _ body: @escaping @MainActor () -> SourceResult
    ) -> SourceToken {
        addSource(timeoutMilliseconds: milliseconds, body)
    }

    private static func addSource(
        timeoutMilliseconds: UInt32?, _ body: @escaping @MainActor () -> SourceResult
    ) -> SourceToken {
        let token = SourceToken()
        let data = SourceBox((body: body, token: WeakReference(token))).retained()
        token.id =
            if let timeoutMilliseconds {
                g_timeout_add_full(G_PRIORITY_DEFAULT, timeoutMilliseconds, sourceTrampoline, data, releaseClosureBox)
            } else {
                g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceTrampoline, data, releaseClosureBox)
            }
        return token
    }

    /// Runs `body` on the main loop whenever the process receives `signal`
    /// (SIGINT, SIGTERM…), instead of dying mid-write.
    @discardableResult
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) -> SourceToken {
        let token = SourceToken()
        let keepRunning: @MainActor () -> SourceResult = {
            body()
            return .keep
        }
        token.id = g_unix_signal_add_full(
            G_PRIORITY_DEFAULT, signal, sourceTrampoline,
            SourceBox((body: keepRunning, token: WeakReference(token))).retained(),
            releaseClosureBox)
        // A blocked signal is never delivered, and a process inherits its
        // parent's mask: started by a parent that blocks SIGTERM (a test
        // runner's worker thread did), the app could not be asked to quit.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        return token
    }

    /// Runs pending main-context events without blocking; for tests and
    /// synchronous waits that must keep GTK responsive.
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }
}
