import CGLib
import GLibKit
import GLibTestSupport
import Testing

/// The wrapper over GIO's default network monitor. The tests emit
/// `network-changed` themselves, as GIO does when routes change.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct NetworkMonitorTests {
    init() { TestEnvironment.prepare() }

    /// Emits `network-changed` on `monitor` with `available` as its argument.
    private func emitNetworkChanged(_ monitor: NetworkMonitor, available: Bool) {
        var values = [GValue(), GValue()]
        g_value_init(&values[0], g_type_from_name("GObject"))
        g_value_set_object(&values[0], monitor.objectPointer)
        g_value_init(&values[1], g_type_from_name("gboolean"))
        g_value_set_boolean(&values[1], available ? 1 : 0)
        let signal = g_signal_lookup("network-changed", g_network_monitor_get_type())
        #expect(signal != 0)
        g_signal_emitv(&values, signal, 0, nil)
        g_value_unset(&values[0])
        g_value_unset(&values[1])
    }

    @Test func wrapsTheDefaultMonitorAndReadsItsAvailability() {
        let monitor = NetworkMonitor()
        let gioDefault = g_network_monitor_get_default()
        #expect(UnsafeMutableRawPointer(monitor.objectPointer) == UnsafeMutableRawPointer(gioDefault))
        #expect(monitor.isNetworkAvailable == (g_network_monitor_get_network_available(gioDefault) != 0))
        #expect(monitor.isNetworkAvailable == monitor.boolProperty("network-available"))
    }

    @Test func reportsOnlyChangesOfAvailability() {
        let monitor = NetworkMonitor()
        let start = monitor.isNetworkAvailable
        var seen: [Bool] = []
        let connection = monitor.onAvailabilityChanged { seen.append($0) }
        defer { connection.disconnect() }

        emitNetworkChanged(monitor, available: start)
        #expect(seen == [], "routes changed, availability did not")
        emitNetworkChanged(monitor, available: !start)
        emitNetworkChanged(monitor, available: !start)
        emitNetworkChanged(monitor, available: start)
        #expect(seen == [!start, start])
    }

    @Test func aDisconnectedHandlerStopsAndIsReleased() {
        let monitor = NetworkMonitor()
        let start = monitor.isNetworkAvailable
        let before = liveClosureBoxCount
        var calls = 0
        let connection = monitor.onAvailabilityChanged { _ in calls += 1 }
        #expect(connection.isConnected)
        #expect(liveClosureBoxCount == before + 1)

        emitNetworkChanged(monitor, available: !start)
        #expect(calls == 1)
        connection.disconnect()
        #expect(!connection.isConnected)
        #expect(liveClosureBoxCount == before, "GLib released the handler")
        emitNetworkChanged(monitor, available: start)
        #expect(calls == 1, "a disconnected handler must not run")
    }
}
