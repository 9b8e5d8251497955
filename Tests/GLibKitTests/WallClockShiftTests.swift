import CGLib
import Foundation
import Testing

/// In `scripts/test.sh`'s second pass (the wall clock moved to June 2031 by
/// a preloaded library), the test runner itself must be in 2031 — through
/// Foundation and through GLib — or that pass would repeat the first.
/// Outside that pass there is nothing to check.
@Suite(
    .timeLimit(.minutes(1)),
    .enabled(if: ProcessInfo.processInfo.environment["SHIFT_WALL_CLOCK_BY"] != nil, "only in the 2031 pass"))
struct WallClockShiftTests {
    /// 1 January 2031, 00:00 UTC.
    private static let start2031: TimeInterval = 1_924_992_000

    @Test func foundationAndGLibBothReadTheMovedClock() {
        let foundation = Date().timeIntervalSince1970
        let glib = Double(g_get_real_time()) / 1_000_000
        #expect(foundation >= Self.start2031, "Date() says \(Date())")
        #expect(glib >= Self.start2031, "g_get_real_time says \(glib)")
        #expect(abs(foundation - glib) < 5, "both read the same clock")
    }
}
