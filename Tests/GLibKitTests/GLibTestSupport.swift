import GLibTestSupport

/// Records that a Swift object was freed (for closures GLib must release).
final class Probe: Sendable {}

/// Runs `body` while the default main context is iterated, as the GLib main
/// loop would while the app awaits a GIO operation. Returns nil, and cancels
/// `body`, if it has not finished within `limit`, so a broken bridge fails the
/// test instead of hanging the run.
@MainActor
func awaitPumping<T>(
    within limit: Duration = .seconds(5), _ body: @escaping @MainActor () async throws -> T
) async -> Result<T, any Error>? {
    let outcome = OutcomeBox<T>()
    let task = Task { @MainActor in
        do { outcome.result = .success(try await body()) } catch { outcome.result = .failure(error) }
    }
    guard await pumpUntil(timeout: limit, { outcome.result != nil }) else {
        task.cancel()
        return nil
    }
    return outcome.result
}

@MainActor
private final class OutcomeBox<T> {
    var result: Result<T, any Error>?
}
