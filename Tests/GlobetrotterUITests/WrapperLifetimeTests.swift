import CGlobetrotter
import CGtk
import GLibKit
import GLibTestSupport
import GtkKit
import Testing

/// A signal handler outlives the Swift wrapper that connected it: the widget,
/// not the wrapper, keeps the connection. Handlers read from the emitter.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct WrapperLifetimeTests {
    init() { _ = TestApplication.shared }  // GTK is initialised by registering the application

    @Test func searchEntryReportsItsTextAfterItsWrapperIsGone() async throws {
        let box = Box(.vertical)
        var reported: [String] = []
        weak var dropped: SearchEntry?
        do {
            let entry = SearchEntry(placeholder: "Search")
            entry.onSearchChanged { reported.append($0) }
            box.append(entry)
            dropped = entry
        }
        #expect(dropped == nil, "no Swift reference is left")
        let entry = try #require(box.firstDescendant { $0.typeName == "GtkSearchEntry" })
        gtk_editable_set_text(OpaquePointer(entry.objectPointer), "zur")
        gt_signal_emit_void(entry.objectPointer, "search-changed")
        #expect(reported.last == "zur")
    }

    @Test func nextFrameArrivesAfterTheWrapperIsGone() async throws {
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        var painted = false
        weak var dropped: Label?
        do {
            let label = Label("Frame")
            window.setContent(label)
            label.onNextFrame { painted = true }  // not realized yet: waits for `realize`
            dropped = label
        }
        #expect(dropped == nil, "no Swift reference is left")
        window.present()
        #expect(await pumpUntil(timeout: .seconds(10)) { painted })
    }
}
