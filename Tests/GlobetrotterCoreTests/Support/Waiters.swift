/// Lets a test await what a fake or a recorder reports — a request the
/// presenter made, a state it published — without polling or sleeping: the
/// fake calls `changed()` after each event, which resumes every waiter whose
/// condition now holds.
@MainActor
final class Waiters {
    private var waiting: [(holds: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Returns once `condition` holds (at once if it already does).
    func until(_ condition: @escaping @MainActor () -> Bool) async {
        guard !condition() else { return }
        await withCheckedContinuation { waiting.append((condition, $0)) }
    }

    /// Something the waiters may be waiting for has happened.
    func changed() {
        var ready: [CheckedContinuation<Void, Never>] = []
        waiting.removeAll { waiter in
            guard waiter.holds() else { return false }
            ready.append(waiter.continuation)
            return true
        }
        ready.forEach { $0.resume() }
    }
}
