import Foundation
import GLibTestSupport

/// Runs `operation` (which sends requests through a `SoupHTTPClient`) while
/// pumping the main context, which libsoup needs to make progress; nil if it
/// did not finish within `limit`.
@MainActor
func awaitPumping<Value: Sendable>(
    within limit: Duration = .seconds(5), _ operation: @escaping @Sendable () async -> Value
) async -> Value? {
    let box = PumpedValueBox<Value>()
    let task = Task { @MainActor in box.value = await operation() }
    guard await pumpUntil(timeout: limit, { box.value != nil }) else {
        task.cancel()
        return nil
    }
    return box.value
}

@MainActor
private final class PumpedValueBox<Value> {
    var value: Value?
}
