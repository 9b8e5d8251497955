import CGLib
import Foundation
import GLibKit
import GLibTestSupport
import Testing

/// One end of a Unix socket pair as a GIO input stream; the test writes the
/// other end. `g_input_stream_has_pending` shows whether a GIO read is still
/// in flight, so the tests can see the operation itself end, not just the task.
private final class SocketPairStream: @unchecked Sendable {
    let connection: ObjectRef
    let stream: UnsafeMutablePointer<GInputStream>
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 1).initializeMemory(
        as: UInt8.self, repeating: 0, count: 64)
    private let peer: Int32
    /// The cancellable `gioAsync` handed to the last read.
    @MainActor private(set) var lastCancellable: ObjectRef?

    init() throws {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0 else {
            throw GLibError(domain: "test", code: errno, message: "socketpair failed")
        }
        peer = fds[1]
        let socket = try withGError { g_socket_new_from_fd(fds[0], $0) }!
        let socketRef = ObjectRef(adopting: UnsafeMutableRawPointer(socket))
        connection = ObjectRef(
            adopting: UnsafeMutableRawPointer(g_socket_connection_factory_create_connection(socketRef.cast())!))
        stream = g_io_stream_get_input_stream(connection.cast())
    }

    deinit {
        close(peer)
        buffer.deallocate()
    }

    var isReadPending: Bool { g_input_stream_has_pending(stream) != 0 }

    func send(_ text: String) {
        let written = text.utf8CString.withUnsafeBytes { write(peer, $0.baseAddress, $0.count - 1) }
        precondition(written == text.utf8.count)
    }

    func received(_ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    }

    /// `g_input_stream_read_async` bridged by `gioAsync`.
    @MainActor
    func read(timeout: Duration? = nil) async throws -> Int {
        let stream = stream
        let buffer = buffer
        return try await gioAsync(timeout: timeout) { cancellable, callback, data in
            lastCancellable = ObjectRef(retaining: UnsafeMutableRawPointer(cancellable))
            g_input_stream_read_async(stream, buffer, 64, G_PRIORITY_DEFAULT, cancellable, callback, data)
        } finish: { result in
            Int(try withGError { g_input_stream_read_finish(stream, result, $0) })
        }
    }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct AsyncBridgeTests {
    init() { TestEnvironment.prepare() }

    @Test func completedOperationReturnsItsResult() async throws {
        let pair = try SocketPairStream()
        pair.send("hello")
        let count = try #require(await awaitPumping { try await pair.read(timeout: .seconds(5)) }).get()
        #expect(count == 5)
        #expect(pair.received(count) == "hello")
        #expect(!pair.isReadPending)
    }

    @Test func cancellingTheTaskCancelsTheGIOOperation() async throws {
        let pair = try SocketPairStream()
        let reading = Task { @MainActor in try await pair.read() }
        #expect(await pumpUntil { pair.isReadPending }, "the read started")
        await pump(for: .milliseconds(30))
        #expect(pair.isReadPending, "nobody wrote, so the read is still waiting")

        // Nothing but the cancellation can end a read without a timeout that nobody writes to.
        reading.cancel()
        let outcome = try #require(await awaitPumping { try await reading.value }, "the cancelled task never finished")

        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(pair.lastCancellable.map { g_cancellable_is_cancelled($0.cast()) != 0 } == true)
        #expect(!pair.isReadPending, "GIO finished the read operation itself")

        // A second read would fail with G_IO_ERROR_PENDING if the first were still running.
        pair.send("after")
        let count = try #require(await awaitPumping { try await pair.read(timeout: .seconds(5)) }).get()
        #expect(count == 5)
        #expect(pair.received(count) == "after")
    }

    @Test func taskCancelledBeforeTheOperationStartsNeverWaits() async throws {
        let pair = try SocketPairStream()
        let reading = Task { @MainActor in try await pair.read() }
        reading.cancel()  // before the task body has had a chance to run
        let outcome = try #require(await awaitPumping { try await reading.value }, "the cancelled task never finished")
        #expect(throws: CancellationError.self) { try outcome.get() }
        #expect(pair.lastCancellable.map { g_cancellable_is_cancelled($0.cast()) != 0 } == true)
        #expect(!pair.isReadPending)
    }

    @Test func timeoutCancelsTheOperationAndThrowsTimedOut() async throws {
        let pair = try SocketPairStream()
        let started = ContinuousClock.now
        let outcome = try #require(await awaitPumping { try await pair.read(timeout: .milliseconds(100)) })
        let elapsed = ContinuousClock.now - started

        let error = #expect(throws: GLibError.self) { try outcome.get() }
        #expect(error?.isTimeout == true)
        #expect(error?.isCancellation == false)
        #expect(error?.domain == "g-io-error-quark")
        // Nothing else ends a read nobody writes to: the timed-out error is the deadline's.
        #expect(elapsed >= .milliseconds(100), "not before the deadline: \(elapsed)")
        #expect(!pair.isReadPending, "the timed-out read was cancelled in GIO")
    }

    @Test func gioErrorsSurfaceAsGLibError() async throws {
        let pair = try SocketPairStream()
        _ = try withGError { g_input_stream_close(pair.stream, nil, $0) }
        let outcome = try #require(await awaitPumping { try await pair.read() })
        let error = #expect(throws: GLibError.self) { try outcome.get() }
        #expect(error?.domain == "g-io-error-quark")
        #expect(error?.code == Int32(G_IO_ERROR_CLOSED.rawValue))
        #expect(error?.isCancellation == false)
        #expect(error?.isTimeout == false)
    }
}
