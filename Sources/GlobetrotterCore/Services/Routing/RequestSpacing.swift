/// Keeps requests to one service at least `interval` apart (OSRM's and
/// Nominatim's usage policies: one request a second for the whole app).
/// Callers get their turns in the order they asked; the clock is injected so
/// tests advance it instead of sleeping.
///
/// Turns are counted from requests that went out, not from turns booked: a
/// caller cancelled while it waits (a search replaced by a newer one, as each
/// Enter in the place editor replaces the last) leaves the line and gives
/// its turn back. Six Enters in half a second send the last search one
/// second after the first, not five.
public actor RequestSpacing {
    private let interval: Duration
    private let elapsed: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    /// When (time since creation) the last request went out.
    private var lastTurn: Duration?
    /// The callers waiting, in the order they asked. Only the first sleeps
    /// until its turn; the others wait to come first.
    private var line: [Waiter] = []
    private var nextID = 0

    private struct Waiter {
        let id: Int
        /// Resumed when the waiter comes first in line, or is cancelled.
        var wake: CheckedContinuation<Void, Never>?
    }

    public init<C: Clock<Duration>>(interval: Duration = .seconds(1), clock: C) {
        let origin = clock.now
        self.interval = interval
        elapsed = { origin.duration(to: clock.now) }
        sleep = { try await clock.sleep(for: $0) }
    }

    public init(interval: Duration = .seconds(1)) {
        self.init(interval: interval, clock: ContinuousClock())
    }

    /// Returns when a request may go out (counting it as sent now).
    /// Throws `CancellationError` if the task is cancelled while it waits;
    /// its turn then goes to the next in line.
    public func waitForTurn() async throws {
        nextID += 1
        let id = nextID
        line.append(Waiter(id: id))
        do {
            try await comeFirst(id)
            while let last = lastTurn, case let now = elapsed(), now < last + interval {
                try await sleep(last + interval - now)
            }
        } catch {
            leave(id)
            throw error
        }
        lastTurn = elapsed()
        leave(id)
    }

    /// `waitForTurn()` for a service whose requests fail with its own error:
    /// a wait cancelled is thrown as `cancelled` (its "the request was cancelled").
    public func waitForTurn<Failure: Error>(orThrow cancelled: Failure) async throws(Failure) {
        do {
            try await waitForTurn()
        } catch {
            throw cancelled
        }
    }

    /// Waits until `id` is first in line: at once if it is.
    private func comeFirst(_ id: Int) async throws {
        try Task.checkCancellation()
        guard line.first?.id != id else { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let index = line.firstIndex(where: { $0.id == id }) {
                    line[index].wake = continuation
                } else {
                    continuation.resume()
                }
            }
        } onCancel: {
            Task { await self.wake(id) }
        }
        try Task.checkCancellation()
    }

    private func wake(_ id: Int) {
        guard let index = line.firstIndex(where: { $0.id == id }), let wake = line[index].wake else { return }
        line[index].wake = nil
        wake.resume()
    }

    /// Takes `id` out of the line; the next one, if it is now first, goes on waiting for its turn.
    private func leave(_ id: Int) {
        line.removeAll { $0.id == id }
        if let first = line.first { wake(first.id) }
    }
}
