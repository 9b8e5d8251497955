import CGLib
import GLibKit
import GLibTestSupport
import Testing

/// Signal closures live exactly as long as their connection: GLib releases
/// the retained box on disconnect and when the object is finalized.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct SignalConnectionTests {
    init() { TestEnvironment.prepare() }

    private func makeAction(_ name: String = "probe") -> ObjectRef {
        ObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)!))
    }

    private func activate(_ action: ObjectRef) {
        g_action_activate(OpaquePointer(action.objectPointer), nil)
    }

    @Test func disconnectReleasesTheClosureBoxAndStopsTheHandler() {
        let action = makeAction()
        let before = liveClosureBoxCount
        var calls = 0
        weak var capturedProbe: Probe?
        let connection: SignalConnection
        do {
            let probe = Probe()
            capturedProbe = probe
            connection = action.onWithPointer("activate") { _ in
                withExtendedLifetime(probe) { calls += 1 }
            }
        }
        #expect(liveClosureBoxCount == before + 1)
        #expect(connection.isConnected)
        #expect(capturedProbe != nil, "the connection keeps its closure alive")

        activate(action)
        activate(action)
        #expect(calls == 2)

        connection.disconnect()
        #expect(liveClosureBoxCount == before)
        #expect(!connection.isConnected)
        #expect(capturedProbe == nil, "GLib released the closure and what it captured")

        activate(action)
        #expect(calls == 2, "a disconnected handler must not run")
        connection.disconnect()  // a second disconnect is harmless
        #expect(liveClosureBoxCount == before)
    }

    @Test func disconnectingOneHandlerLeavesTheOthers() {
        let action = makeAction()
        let before = liveClosureBoxCount
        var first = 0
        var second = 0
        let firstConnection = action.onWithPointer("activate") { _ in first += 1 }
        action.onWithPointer("activate") { _ in second += 1 }
        #expect(liveClosureBoxCount == before + 2)

        firstConnection.disconnect()
        #expect(liveClosureBoxCount == before + 1)
        activate(action)
        #expect(first == 0)
        #expect(second == 1)
    }

    @Test func finalizingTheObjectReleasesItsClosureBoxes() {
        let before = liveClosureBoxCount
        weak var capturedProbe: Probe?
        var calls = 0
        var connections: [SignalConnection] = []
        do {
            let cancellable = ObjectRef(adopting: UnsafeMutableRawPointer(g_cancellable_new()!))
            let probe = Probe()
            capturedProbe = probe
            connections.append(cancellable.on("cancelled") { withExtendedLifetime(probe) { calls += 1 } })
            connections.append(cancellable.on("cancelled", after: true) { calls += 10 })
            #expect(liveClosureBoxCount == before + 2)

            g_cancellable_cancel(cancellable.cast())
            #expect(calls == 11, "both handlers ran before the object went away")
            let allConnected = connections.allSatisfy { $0.isConnected }
            #expect(allConnected)
        }  // the wrapper held the only reference: the cancellable is finalized here

        #expect(liveClosureBoxCount == before)
        #expect(capturedProbe == nil)
        let noneConnected = connections.allSatisfy { !$0.isConnected }
        #expect(noneConnected, "tokens do not keep the object alive")
        connections.forEach { $0.disconnect() }  // disconnecting after finalize is a no-op
        #expect(liveClosureBoxCount == before)
    }

    @Test func anotherReferenceKeepsTheHandlerConnectedAfterTheWrapperGoes() {
        let before = liveClosureBoxCount
        var calls = 0
        let raw = g_simple_action_new("shared", nil)!
        do {
            let wrapper = ObjectRef(retaining: UnsafeMutableRawPointer(raw))
            wrapper.onWithPointer("activate") { _ in calls += 1 }
        }
        // The box belongs to the connection, not to the Swift wrapper.
        #expect(liveClosureBoxCount == before + 1)
        g_action_activate(raw, nil)
        #expect(calls == 1)

        g_object_unref(UnsafeMutableRawPointer(raw))
        #expect(liveClosureBoxCount == before)
    }

    @Test func onNotifyRunsForItsPropertyOnly() {
        let action = makeAction()
        var enabledChanges = 0
        let connection = action.onNotify("enabled") { enabledChanges += 1 }
        g_simple_action_set_enabled(OpaquePointer(action.objectPointer), 0)
        #expect(enabledChanges == 1)
        action.setProperty("enabled", true)
        #expect(enabledChanges == 2)
        #expect(action.boolProperty("enabled"))
        connection.disconnect()
        action.setProperty("enabled", false)
        #expect(enabledChanges == 2)
    }
}
