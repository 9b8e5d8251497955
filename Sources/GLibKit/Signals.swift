import CGLib

// Typed entry points for the handler shapes the app uses. Each trampoline is a
// C function pointer GLib can call; the closure travels in the user data.

public typealias VoidHandler = @MainActor () -> Void
public typealias BoolHandler = @MainActor () -> Bool
public typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void

private let voidTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, data in
    let handler = SignalClosureBox<VoidHandler>.from(data).handler
    MainActor.assumeIsolated { handler() }
}

private let boolTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, data in
    let handler = SignalClosureBox<BoolHandler>.from(data).handler
    return MainActor.assumeIsolated { handler() } ? 1 : 0
}

private let pointerTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        _, argument, data in
        let handler = SignalClosureBox<PointerHandler>.from(data).handler
        let argument = UncheckedSendable(argument)
        MainActor.assumeIsolated { handler(argument.value) }
    }

extension ObjectRef {
    /// A signal whose C handler is `void (*)(GObject *, gpointer)`.
    @discardableResult
    public func on(_ signal: String, after: Bool = false, _ handler: @escaping VoidHandler) -> SignalConnection {
        connectSignal(
            signal, trampoline: unsafeBitCast(voidTrampoline, to: UnsafeRawPointer.self), handler: handler, after: after
        )
    }

    /// A signal whose C handler is `gboolean (*)(GObject *, gpointer)`.
    @discardableResult
    public func onReturningBool(_ signal: String, _ handler: @escaping BoolHandler) -> SignalConnection {
        connectSignal(signal, trampoline: unsafeBitCast(boolTrampoline, to: UnsafeRawPointer.self), handler: handler)
    }

    /// A signal whose C handler is `void (*)(GObject *, gpointer arg, gpointer)`.
    @discardableResult
    public func onWithPointer(_ signal: String, _ handler: @escaping PointerHandler) -> SignalConnection {
        connectSignal(signal, trampoline: unsafeBitCast(pointerTrampoline, to: UnsafeRawPointer.self), handler: handler)
    }

    /// Property change notification (`notify::name`).
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping VoidHandler) -> SignalConnection {
        connectSignal(
            "notify::\(property)", trampoline: unsafeBitCast(pointerTrampoline, to: UnsafeRawPointer.self),
            handler: { (_: UnsafeMutableRawPointer?) in handler() } as PointerHandler)
    }
}
