import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// Pins drawn by one layer (a trip of more than 100 stops) are still there
/// for a screen reader and the keyboard: the pins in view each have a
/// focusable button named after its stop, Tab moves between them, and
/// pressing one selects its stop as a click does.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct DrawnPinButtonsTests {
    @Test func theDrawnPinsInViewAreNamedButtonsThatSelectTheirStop() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let running = try TripsFlowTests.startFlow()
        defer { running.stop() }
        let (_, page) = try await TripMapInputTests().openTrip(TripMapInputTests.manyStops, in: running)
        let map = page.view.mapView.map
        #expect(map.pins.isEmpty, "drawn, not a widget each")

        // The whole trip in view: a button for each of the first 40 pins, in trip order, named as the stop's pin.
        let all = pinsInView(page.viewModel.state.map.pins, on: map)
        #expect(all.count == TripMapInputTests.manyStops.count)
        #expect(
            await pumpUntil(timeout: .seconds(5)) { proxies(on: map).map(\.accessibleLabel) == Array(all.prefix(40)) })
        #expect(all.first == "Stop 1, Stop 0")

        // Closer, then moved: the buttons are the pins in view once the view rests.
        let middle = TripMapInputTests.manyStops[65].point
        map.show(latitude: middle.latitude, longitude: middle.longitude, zoom: 9)
        let near = pinsInView(page.viewModel.state.map.pins, on: map)
        #expect(!near.isEmpty && near.count < 40, "\(near.count) in view")
        #expect(await pumpUntil(timeout: .seconds(5)) { proxies(on: map).map(\.accessibleLabel) == near })
        map.pan(dx: 300, dy: 0)
        let moved = pinsInView(page.viewModel.state.map.pins, on: map)
        #expect(!moved.isEmpty && moved != near)
        #expect(await pumpUntil(timeout: .seconds(5)) { proxies(on: map).map(\.accessibleLabel) == moved })

        // Laid out (a button's place decides its Tab order), Tab goes from the top pin to another;
        // Space selects the focused pin's stop.
        var drawn = false
        map.onNextFrame { drawn = true }
        #expect(await pumpUntil(timeout: .seconds(5)) { drawn })
        let first = try #require(topmost(proxies(on: map), pins: page.viewModel.state.map.pins, on: map))
        _ = first.grabFocus()
        #expect(await pumpUntil(timeout: .seconds(5)) { first.hasFocus })
        try KeyboardInput.press("Tab", inWindowTitled: "Trips test")
        let focused = try #require(
            await pumpUntilValue {
                proxies(on: map).first { $0.hasFocus && $0.widgetPointer != first.widgetPointer }
            },
            "Tab went to another pin, not to \(focusedWidget(in: page.view.root).map { "\($0.typeName) “\($0.accessibleLabel ?? "")”" } ?? "nothing") from \(first.accessibleLabel ?? "")"
        )
        let name = try #require(focused.accessibleLabel)
        // Only the focus ring shows, around the drawn pin: a picture to look at.
        let picture = makeTemporaryDirectory(prefix: "drawn-pins") + "/drawn-pin-focused.png"
        try await renderPNG(page.view.root, to: picture)
        print("drawn pins: the focused pin's button is drawn in \(picture)")
        try KeyboardInput.press("space", inWindowTitled: "Trips test")
        let index = try #require(page.viewModel.state.map.pins.firstIndex { $0.accessibleName == name })
        let stop = page.viewModel.state.rows[index].id
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.selectedID == stop }, "\(name) selected")
    }

    /// The button of the pin nearest the top: GTK 4.8's Tab order goes by place, top to bottom.
    private func topmost(_ proxies: [Widget], pins: [TripMapContent.Pin], on map: MapView) -> Widget? {
        let heights = proxies.map { proxy -> Double in
            guard let pin = pins.first(where: { $0.accessibleName == proxy.accessibleLabel }) else { return .infinity }
            return map.offsetFromCentre(latitude: pin.point.latitude, longitude: pin.point.longitude).y
        }
        return heights.indices.min { heights[$0] < heights[$1] }.map { proxies[$0] }
    }

    private func focusedWidget(in page: Widget) -> Widget? {
        page.root.flatMap { window in window.descendants().first { $0.hasFocus } }
    }

    private func proxies(on map: MapView) -> [Widget] {
        map.descendants().filter { $0.hasCSSClass("pin-proxy") }
    }

    /// The names of the pins whose centre is on the map, in trip order.
    private func pinsInView(_ pins: [TripMapContent.Pin], on map: MapView) -> [String] {
        let size = map.allocatedSize
        return pins.filter { pin in
            let spot = map.offsetFromCentre(latitude: pin.point.latitude, longitude: pin.point.longitude)
            return abs(spot.x) < Double(size.width) / 2 - 1 && abs(spot.y) < Double(size.height) / 2 - 1
        }.map(\.accessibleName)
    }
}
