import CGLib
import CGLibSupport
import Dispatch
import Glibc

/// Lets the GLib main loop drain libdispatch's main queue.
///
/// On Linux `@MainActor` jobs and `DispatchQueue.main` blocks are only run by
/// whoever drains the main queue — normally Foundation's run loop, which never
/// runs under `g_application_run`. libdispatch signals an eventfd when the
/// main queue has work; watching that fd with a GLib source drains it without
/// polling. Call once, on the main thread, before the main loop starts.
public enum MainLoopIntegration {
    nonisolated(unsafe) private static var sourceID: guint = 0

    public static func install() {
        precondition(isMainThread, "install() must run on the main thread")
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(
            fd, G_IO_IN,
            { fd, _, _ in
                // Reset the eventfd first so a wake-up posted while draining is not lost.
                var counter: UInt64 = 0
                _ = read(fd, &counter, MemoryLayout<UInt64>.size)
                _dispatch_main_queue_callback_4CF(nil)
                return 1  // G_SOURCE_CONTINUE
            }, nil)
    }

    public static var isInstalled: Bool { sourceID != 0 }

}

/// True on the process's initial thread, the one GTK must run on.
public var isMainThread: Bool { gt_is_main_thread() != 0 }
