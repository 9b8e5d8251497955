import CGtk
import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// "Open in Maps" from a stop's menu, clicked as a person does, hands the
/// stop to whichever app handles `geo:` — here a script of the test's own,
/// registered as that handler, which writes down the URI it was given.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct OpenInMapsTests {
    /// A `geo:` handler in XDG dirs of the test's own: a desktop file and its
    /// default in mimeapps.list. GLib read XDG_DATA_HOME and XDG_CONFIG_HOME
    /// once, before any test ran, and caches them, so setting the variables
    /// now would change nothing: the dirs are moved for the test as GLib's own
    /// tests move them (g_set_user_dirs), and moved back after it.
    private struct GeoHandler {
        let id = "globetrotter-test-geo.desktop"
        let received: String
        private let previous: (data: String, config: String)

        init() throws {
            let folder = makeTemporaryDirectory(prefix: "geo-handler")
            let (data, config) = (folder + "/data", folder + "/config")
            received = folder + "/received.txt"
            let script = folder + "/open-geo.sh"
            // Written aside and renamed: the test never reads half a line.
            try """
            #!/bin/sh
            printf '%s' "$1" > "\(received).part" && mv "\(received).part" "\(received)"
            """.write(toFile: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
            try FileManager.default.createDirectory(atPath: data + "/applications", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try """
            [Desktop Entry]
            Type=Application
            Name=Geo handler of a Globetrotter test
            Exec=\(script) %u
            MimeType=x-scheme-handler/geo;
            NoDisplay=true
            """.write(toFile: "\(data)/applications/\(id)", atomically: true, encoding: .utf8)
            try """
            [Default Applications]
            x-scheme-handler/geo=\(id)
            """.write(toFile: config + "/mimeapps.list", atomically: true, encoding: .utf8)
            previous = (String(cString: g_get_user_data_dir()), String(cString: g_get_user_config_dir()))
            gt_test_set_user_data_and_config_dirs(data, config)
        }

        /// The handler GIO would launch for a `geo:` URI now.
        var isGIOsChoice: Bool {
            guard let app = g_app_info_get_default_for_uri_scheme("geo") else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(app)) }
            return g_app_info_get_id(app).map { String(cString: $0) } == id
        }

        var uri: String? { try? String(contentsOfFile: received, encoding: .utf8) }

        func restore() { gt_test_set_user_data_and_config_dirs(previous.data, previous.config) }
    }

    @Test func openInMapsHandsTheStopToTheGeoHandler() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let handler = try GeoHandler()
        defer { handler.restore() }
        try #require(handler.isGIOsChoice, "GIO knows the handler")

        let (running, id) = try TripDirectionsFlowTests.start()
        defer { running.stop() }
        let trip = try await TripDirectionsFlowTests.openTrip(running, id: id)
        let lubeck = try #require(trip.view.row(for: trip.viewModel.state.rows[1].id)?.widget)
        let menuButton = try #require(
            lubeck.firstDescendant { $0.typeName == "GtkMenuButton" && $0.tooltip == "Stop menu" })
        #expect(await stoppedMoving(menuButton))
        try PointerInput.click(menuButton)
        let popover = try #require(
            await pumpUntilValue { menuButton.firstDescendant { $0.typeName == "GtkPopoverMenu" && $0.isMapped } })
        let entry = try #require(
            await firstWidget(in: popover) {
                $0.typeName == "GtkLabel" && Label(widget: $0.objectPointer).text == "Open in Maps" && $0.isMapped
            })
        #expect(await stoppedMoving(entry))
        try PointerInput.click(entry)

        // Lübeck, as the presenter words it: six decimals, about 10 cm.
        #expect(await pumpUntil(timeout: .seconds(20)) { handler.uri != nil }, "the handler was launched")
        #expect(handler.uri == "geo:53.865500,10.686600")
        #expect(await pumpUntil(timeout: .seconds(10)) { !popover.isMapped }, "the menu closed")
    }
}
