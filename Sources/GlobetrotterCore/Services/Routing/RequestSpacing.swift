/// Keeps requests to one service at least `interval` apart (OSRM's and
/// Nominatim's usage policies: one request a second for the whole app).
/// Callers get their turns in the order they asked; the clock is injected so
/// tests advance it instead of sleeping.
public actor RequestSpacing {
    private let interval: Duration
    private let elapsed: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    /// When (time since creation) the next request may go out.
    private var nextSlot: Duration?

    public init<C: Clock<Duration>>(interval: Duration = .seconds(1), clock: C) {
        let origin = clock.now
        self.interval = interval
        elapsed = { origin.duration(to: clock.now) }
        sleep = { try await clock.sleep(for: $0) }
    }

    public init(interval: Duration = .seconds(1)) {
        self.init(interval: interval, clock: ContinuousClock())
    }

    /// Returns when a request may go out, having booked the slot after it.
    /// Throws `CancellationError` if the task is cancelled while it waits.
    public func waitForTurn() async throws {
        let now = elapsed()
        let slot = max(now, nextSlot ?? now)
        // Booked before sleeping: a caller arriving meanwhile queues behind.
        nextSlot = slot + interval
        if slot > now { try await sleep(slot - now) }
    }
}
