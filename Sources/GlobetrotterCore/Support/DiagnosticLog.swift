import Foundation
import Synchronization

/// Details for whoever reads the log (the journal, for an app launched from
/// the desktop): system error text, addresses, paths. A person reads sentences
/// worded by a presenter instead.
///
/// The app and the search provider route it through GLib's structured
/// logging (`DiagnosticLog.routeThroughGLib()`), so `G_MESSAGES_DEBUG` and the
/// journal work as in every GNOME app; until then (Core's tests, the fuzzers)
/// it writes warnings to standard error.
public enum DiagnosticLog {
    public enum Level: Sendable {
        /// Shown only when asked for (`G_MESSAGES_DEBUG=Globetrotter`).
        case debug
        case warning
    }

    public typealias Writer = @Sendable (_ level: Level, _ message: String) -> Void

    private static let writer = Mutex<Writer>(standardError)

    /// Where every message goes from now on.
    public static func route(to newWriter: @escaping Writer) {
        writer.withLock { $0 = newWriter }
    }

    public static func warning(_ message: String) { write(.warning, message) }

    public static func debug(_ message: String) { write(.debug, message) }

    private static func write(_ level: Level, _ message: String) {
        let current = writer.withLock { $0 }
        current(level, message)
    }

    private static let standardError: Writer = { level, message in
        guard level == .warning else { return }
        FileHandle.standardError.write(Data("globetrotter-WARNING: \(message)\n".utf8))
    }
}
