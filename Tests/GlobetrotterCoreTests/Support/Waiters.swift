import Testing

/// Lets a test await what a fake or a recorder reports — a request the
/// presenter made, a state it published — without polling or sleeping: the
/// fake calls `changed()` after each event, which resumes every waiter whose
/// condition now holds. A wait ends at its deadline at the latest, as a failure.
@MainActor
final class Waiters {
    private var waiting: [(holds: @MainActor () -> Bool, deadline: Deadline)] = []

    /// Returns once `condition` holds (at once if it already does): true, or false
    /// (and the test fails) when `timeout` passes first.
    @discardableResult
    func until(
        within timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping @MainActor () -> Bool
    ) async -> Bool {
        guard !condition() else { return true }
        return await Deadline.wait(timeout, for: "a fake's event", sourceLocation: sourceLocation) { deadline in
            waiting.append((condition, deadline))
        }
    }

    /// Something the waiters may be waiting for has happened.
    func changed() {
        var ready: [Deadline] = []
        waiting.removeAll { waiter in
            guard waiter.holds() else { return false }
            ready.append(waiter.deadline)
            return true
        }
        ready.forEach { $0.resume(true) }
    }
}
