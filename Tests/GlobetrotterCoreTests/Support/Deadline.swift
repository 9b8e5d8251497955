import Foundation
import Testing

/// One wait that always ends: resumed once, by whoever has the answer (true),
/// or by its deadline (false, recorded as the test's failure). What every
/// test-support wait is built on, so no test can wait forever.
final class Deadline: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Bool, Never>?
    private var timer: Task<Void, Never>?
    private var outcome: Bool?

    /// Ends the wait with `value`, unless it already ended.
    func resume(_ value: Bool) {
        let (waiting, timer) = lock.withLock {
            guard outcome == nil else { return (CheckedContinuation<Bool, Never>?.none, Task<Void, Never>?.none) }
            outcome = value
            defer { (continuation, self.timer) = (nil, nil) }
            return (continuation, self.timer)
        }
        timer?.cancel()
        waiting?.resume(returning: value)
    }

    /// Waits until `register`'s party resumes the deadline or `timeout` passes.
    /// - Parameter what: what is awaited, for the failure's message.
    static func wait(
        _ timeout: Duration, for what: String, sourceLocation: SourceLocation = #_sourceLocation,
        isolation: isolated (any Actor)? = #isolation, register: (Deadline) -> Void
    ) async -> Bool {
        let deadline = Deadline()
        let held = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            deadline.lock.withLock {
                deadline.continuation = continuation
                deadline.timer = Task { [deadline] in
                    try? await Task.sleep(for: timeout)
                    if !Task.isCancelled { deadline.resume(false) }
                }
            }
            register(deadline)
        }
        if !held { Issue.record("Waited \(timeout) for \(what) in vain", sourceLocation: sourceLocation) }
        return held
    }
}
