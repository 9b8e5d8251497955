import CGLib
import Glibc

/// A GLib source (idle or timeout) that can be removed before it fires.
public final class SourceToken: @unchecked Sendable {
    private var id: guint

    init(id: guint) { self.id = id }

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

private final class SourceBox: @unchecked Sendable {
    let body: @MainActor () -> SourceResult
    weak var token: SourceToken?
    init(_ body: @escaping @MainActor () -> SourceResult) { self.body = body }
}

private let sourceTrampoline: GSourceFunc = { data in
    let box = Unmanaged<SourceBox>.fromOpaque(data!).takeUnretainedValue()
    let result = MainActor.assumeIsolated { box.body() }
    if result == .remove { box.token?.finished() }
    return result == .keep ? 1 : 0
}

private let releaseSourceBox: GDestroyNotify = { data in
    Unmanaged<SourceBox>.fromOpaque(data!).release()
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
        let box = SourceBox(body)
        let data = Unmanaged.passRetained(box).toOpaque()
        let id =
            if let timeoutMilliseconds {
                g_timeout_add_full(G_PRIORITY_DEFAULT, timeoutMilliseconds, sourceTrampoline, data, releaseSourceBox)
            } else {
                g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceTrampoline, data, releaseSourceBox)
            }
        let token = SourceToken(id: id)
        box.token = token
        return token
    }

    /// Runs `body` on the main loop whenever the process receives `signal`
    /// (SIGINT, SIGTERM…), instead of dying mid-write.
    @discardableResult
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) -> SourceToken {
        let box = SourceBox {
            body()
            return .keep
        }
        let id = g_unix_signal_add_full(
            G_PRIORITY_DEFAULT, signal, sourceTrampoline, Unmanaged.passRetained(box).toOpaque(), releaseSourceBox)
        // A blocked signal is never delivered, and a process inherits its
        // parent's mask: started by a parent that blocks SIGTERM (a test
        // runner's worker thread did), the app could not be asked to quit.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let token = SourceToken(id: id)
        box.token = token
        return token
    }

    /// Runs pending main-context events without blocking; for tests and
    /// synchronous waits that must keep GTK responsive.
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }
}
