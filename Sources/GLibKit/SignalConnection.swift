import CGLib

/// A token for one connected handler. Disconnecting is optional: handlers die
/// with their object. The token does not keep the object alive.
public final class SignalConnection: @unchecked Sendable {
    private let instance: UnsafeMutableRawPointer
    private let handlerID: gulong
    private let weakRef: UnsafeMutablePointer<GWeakRef>

    init(instance: UnsafeMutableRawPointer, handlerID: gulong) {
        self.instance = instance
        self.handlerID = handlerID
        weakRef = .allocate(capacity: 1)
        g_weak_ref_init(weakRef, instance)
    }

    deinit {
        g_weak_ref_clear(weakRef)
        weakRef.deallocate()
    }

    public var isConnected: Bool {
        guard let object = g_weak_ref_get(weakRef) else { return false }
        defer { g_object_unref(object) }
        return g_signal_handler_is_connected(object, handlerID) != 0
    }

    /// Disconnects the handler if the object is still alive; safe to call twice.
    public func disconnect() {
        guard let object = g_weak_ref_get(weakRef) else { return }
        defer { g_object_unref(object) }
        if g_signal_handler_is_connected(object, handlerID) != 0 {
            g_signal_handler_disconnect(object, handlerID)
        }
    }
}

extension ObjectRef {
    /// Connects a C trampoline with `handler` boxed as its user data.
    ///
    /// `trampoline` must be a `@convention(c)` function whose last parameter is
    /// the user data; it recovers the closure with `ClosureBox.from`.
    @discardableResult
    public func connectSignal<Handler>(
        _ signal: String, trampoline: UnsafeRawPointer, handler: Handler, after: Bool = false
    ) -> SignalConnection {
        let box = ClosureBox(handler).retained()
        let callback = unsafeBitCast(trampoline, to: GCallback.self)
        let id = g_signal_connect_data(
            objectPointer, signal, callback, box, releaseSignalClosureBox,
            after ? G_CONNECT_AFTER : GConnectFlags(0))
        precondition(id != 0, "\(typeName) has no signal \(signal)")
        return SignalConnection(instance: UnsafeMutableRawPointer(objectPointer), handlerID: id)
    }
}
