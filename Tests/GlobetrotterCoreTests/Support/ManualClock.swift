import Foundation
import Testing

/// A clock that only moves when a test advances it, so time-based behaviour
/// (the splash's grace period and minimum duration) is tested without sleeping.
///
/// A sleep ends when the clock passes its deadline or when its task is
/// cancelled (throwing `CancellationError`, as `ContinuousClock` does). A test
/// awaits `sleepersRegistered(_:)` before advancing, so the sleep it means to
/// end has begun — no polling.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, Never>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    /// Tests waiting for this many sleepers.
    private var sleeperWaiters: [(count: Int, deadline: Deadline)] = []

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    /// Number of tasks currently sleeping on this clock.
    var sleeperCount: Int { lock.withLock { sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let (resumeNow, ready) = lock.withLock {
                    if deadline <= current || Task.isCancelled {
                        return (true, [Deadline]())
                    }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (false, takeSatisfiedWaiters())
                }
                if resumeNow { continuation.resume() }
                ready.forEach { $0.resume(true) }
            }
        } onCancel: {
            let cancelled = lock.withLock {
                let found = sleepers.first { $0.id == id }
                sleepers.removeAll { $0.id == id }
                return found
            }
            cancelled?.continuation.resume()
        }
        try Task.checkCancellation()
    }

    /// Moves the clock on, waking every sleeper whose deadline has passed.
    func advance(by duration: Duration) {
        let due = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        due.forEach { $0.continuation.resume() }
    }

    /// Returns once at least `count` tasks sleep on this clock (at once if they
    /// already do): what a test awaits before advancing past a sleep it means to end.
    /// Fails the test when they do not within `timeout` of real time.
    @discardableResult
    func sleepersRegistered(
        _ count: Int = 1, within timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        await Deadline.wait(timeout, for: "\(count) sleepers on the clock", sourceLocation: sourceLocation) {
            deadline in
            let isReady = lock.withLock {
                if sleepers.count >= count { return true }
                sleeperWaiters.append((count, deadline))
                return false
            }
            if isReady { deadline.resume(true) }
        }
    }

    /// Removes and returns the waiters whose count is reached; called with the lock held.
    private func takeSatisfiedWaiters() -> [Deadline] {
        let ready = sleeperWaiters.filter { $0.count <= sleepers.count }.map(\.deadline)
        sleeperWaiters.removeAll { $0.count <= sleepers.count }
        return ready
    }
}
