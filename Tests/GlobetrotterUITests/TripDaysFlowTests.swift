import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A trip's days with real widgets and real keys, offline over the bundled
/// pack: a three-country trip gets a start date from the calendar by the
/// keyboard, and its Days view shows the days, Austria's holiday on the day
/// the trip is in Innsbruck, and the currencies on the way with their rates.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct TripDaysFlowTests {
    /// The pack's holidays and ECB rates, a home currency of US dollars, and "now" on 1 December 2026.
    static func offlineDays() -> TripDaysSources {
        let pack = HolidaysFlowTests.pack
        let holidays = HolidayService(
            online: nil, offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: pack)))
        let rates = ExchangeRateService(
            online: [],
            offline: OfflineExchangeRateProvider(
                store: OfflineRateStore(pack: pack), catalog: CurrencyCatalog(pack: pack)),
            cache: MemoryRateCache())
        let countries = CountryCatalog(pack: pack)
        var sources = TripDaysSources(
            holidays: { country, year in try? await holidays.holidays(country: country, year: year) },
            storedRate: { from, to in await rates.rateWithoutNetwork(from: from, to: to) },
            countries: {
                Dictionary(
                    ((try? countries.countries()) ?? []).map { ($0.alpha2, $0) }, uniquingKeysWith: { a, _ in a })
            },
            homeCurrency: { "USD" }, packYears: { try? OfflineHolidayStore(pack: pack).coveredYears() },
            isOnline: false)
        sources.now = { Date(timeIntervalSince1970: 1_796_126_400) }  // 2026-12-01 12:00 UTC
        return sources
    }

    /// Munich, two nights in Innsbruck, then Zürich: Germany, Austria, Switzerland.
    static func alpineTrip(in store: TripStore) throws -> Trip {
        let trip = try store.createTrip(named: "Alpine Loop")
        for (name, country, latitude, longitude) in [
            ("München", "DE", 48.137, 11.575), ("Innsbruck", "AT", 47.269, 11.404), ("Zürich", "CH", 47.377, 8.540),
        ] {
            let place = Place(
                name: name, countryCode: country, point: GeoPoint(latitude: latitude, longitude: longitude))
            _ = try store.appendWaypoint(place, toTrip: trip.id)
        }
        let innsbruck = try store.waypoints(ofTrip: trip.id)[1]
        try store.setNights(2, ofWaypoint: innsbruck.id)
        return trip
    }

    /// Opens a stored trip's page from the list, once the list is ready, and waits for it to be at rest.
    static func open(
        _ id: Int64, in flow: TripsFlow
    ) async throws -> Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute> {
        var ready = false
        flow.whenContentReady { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        flow.list?.viewModel.send(.openTrip(id: id))
        #expect(await pumpUntil(timeout: .seconds(10)) { flow.trip?.viewModel.state.isContentShown == true })
        let page = try #require(flow.trip)
        #expect(await pumpUntil(timeout: .seconds(10)) { !flow.root.isTransitionRunning })
        return page
    }

    @Test func aStartDateChosenByKeysShowsTheDaysTheHolidayAndTheMoney() async throws {
        try #require(KeyboardInput.isAvailable, "xdotool is installed by scripts/install-dependencies.sh --tests")
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try Self.alpineTrip(in: store)
        let running = try TripsFlowTests.startFlow(
            width: 1100, height: 800, days: Self.offlineDays(), store: store,
            tiles: OfflineTileProvider(pack: HolidaysFlowTests.pack))
        defer { running.stop() }
        var opened: [String] = []
        let open = SimpleAction("open", parameterIsString: true)
        open.onActivate { (id: String) in opened.append(id) }
        running.window.addAction(open)
        let flow = running.flow
        let page = try await TripDaysFlowTests.open(trip.id, in: flow)
        #expect(page.viewModel.state.startDate == nil)
        #expect(page.view.startDate.widget.isVisible)

        // The calendar opens on "today" (1 December); six days on is Monday 7 December.
        try PointerInput.click(page.view.startDate.widget)
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.startDate.isOpen })
        for key in Array(repeating: "Right", count: 6) + ["Return"] {
            try KeyboardInput.press(key, inWindowTitled: "Trips test")
        }
        #expect(
            await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.startDate == LocalDate(iso: "2026-12-07") })
        // Dates as the user's LC_TIME words them (the wording's own tests fix the locale).
        let day = LocalDateFormatter("EEEdMMM")
        func on(_ date: Int) -> String { day.string(from: LocalDate(year: 2026, month: 12, day: date)!) }
        #expect(
            page.viewModel.state.startDateText
                == LocalDateFormatter("EEEdMMMyyyy").string(from: LocalDate(year: 2026, month: 12, day: 7)!))
        #expect(!page.view.startDate.isOpen)
        #expect(
            page.viewModel.state.rows.map(\.stay) == [
                "\(on(7)) – \(on(8)) · 1 night", "\(on(8)) – \(on(10)) · 2 nights", "\(on(10)) · Passing through",
            ])

        // Alt+D shows the Days view: the holiday on its day, the currencies with their rates.
        try KeyboardInput.press("alt+d", inWindowTitled: "Trips test")
        #expect(await pumpUntil(timeout: .seconds(10)) { page.view.stopsOrDays.visibleChildName == "days" })
        let holiday = "🇦🇹 Innsbruck · \(on(8)): Immaculate Conception (public holiday — shops may be closed)"
        #expect(await pumpUntil(timeout: .seconds(10)) { page.viewModel.state.days?.holidays.map(\.text) == [holiday] })
        let days = try #require(page.viewModel.state.days?.days)
        #expect(days.map(\.title) == [on(7), on(8), on(9), on(10)])
        #expect(days.map(\.isHoliday) == [false, true, false, false])
        #expect(days[1].holidays == [holiday])
        let money = try #require(page.viewModel.state.days?.currencies.map(\.text))
        #expect(money.count == 3, "\(money)")
        #expect(money.allSatisfy { $0.contains("1 USD = ") }, "\(money)")
        #expect(money.contains { $0.hasPrefix("🇨🇭 Switzerland: CHF") }, "\(money)")
        #expect(money.contains { $0.hasPrefix("🇦🇹 Austria: EUR") }, "\(money)")
        #expect(page.view.days.items.contains(.holiday(index: 0, text: holiday)))
        #expect(await pumpUntil(timeout: .seconds(10)) { !page.view.stopsOrDays.isTransitionRunning })
        #expect(await pumpUntil(timeout: .seconds(10)) { !page.viewModel.state.isCalculating })
        // The README's picture: the map settled with every tile drawn.
        var settled = false
        flow.whenContentReady { settled = true }
        #expect(await pumpUntil(timeout: .seconds(15)) { settled })
        try await renderPNG(running.window, to: screenshotPath("trips-days"))

        // The holiday opens in Holidays, through the window.
        let holidayRow = try #require(page.view.days.items.firstIndex(of: .holiday(index: 0, text: holiday)))
        page.view.days.list.activate(holidayRow)
        #expect(await pumpUntil(timeout: .seconds(5)) { opened == ["holiday:AT:2026-12-08:0"] })
    }
}
