import Foundation
import GLibTestSupport
import OpenCombine
import Synchronization
import Testing

@testable import GlobetrotterCore

/// The trip page's days over the real store: the start date and nights
/// stored and shown, holidays and rates asked once per country-year and
/// currency, the rows that open Holidays and the converter, the calendar file.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripDaysPresenterTests {
    private let store: TripStore
    private let innsbruck = Place(
        name: "Innsbruck", region: "Tyrol", countryCode: "AT", point: GeoPoint(latitude: 47.27, longitude: 11.39))
    private let zurich = Place(name: "Zürich", countryCode: "CH", point: GeoPoint(latitude: 47.38, longitude: 8.54))
    private static let immaculate = Holiday(
        date: LocalDate(iso: "2026-12-08")!, localName: "Mariä Empfängnis", name: "Immaculate Conception",
        countryCode: "AT")

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    /// What the page asked its sources for.
    final class Asked: Sendable {
        let holidays = Mutex<[String]>([])
        let rates = Mutex<[String]>([])
    }

    private func sources(_ asked: Asked, packYears: ClosedRange<Int>? = 2024...2030) -> TripDaysSources {
        var sources = TripDaysSources(
            holidays: { country, year in
                asked.holidays.withLock { $0.append("\(country) \(year)") }
                let holidays = country == "AT" && year == 2026 ? [Self.immaculate] : []
                return HolidayYear(
                    countryCode: country, year: year, holidays: holidays, source: .offline(years: 2024...2030))
            },
            storedRate: { from, to in
                asked.rates.withLock { $0.append("\(from)→\(to)") }
                return RateQuote(
                    rate: ExchangeRate(base: from, target: to, date: LocalDate(iso: "2026-10-30")!, rate: 0.94),
                    source: .offlineECB)
            },
            countries: {
                [
                    "AT": Country(alpha2: "AT", alpha3: "AUT", name: "Austria", flag: "🇦🇹", currency: "EUR"),
                    "CH": Country(alpha2: "CH", alpha3: "CHE", name: "Switzerland", flag: "🇨🇭", currency: "CHF"),
                ]
            },
            homeCurrency: { "EUR" }, packYears: { packYears }, isOnline: false)
        sources.now = { Date(timeIntervalSince1970: 1_796_126_400) }  // 2026-12-01 12:00 UTC
        return sources
    }

    private func presenter(_ sources: TripDaysSources) throws -> (TripDetailPresenter, Int64) {
        let trip = try store.createTrip(named: "Alps")
        for stop in [innsbruck, zurich] { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(routers: [:], store: store),
            files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces())
        let presenter = TripDetailPresenter(
            tripID: trip.id, interactor: interactor, places: PlaceText { $0 == "AT" ? "Austria" : nil },
            wording: TripsWording(numbers: Locale(identifier: "en_GB")), clock: ManualClock(), rerouteDelay: .zero,
            days: sources,
            daysWording: TripDaysWording(
                dates: Locale(identifier: "en_GB"), numbers: Locale(identifier: "en_GB"),
                naming: HolidayNaming(language: "en")))
        return (presenter, trip.id)
    }

    /// The routes a page took, in order.
    final class RouteRecorder {
        var recorded: [TripDetailRoute] = []
        var following: AnyCancellable?
    }

    /// A loaded page over the usual sources, its routes recorded.
    private func loadedRecordingRoutes() async throws -> (TripDetailPresenter, RouteRecorder) {
        let (presenter, _) = try presenter(sources(Asked()))
        let routes = RouteRecorder()
        routes.following = presenter.routes.sink { [routes] in routes.recorded.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        return (presenter, routes)
    }

    @Test func withoutAStartDateTheDaysAreNumberedAndNoHolidayIsAsked() async throws {
        let asked = Asked()
        let (presenter, _) = try presenter(sources(asked))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.startDate == nil)
        #expect(presenter.state.startDateText == "No Start Date")
        #expect(presenter.state.calendarDay == LocalDate(iso: "2026-12-01"))
        #expect(presenter.state.rows.map(\.stay) == [nil, nil])
        #expect(presenter.state.days?.days.map(\.title) == ["Day 1", "Day 2"])
        #expect(presenter.state.dayItems.first == .note(TripDaysLabels().noStartDate))
        #expect(!presenter.state.canExportCalendar)
        #expect(asked.holidays.withLock { $0 }.isEmpty)
        // The one currency not the home one is asked for once, dates or not.
        #expect(asked.rates.withLock { $0 } == ["EUR→CHF"])
    }

    @Test func aStartDateIsStoredAndBringsTheDatesTheHolidayAndTheRate() async throws {
        let asked = Asked()
        let (presenter, tripID) = try presenter(sources(asked))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.setStartDate(LocalDate(iso: "2026-12-07")))
        await presenter.settled()
        #expect(try store.trip(id: tripID)?.startDate == LocalDate(iso: "2026-12-07"))
        #expect(presenter.state.startDateText == "Mon, 7 Dec 2026")
        #expect(presenter.state.rows.map(\.stay) == ["Mon 7 Dec – Tue 8 Dec · 1 night", "Tue 8 Dec · Passing through"])
        let holiday = "🇦🇹 Innsbruck · Tue 8 Dec: Immaculate Conception (public holiday — shops may be closed)"
        #expect(presenter.state.days?.holidays.map(\.text) == [holiday])
        #expect(presenter.state.days?.days.map(\.isHoliday) == [false, true])
        #expect(
            presenter.state.days?.currencies.map(\.text) == [
                "🇨🇭 Switzerland: CHF · 1 EUR = 0.9400 CHF, Offline ECB rates of 30 Oct 2026"
            ])
        #expect(presenter.state.canExportCalendar)
        #expect(presenter.state.days?.note == nil)
        // Asked once each, however often the page is shown again.
        presenter.viewModel.send(.select(id: nil))
        presenter.viewModel.send(.setTravelMode(.bicycle))
        await presenter.settled()
        #expect(asked.holidays.withLock { $0 }.sorted() == ["AT 2026", "CH 2026"])
        #expect(asked.rates.withLock { $0 } == ["EUR→CHF"])

        // Taken away: the dates go, the store forgets it.
        presenter.viewModel.send(.setStartDate(nil))
        await presenter.settled()
        #expect(try store.trip(id: tripID)?.startDate == nil)
        #expect(presenter.state.rows.map(\.stay) == [nil, nil])
    }

    @Test func nightsChangeByOneStayWithinZeroAndAYearAndAreStored() async throws {
        let (presenter, _) = try presenter(sources(Asked()))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.setStartDate(LocalDate(iso: "2026-12-07")))
        let first = presenter.state.rows[0].id
        presenter.viewModel.send(.changeNights(id: first, by: 1))
        await presenter.settled()
        #expect(presenter.state.rows[0].stay == "Mon 7 Dec – Wed 9 Dec · 2 nights")
        #expect(try store.waypoints(ofTrip: presenter.state.tripID)[0].nights == 2)
        for _ in 0..<3 { presenter.viewModel.send(.changeNights(id: first, by: -1)) }
        await presenter.settled()
        #expect(presenter.state.rows[0].stay == "Mon 7 Dec · Passing through")
        #expect(!presenter.state.rows[0].canStayShorter)
        #expect(try store.waypoints(ofTrip: presenter.state.tripID)[0].nights == 0)
        presenter.viewModel.send(.changeNights(id: first, by: TripDetailPresenter.mostNights + 10))
        await presenter.settled()
        #expect(try store.waypoints(ofTrip: presenter.state.tripID)[0].nights == TripDetailPresenter.mostNights)
    }

    /// Worked out off the main thread (from `daysOffMainFrom` stops), then shown with every stop's dates.
    @Test func aThousandStopTripGetsItsDays() async throws {
        let asked = Asked()
        let (presenter, tripID) = try presenter(sources(asked))
        for index in 2..<1_000 {
            let place = Place(
                name: "Stop \(index)", countryCode: index.isMultiple(of: 2) ? "AT" : "CH",
                point: GeoPoint(latitude: 46 + Double(index % 30) * 0.05, longitude: 9 + Double(index / 30) * 0.05))
            _ = try store.appendWaypoint(place, toTrip: tripID)
        }
        try store.setStartDate(LocalDate(iso: "2026-12-07"), ofTrip: tripID)
        #expect(1_000 >= TripDetailPresenter.daysOffMainFrom)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        let days = try #require(presenter.state.days)
        #expect(days.days.count >= 1_000)
        #expect(days.days.first?.title == "Mon 7 Dec")
        #expect(presenter.state.rows.count == 1_000)
        #expect(presenter.state.rows.allSatisfy { $0.stay != nil })
        #expect(days.holidays.contains { $0.date == LocalDate(iso: "2026-12-08") })
    }

    @Test func aYearBeyondThePackIsSaidAndOfflineHasNoHolidaysForIt() async throws {
        let (presenter, _) = try presenter(sources(Asked()))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        presenter.viewModel.send(.setStartDate(LocalDate(iso: "2032-12-07")))
        await presenter.settled()
        #expect(
            presenter.state.days?.note
                == "The offline data covers the years 2024–2030: holidays in 2032 are not known offline.")
        #expect(presenter.state.dayItems.contains(.note(presenter.state.days?.note ?? "")))
        #expect(presenter.state.days?.holidays.isEmpty == true)
    }

    @Test func aHolidayOpensHolidaysAndACurrencyTheConverterOnItsPair() async throws {
        let (presenter, routes) = try await loadedRecordingRoutes()
        presenter.viewModel.send(.setStartDate(LocalDate(iso: "2026-12-07")))
        await presenter.settled()
        presenter.viewModel.send(.openHoliday(0))
        presenter.viewModel.send(.openCurrency(0))
        presenter.viewModel.send(.openHoliday(5))
        #expect(
            routes.recorded == [
                .open(.holiday(country: "AT", date: LocalDate(iso: "2026-12-08")!, index: 0)),
                .open(.conversion(amount: 1, from: "EUR", to: "CHF")),
            ])
    }

    @Test func theCalendarNeedsAStartDateThenIsWrittenWhereChosen() async throws {
        let (presenter, routes) = try await loadedRecordingRoutes()
        presenter.viewModel.send(.chooseCalendarFile)
        #expect(routes.recorded.isEmpty)
        #expect(presenter.state.toast?.text == "Choose a start date first: a calendar needs the trip’s dates.")
        presenter.viewModel.send(.setStartDate(LocalDate(iso: "2026-12-07")))
        presenter.viewModel.send(.chooseCalendarFile)
        #expect(routes.recorded == [.chooseCalendarFile(suggestedName: "Alps.ics")])
        let path = "\(makeTemporaryDirectory(prefix: "calendar"))/Alps.ics"
        presenter.viewModel.send(.exportCalendar(path: path))
        await presenter.settled()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("DTSTART;VALUE=DATE:20261207\r\n"))
        #expect(text.contains("SUMMARY:Innsbruck\r\n"))
        #expect(text.contains("X-WR-CALNAME:Alps\r\n"))
        #expect(presenter.state.toast?.text == TripFilesWording.exported(fileName: "Alps.ics"))
    }
}
