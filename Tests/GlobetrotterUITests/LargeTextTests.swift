import CGLibSupport
import CGtk
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Text 1.5× larger — GNOME's Large Text, `text-scaling-factor` 1.5, which
/// reaches GTK as an Xft DPI of 144 — cuts no label short on any page at the
/// window's default size: nothing a person reads ends in "…".
@Suite(.serialized, .timeLimit(.minutes(2)))
@MainActor
struct LargeTextTests {
    @Test func noPageCutsItsWordsShortWithTextOneAndAHalfTimesLarger() async throws {
        // GTK exists once the test application does.
        _ = TestApplication.shared
        let restore = LargeText.apply(factor: 1.5)
        defer { restore() }
        var tripID: Int64 = 0
        let shell = try await RunningShell.start(on: .holidays) { database in
            let store = TripStore(database: database)
            let trip = try TripDaysFlowTests.alpineTrip(in: store)
            tripID = trip.id
            let todos = ToDoStore(database: database)
            _ = try todos.add("Book the ferry to Helsinki", tripID: trip.id)
            _ = try todos.add("Exchange some Swiss francs")
        }
        defer { shell.close() }

        var cutShort: [String: [String]] = [:]
        for (name, target) in Self.pages(tripID: tripID) {
            shell.shell.open(target)
            var ready = false
            shell.shell.whenContentReady(of: target.page) { ready = true }
            #expect(await pumpUntil(timeout: .seconds(10)) { ready }, "\(name) shows its content")
            // Let a page that just appeared settle: its lists bind their rows on the next frames.
            #expect(await pumpUntil(timeout: .seconds(10)) { Self.isSettled(shell.window) })
            // Rows a list just bound are laid out by the next frames.
            var frames = 0
            shell.window.onNextFrame { shell.window.onNextFrame { frames += 1 } }
            #expect(await pumpUntil(timeout: .seconds(10)) { frames == 1 })
            let labels = LargeText.labelsCutShort(in: shell.window)
            if !labels.isEmpty { cutShort[name] = labels }
        }
        #expect(cutShort.isEmpty, "labels ending in … at 1.5× text: \(cutShort)")
    }

    private static func pages(tripID: Int64) -> [(String, SearchTarget)] {
        [
            ("Holidays", .holidayYear(country: "DE", year: 2026)),
            ("Converter", .page(.converter)),
            ("Trips", .page(.trips)),
            ("a trip", .trip(id: tripID)),
            ("To-Do", .page(.todo)),
            ("Profile", .page(.profile)),
        ]
    }

    /// No page transition runs and the window has laid itself out.
    private static func isSettled(_ window: Widget) -> Bool {
        !window.descendants().contains { widget in
            widget.typeName == "GtkStack" && gtk_stack_get_transition_running(OpaquePointer(widget.widgetPointer)) != 0
        }
    }
}

/// The text size a person chose, as GTK receives it, and what it does to labels.
@MainActor
enum LargeText {
    /// Sets GTK's font DPI as gsd-xsettings does for `factor`; returns how to undo it.
    static func apply(factor: Double) -> () -> Void {
        let settings = gtk_settings_get_default()!
        var value = GValue()
        g_value_init(&value, gt_type_int())
        g_value_set_int(&value, Int32(96 * factor * 1024))
        g_object_set_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-xft-dpi", &value)
        g_value_unset(&value)
        return { gtk_settings_reset_property(settings, "gtk-xft-dpi") }
    }

    /// The text of every shown label in `window` that Pango ellipsized.
    static func labelsCutShort(in window: Widget) -> [String] {
        window.descendants()
            .filter { $0.typeName == "GtkLabel" && $0.isMapped }
            .compactMap { widget -> String? in
                let label = OpaquePointer(widget.widgetPointer)
                guard let layout = gtk_label_get_layout(label), pango_layout_is_ellipsized(layout) != 0 else {
                    return nil
                }
                return String(cString: gtk_label_get_text(label))
            }
    }
}
