import Foundation
import GLibTestSupport
import GtkKit
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A regional public holiday on a trip's days, with real widgets and keys,
/// offline over the bundled pack: on 6 January 2027 a trip leaves Hamburg and
/// arrives in Munich; Epiphany is a day off in Bavaria, not in Hamburg. The
/// stops were stored with their region's name only (as before codes were):
/// the Days view resolves them.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripRegionalHolidayFlowTests {
    @Test func epiphanyShowsInMunichAndNotInHamburg() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Epiphany")
        for (name, region, latitude, longitude) in [
            ("Hamburg", "Hamburg", 53.551, 9.994), ("Munich", "Bayern", 48.137, 11.575),
        ] {
            let place = Place(
                name: name, region: region, countryCode: "DE", point: GeoPoint(latitude: latitude, longitude: longitude)
            )
            _ = try store.appendWaypoint(place, toTrip: trip.id)
        }
        try store.setStartDate(LocalDate(iso: "2027-01-05"), ofTrip: trip.id)
        var days = TripDaysFlowTests.offlineDays()
        // The 612 km (a straight line at 70 km/h: 8 h 45 min) in one day's driving.
        days.dailyDrivingLimit = { 10 * 3_600 }
        let running = try TripsFlowTests.startFlow(
            width: 1100, height: 800, days: days, store: store,
            tiles: OfflineTileProvider(pack: HolidaysFlowTests.pack))
        defer { running.stop() }
        let flow = running.flow
        let page = try await TripDaysFlowTests.open(trip.id, in: flow)

        try KeyboardInput.press("alt+d", inWindowTitled: "Trips test")
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.stopsOrDays.visibleChildName == "days" })
        let sixth = LocalDateFormatter("EEEdMMM").string(from: LocalDate(year: 2027, month: 1, day: 6)!)
        let epiphany = "🇩🇪 Munich · \(sixth): Epiphany (public holiday — shops may be closed)"
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.days?.holidays.map(\.text) == [epiphany] })
        #expect(page.view.days.items.contains(.holiday(index: 0, text: epiphany)))
        #expect(await pumpUntil(timeout: .seconds(10)) { !page.view.stopsOrDays.isTransitionRunning })
        var settled = false
        flow.whenContentReady { settled = true }
        #expect(await pumpUntil(timeout: .seconds(15)) { settled })
        try await renderPNG(running.window, to: screenshotPath("trips-days-regional"))
    }
}
