import Foundation

/// Wall-clock time of `work`, in milliseconds.
func milliseconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    return milliseconds(since: start)
}

/// Wall-clock time of asynchronous `work`, in milliseconds.
func milliseconds(_ work: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await work()
    return milliseconds(since: start)
}

func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
}

/// The value below which `fraction` of the sorted samples lie (nearest rank).
func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

/// `$GLOBETROTTER_DATA_DIR`, else the source tree's data/pack.
var benchmarkPackRoot: URL {
    if let directory = ProcessInfo.processInfo.environment["GLOBETROTTER_DATA_DIR"] {
        return URL(fileURLWithPath: directory)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/pack")
}
