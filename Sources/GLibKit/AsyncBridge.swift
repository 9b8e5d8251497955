import CGLib

/// Shares a `GCancellable` with the task-cancellation handler, which may run
/// on any thread; `g_cancellable_cancel` is thread-safe.
private final class CancellableHandle: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<GCancellable>
    init() { pointer = g_cancellable_new() }
    func cancel() { g_cancellable_cancel(pointer) }
    deinit { g_object_unref(pointer) }
}

private let asyncReadyTrampoline: GAsyncReadyCallback = { _, result, data in
    // An async call calls back once: the box goes with it.
    ClosureBox<(OpaquePointer) -> Void>.take(data).closure(result!)
}

/// Bridges any GIO `*_async`/`*_finish` pair to `async throws`.
///
/// `start` receives the cancellable, callback and user data to pass to the
/// `_async` function; `finish` calls the matching `_finish` with the result.
/// Cancelling the Swift task cancels the GIO operation, which then reports
/// `G_IO_ERROR_CANCELLED`; that surfaces as `CancellationError`. Past
/// `timeout` the operation is cancelled too and throws `G_IO_ERROR_TIMED_OUT`.
@MainActor
public func gioAsync<T>(
    timeout: Duration? = nil,
    _ start: (
        _ cancellable: UnsafeMutablePointer<GCancellable>, _ callback: GAsyncReadyCallback,
        _ userData: UnsafeMutableRawPointer
    ) -> Void,
    finish: @escaping (OpaquePointer) throws -> T
) async throws -> T {
    let cancellable = CancellableHandle()
    var timedOut = false
    let timer = timeout.map { limit in
        MainContext.timeout(
            milliseconds: UInt32(
                clamping: limit.components.seconds * 1000 + limit.components.attoseconds / 1_000_000_000_000_000)
        ) {
            timedOut = true
            cancellable.cancel()
            return .remove
        }
    }
    defer { timer?.cancel() }
    // The result stays on the main thread (the callback runs on the main
    // context), so handing it through the continuation is safe for any T.
    let outcome = await withTaskCancellationHandler {
        await withCheckedContinuation {
            (continuation: CheckedContinuation<UncheckedSendable<Result<T, any Error>>, Never>) in
            let box = ClosureBox<(OpaquePointer) -> Void> { result in
                continuation.resume(returning: UncheckedSendable(Result { try finish(result) }))
            }
            start(cancellable.pointer, asyncReadyTrampoline, box.retained())
        }
    } onCancel: {
        cancellable.cancel()
    }
    do {
        return try outcome.value.get()
    } catch let error as GLibError where error.isCancellation {
        if timedOut {
            throw GLibError(
                domain: String(cString: g_quark_to_string(g_io_error_quark())),
                // i18n-ignore: GIO's error text, for the log; callers word the failure they see.
                code: Int32(G_IO_ERROR_TIMED_OUT.rawValue), message: "Timed out")
        }
        throw CancellationError()
    }
}

/// Carries a value across an isolation boundary the compiler cannot see is
/// safe; only for values that stay on one thread in practice.
public struct UncheckedSendable<Value>: @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
}
