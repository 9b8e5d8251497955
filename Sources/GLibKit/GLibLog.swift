import CGLib

/// GLib's structured logging (`g_log_structured`) under one log domain: what
/// `G_MESSAGES_DEBUG=<domain>` turns on, and what the journal files under
/// `GLIB_DOMAIN`.
public enum GLibLog {
    public enum Level: Sendable {
        case debug, info, message, warning

        var flags: GLogLevelFlags {
            switch self {
            case .debug: G_LOG_LEVEL_DEBUG
            case .info: G_LOG_LEVEL_INFO
            case .message: G_LOG_LEVEL_MESSAGE
            case .warning: G_LOG_LEVEL_WARNING
            }
        }

        /// The syslog priority GLib's own `g_log_structured` macro writes.
        var priority: String {
            switch self {
            case .debug: "7"
            case .info: "6"
            case .message: "5"
            case .warning: "4"
            }
        }
    }

    /// Sends debug and info messages to standard error too (GLib writes them
    /// to standard output by default), which the app keeps for what it prints
    /// on purpose (`--version`, `--startup-report`'s JSON).
    public static func keepStandardOutputClean() {
        g_log_writer_default_set_use_stderr(1)
    }

    public static func write(_ level: Level, _ message: String, domain: String) {
        let pairs = [("GLIB_DOMAIN", domain), ("PRIORITY", level.priority), ("MESSAGE", message)]
        let keys = pairs.map { strdup($0.0)! }
        let values = pairs.map { strdup($0.1)! }
        defer { (keys + values).forEach { free($0) } }
        var fields = zip(keys, values).map { key, value in
            GLogField(key: UnsafePointer(key), value: UnsafeRawPointer(value), length: -1)
        }
        g_log_structured_array(level.flags, &fields, gsize(fields.count))
    }
}
