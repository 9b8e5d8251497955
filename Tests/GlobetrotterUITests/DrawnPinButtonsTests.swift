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

        // Tab goes from one to the next; Space selects the focused pin's stop.
        let first = try #require(proxies(on: map).first)
        _ = first.grabFocus()
        try KeyboardInput.press("Tab", inWindowTitled: "Trips test")
        let focused = try #require(
            await pumpUntilValue {
                proxies(on: map).first { $0.hasFocus && $0.widgetPointer != first.widgetPointer }
            }, "Tab went to another pin")
        let name = try #require(focused.accessibleLabel)
        try KeyboardInput.press("space", inWindowTitled: "Trips test")
        let index = try #require(page.viewModel.state.map.pins.firstIndex { $0.accessibleName == name })
        let stop = page.viewModel.state.rows[index].id
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.selectedID == stop }, "\(name) selected")
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
