import Foundation

/// Runs `work`, which may block in a system call, on a thread of its own and
/// returns its value, or nil once `timeout` passes. A test's time limit cannot
/// end work that never reaches a suspension point (a read of a FIFO with no
/// writer); this wait always ends, leaving such work behind on its thread.
public func blockingValue<Value: Sendable>(
    within timeout: Duration, of work: @escaping @Sendable () -> Value
) async -> Value? {
    let outcome = BlockingOutcome<Value>()
    Thread.detachNewThread { outcome.resolve(work()) }
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if let value = outcome.value { return value }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return outcome.value
}

private final class BlockingOutcome<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? { lock.withLock { stored } }
    func resolve(_ value: Value) { lock.withLock { stored = value } }
}
