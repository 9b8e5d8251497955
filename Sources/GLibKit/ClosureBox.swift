import CGLib
import Synchronization

/// A Swift value — a closure, or a few — handed to C as a callback's user data.
///
/// The box goes to C *retained* (`retained()`) and comes back in the C
/// trampoline (`from(_:)`); GLib releases it with `releaseClosureBox` (a
/// `GDestroyNotify`) or `releaseSignalClosureBox` (a `GClosureNotify`) when
/// it drops the callback, so the value lives exactly as long as C can call
/// it: until a signal is disconnected or its object finalized, a source
/// removed, a D-Bus object unexported — never tied to whichever Swift wrapper
/// set it up. A one-shot callback takes the box back with `take(_:)` instead.
///
/// GLib calls these on the main thread here (the main context's callbacks,
/// GTK's), hence `@unchecked Sendable`.
public final class ClosureBox<Closure>: @unchecked Sendable {
    public let closure: Closure

    public init(_ closure: Closure) {
        self.closure = closure
        closureBoxesAlive.add(1, ordering: .relaxed)
    }

    deinit {
        closureBoxesAlive.subtract(1, ordering: .relaxed)
    }

    /// The box as user data for C, with a reference C now owns.
    public func retained() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// The box behind `data`, for as long as C holds it.
    public static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeUnretainedValue()
    }

    /// The box behind `data`, taking back C's reference: for a callback that runs once.
    public static func take(_ data: UnsafeMutableRawPointer?) -> ClosureBox {
        Unmanaged<ClosureBox>.fromOpaque(data!).takeRetainedValue()
    }
}

private let closureBoxesAlive = Atomic<Int>(0)

/// Number of closures C currently holds; lets tests prove none leak.
public var liveClosureBoxCount: Int { closureBoxesAlive.load(ordering: .relaxed) }

/// Releases a box given to C by `retained()`, whatever it holds.
public let releaseClosureBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// The same for a signal connection (`g_signal_connect_data`'s `GClosureNotify`).
public let releaseSignalClosureBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A weak reference to hand to a closure before the object exists (a
/// wrapper's callback set up before `super.init`).
public final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    public weak var object: Object?
    public init(_ object: Object? = nil) { self.object = object }
}
