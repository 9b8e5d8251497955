import Foundation

/// Measures "process start → first frame" and resident memory for `--startup-report`.
enum StartupMeasurement {
    /// Milliseconds since this process started. A launcher may pass its spawn
    /// time (CLOCK_MONOTONIC, ns) in GLOBETROTTER_LAUNCH_NS for sub-tick
    /// precision; otherwise /proc's start time (in clock ticks) is used.
    static func millisecondsSinceProcessStart() -> Double {
        if let launch = ProcessInfo.processInfo.environment["GLOBETROTTER_LAUNCH_NS"].flatMap(UInt64.init) {
            return Double(now(CLOCK_MONOTONIC) - launch) / 1_000_000
        }
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let afterName = stat.range(of: ")", options: .backwards)
        else { return 0 }
        // Fields after the command name start at field 3; starttime is field 22.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 19, let ticks = UInt64(fields[19]) else { return 0 }
        let ticksPerSecond = UInt64(sysconf(Int32(_SC_CLK_TCK)))
        let startNanoseconds = ticks * 1_000_000_000 / ticksPerSecond
        return Double(now(CLOCK_BOOTTIME) - startNanoseconds) / 1_000_000
    }

    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    static func reportLine() -> String {
        String(format: "{\"first_frame_ms\": %.1f, \"rss_kib\": %d}", millisecondsSinceProcessStart(), residentKiB())
    }

    private static func now(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
