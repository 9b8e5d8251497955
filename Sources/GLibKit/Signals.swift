import CGLib

// Typed entry points for the handler shapes the app uses. Each trampoline is a
// C function pointer GLib can call; the closure travels in the user data.
//
// Every trampoline hands the handler the object that emitted the signal. A
// wrapper reads its state from that object, never from `self`: a Swift wrapper
// can be gone while its widget, and so the connection, lives on (Preferences
// crashed that way when a combo row's wrapper had been dropped).

/// The object that emitted a signal; alive for the handler's duration.
public typealias Emitter = UnsafeMutablePointer<GObject>

public typealias VoidHandler = @MainActor () -> Void
public typealias EmitterHandler = @MainActor (Emitter) -> Void
public typealias BoolHandler = @MainActor () -> Bool
public typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
public typealias EmitterPointerHandler = @MainActor (Emitter, UnsafeMutableRawPointer?) -> Void

private let emitterTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    instance, data in
    let handler = ClosureBox<EmitterHandler>.from(data).closure
    let emitter = UncheckedSendable(instance!.assumingMemoryBound(to: GObject.self))
    MainActor.assumeIsolated { handler(emitter.value) }
}

private let boolTrampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, data in
    let handler = ClosureBox<BoolHandler>.from(data).closure
    return MainActor.assumeIsolated { handler() } ? 1 : 0
}

private let pointerTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
        instance, argument, data in
        let handler = ClosureBox<EmitterPointerHandler>.from(data).closure
        let arguments = UncheckedSendable((instance!.assumingMemoryBound(to: GObject.self), argument))
        MainActor.assumeIsolated { handler(arguments.value.0, arguments.value.1) }
    }

extension ObjectRef {
    /// A signal whose C handler is `void (*)(GObject *, gpointer)`; the handler gets the emitter.
    @discardableResult
    public func on(_ signal: String, after: Bool = false, _ handler: @escaping EmitterHandler) -> SignalConnection {
        connectSignal(
            signal, trampoline: unsafeBitCast(emitterTrampoline, to: UnsafeRawPointer.self), handler: handler,
            after: after)
    }

    /// A signal whose C handler is `void (*)(GObject *, gpointer)`.
    @discardableResult
    public func on(_ signal: String, after: Bool = false, _ handler: @escaping VoidHandler) -> SignalConnection {
        on(signal, after: after) { (_: Emitter) in handler() }
    }

    /// A signal whose C handler is `gboolean (*)(GObject *, gpointer)`.
    @discardableResult
    public func onReturningBool(_ signal: String, _ handler: @escaping BoolHandler) -> SignalConnection {
        connectSignal(signal, trampoline: unsafeBitCast(boolTrampoline, to: UnsafeRawPointer.self), handler: handler)
    }

    /// A signal whose C handler is `void (*)(GObject *, gpointer arg, gpointer)`; the handler gets the emitter.
    @discardableResult
    public func onWithPointer(_ signal: String, _ handler: @escaping EmitterPointerHandler) -> SignalConnection {
        connectSignal(signal, trampoline: unsafeBitCast(pointerTrampoline, to: UnsafeRawPointer.self), handler: handler)
    }

    /// A signal whose C handler is `void (*)(GObject *, gpointer arg, gpointer)`.
    @discardableResult
    public func onWithPointer(_ signal: String, _ handler: @escaping PointerHandler) -> SignalConnection {
        onWithPointer(signal) { (_: Emitter, argument: UnsafeMutableRawPointer?) in handler(argument) }
    }

    /// Property change notification (`notify::name`); the handler gets the emitter to read the property from.
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping EmitterHandler) -> SignalConnection {
        onWithPointer("notify::\(property)") { (emitter: Emitter, _: UnsafeMutableRawPointer?) in handler(emitter) }
    }

    /// Property change notification (`notify::name`).
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping VoidHandler) -> SignalConnection {
        onNotify(property) { (_: Emitter) in handler() }
    }
}

extension UnsafeMutablePointer where Pointee == GObject {
    /// The emitter as another C type (the `ADW_COMBO_ROW()`-style cast macros).
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }
}
