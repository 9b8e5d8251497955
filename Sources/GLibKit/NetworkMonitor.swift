import CGLib

public typealias AvailabilityHandler = @MainActor (Bool) -> Void

/// `void (*)(GNetworkMonitor *, gboolean network_available, gpointer)`.
private let availabilityTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, gboolean, UnsafeMutableRawPointer?) -> Void =
        { _, available, data in
            let handler = ClosureBox<AvailabilityHandler>.from(data).closure
            MainActor.assumeIsolated { handler(available != 0) }
        }

/// GIO's network monitor (`g_network_monitor_get_default()`): whether the
/// machine has a route to the internet, and when that changes.
public final class NetworkMonitor: ObjectRef, @unchecked Sendable {
    /// The process-wide monitor; GIO owns it, this holds a reference.
    public convenience init() {
        self.init(retaining: UnsafeMutableRawPointer(g_network_monitor_get_default()!))
    }

    /// `GNetworkMonitor` is an interface: Swift sees an opaque pointer.
    private var monitor: OpaquePointer { OpaquePointer(objectPointer) }

    /// The `network-available` property: a default route exists.
    public var isNetworkAvailable: Bool { g_network_monitor_get_network_available(monitor) != 0 }

    /// Calls `handler` with the new value each time the network comes or goes.
    /// GIO emits `network-changed` for any change of routes, often with the
    /// same availability; those repeats are dropped, so `handler(true)` means
    /// the network was unavailable a moment ago.
    @MainActor
    @discardableResult
    public func onAvailabilityChanged(_ handler: @escaping AvailabilityHandler) -> SignalConnection {
        let last = LastAvailability(isNetworkAvailable)
        let changed: AvailabilityHandler = { available in
            guard available != last.value else { return }
            last.value = available
            handler(available)
        }
        return connectSignal(
            "network-changed", trampoline: unsafeBitCast(availabilityTrampoline, to: UnsafeRawPointer.self),
            handler: changed)
    }
}

@MainActor
private final class LastAvailability {
    var value: Bool
    init(_ value: Bool) { self.value = value }
}
