import Foundation
import OpenCombine
import Testing

@testable import GlobetrotterCore

/// A router that answers what the test says and counts its requests.
final class FakeRouteProvider: RouteProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var answer: Result<Route, RoutingError>
    private var requests: [[GeoPoint]] = []

    let credit: String

    init(_ answer: Result<Route, RoutingError>, credit: String = "OSRM") {
        self.answer = answer
        self.credit = credit
    }

    var requestCount: Int { lock.withLock { requests.count } }
    func answer(with result: Result<Route, RoutingError>) { lock.withLock { answer = result } }

    /// Refuses what `OSRMRouter` refuses: too many stops, and (as its decoder does) an answer
    /// whose legs do not join the stops pair by pair; one stop or none is no route at all.
    func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route {
        guard stops.count <= OSRMRouter.maximumStops else { throw .tooManyStops }
        guard stops.count > 1 else { return Route(legs: [], line: stops, source: .osrm) }
        let result = lock.withLock {
            requests.append(stops)
            return answer
        }
        let route = try result.get()
        guard route.legs.count == stops.count - 1 else {
            Issue.record("an answer OSRM cannot give: \(route.legs.count) legs for \(stops.count) stops")
            throw .unreadable("the route has \(route.legs.count) legs for \(stops.count) stops")
        }
        return route
    }
}

/// What a trip page says about its road, each time it changes, in order:
/// the sequence a person sees ("Calculating…", then the figures or a note).
struct RouteShown: Equatable, CustomStringConvertible {
    let total: String
    let note: String?
    let isCalculating: Bool
    let canRetry: Bool

    init(_ total: String, note: String? = nil, calculating: Bool = false, canRetry: Bool = false) {
        (self.total, self.note, isCalculating, self.canRetry) = (total, note, calculating, canRetry)
    }

    var description: String {
        "(\(total)\(note.map { " | \($0)" } ?? "")\(isCalculating ? " | calculating" : "")\(canRetry ? " | retry" : ""))"
    }
}

@MainActor
final class RouteHistory {
    private(set) var shown: [RouteShown] = []
    private var subscription: AnyCancellable?

    init(_ presenter: TripDetailPresenter) {
        subscription = presenter.viewModel.states.sink { [weak self] state in
            let now = RouteShown(
                state.total, note: state.routeNote, calculating: state.isCalculating, canRetry: state.canRetryRoute)
            if self?.shown.last != now { self?.shown.append(now) }
        }
    }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripDetailPresenterTests {
    private let store: TripStore
    private let clock = ManualClock()
    private let hamburg = Place(
        name: "Hamburg", region: "Hamburg", countryCode: "DE", point: GeoPoint(latitude: 53.55, longitude: 9.99))
    private let lubeck = Place(
        name: "Lübeck", region: "Schleswig-Holstein", countryCode: "DE",
        point: GeoPoint(latitude: 53.87, longitude: 10.69))
    private let rostock = Place(
        name: "Rostock", region: "Mecklenburg-Vorpommern", countryCode: "DE",
        point: GeoPoint(latitude: 54.09, longitude: 12.14))
    private let road = Route(
        legs: [RouteLeg(distance: 66_400, duration: 3_000), RouteLeg(distance: 117_000, duration: 4_800)],
        line: [], source: .osrm)

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    private func presenter(router: FakeRouteProvider?, stops: [Place], isNew: Bool = false) throws
        -> TripDetailPresenter
    {
        let trip = try store.createTrip(named: "Baltic <Coast>")
        for stop in stops { _ = try store.appendWaypoint(stop, toTrip: trip.id) }
        let interactor = TripDetailInteractor(
            tripID: trip.id, store: store, routes: RouteService(router: router, store: store),
            files: TripFiles(store: store, naming: UnknownPlaces()), naming: UnknownPlaces())
        return TripDetailPresenter(
            tripID: trip.id, isNew: isNew, interactor: interactor, places: PlaceText { $0 == "DE" ? "Germany" : nil },
            wording: TripsWording(numbers: Locale(identifier: "en_US")), clock: clock, rerouteDelay: .seconds(1))
    }

    /// Loads the page, lets the debounce pass on the manual clock and waits for the route.
    private func loadAndWaitOutTheRerouteDelay(_ presenter: TripDetailPresenter) async {
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        await clock.sleepersRegistered(1)
        clock.advance(by: .seconds(1))
        await presenter.settled()
    }

    @Test func calculatingThenTheRoadFiguresPerLegAndInTotal() async throws {
        let router = FakeRouteProvider(.success(road))
        let presenter = try presenter(router: router, stops: [hamburg, lubeck, rostock])
        let history = RouteHistory(presenter)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        await clock.sleepersRegistered(1)
        #expect(presenter.state.name == "Baltic <Coast>")
        #expect(presenter.state.title == "Baltic <Coast>")
        #expect(presenter.state.total == "Total distance: Calculating…")
        #expect(presenter.state.isCalculating)
        #expect(presenter.state.rows.map(\.number) == ["1", "2", "3"])
        #expect(presenter.state.rows[1].detail == "Schleswig-Holstein, Germany")
        #expect(presenter.state.rows[1].flag == "🇩🇪")
        #expect(presenter.state.map.pins.map(\.label) == ["1", "2", "3"])
        #expect(presenter.state.map.line.isDashed)
        #expect(router.requestCount == 0)

        clock.advance(by: .seconds(1))
        await presenter.settled()
        #expect(router.requestCount == 1)
        #expect(presenter.state.total == "Total distance: 183 km · 2 h 10 min")
        #expect(!presenter.state.isCalculating)
        #expect(presenter.state.rows.map(\.leg) == [nil, "+ 66 km · 50 min", "+ 117 km · 1 h 20 min"])
        #expect(presenter.state.routeNote == nil)
        #expect(!presenter.state.map.line.isDashed)
        #expect(presenter.state.map.routeCredit == "Routes: OSRM")
        #expect(presenter.state.isContentShown)
        #expect(
            history.shown == [
                RouteShown(""), RouteShown("Total distance: Calculating…", calculating: true),
                RouteShown("Total distance: 183 km · 2 h 10 min"),
            ])
    }

    /// What a screen reader says on the page: each row as it shows (its leg
    /// once the road is known), its buttons naming the stop, each pin, and the map.
    @Test func theRowsPinsAndMapSayWhatTheyShow() async throws {
        let presenter = try presenter(router: FakeRouteProvider(.success(road)), stops: [hamburg, lubeck, rostock])
        await loadAndWaitOutTheRerouteDelay(presenter)
        let rows = presenter.state.rows
        #expect(rows.map(\.accessibleName)[1] == "Stop 2 of 3, Lübeck, Schleswig-Holstein, Germany, 66 km, 50 min")
        #expect(rows.map(\.accessibleName)[0].hasPrefix("Stop 1 of 3, Hamburg, "))
        #expect(rows[1].menuName == "Menu for Lübeck")
        #expect(rows[1].directionsName == "Directions to Lübeck")
        #expect(
            presenter.state.map.pins.map(\.accessibleName) == ["Stop 1, Hamburg", "Stop 2, Lübeck", "Stop 3, Rostock"])
        #expect(presenter.state.map.accessibleName == "Map of Baltic <Coast>, 3 stops")
        #expect(presenter.state.map.accessibleDescription == "Pins for Hamburg, Lübeck, Rostock, joined by their route")

        // With a start date, its dates and nights too.
        presenter.viewModel.send(.setStartDate(LocalDate(iso: "2026-10-02")))
        await presenter.settled()
        let dated = presenter.state.rows[1]
        #expect(dated.accessibleName.hasPrefix("Stop 2 of 3, Lübeck, Schleswig-Holstein, Germany, 66 km, 50 min, "))
        #expect(dated.stay.map { dated.accessibleName.hasSuffix($0) } == true, "\(dated.accessibleName)")
    }

    /// A long trip's map names its first stops and how many more.
    @Test func aLongTripsMapListsItsFirstStops() {
        let names = (1...20).map { "Town \($0)" }
        #expect(
            TripsWording.mapDescription(stops: names)
                == "Pins for Town 1, Town 2, Town 3, Town 4, Town 5, Town 6, Town 7, Town 8, Town 9, Town 10, "
                + "Town 11, Town 12 and 8 more, joined by their route")
        #expect(TripsWording.mapDescription(stops: ["Kiel"]) == "A pin for Kiel")
        #expect(TripsWording.mapDescription(stops: []) == "No stops on the map yet")
    }

    @Test func aStoredRouteShowsAtOnceWithoutARequest() async throws {
        try store.store(road, for: [hamburg.point, lubeck.point, rostock.point])
        let router = FakeRouteProvider(.failure(.http(.timedOut)))
        let presenter = try presenter(router: router, stops: [hamburg, lubeck, rostock])
        let history = RouteHistory(presenter)
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(
            history.shown == [RouteShown(""), RouteShown("Total distance: 183 km · 2 h 10 min")], "never calculating")
        #expect(router.requestCount == 0)
        #expect(clock.sleeperCount == 0)
    }

    @Test func offlineIsStraightLinesMarkedAsSuchWithoutRetry() async throws {
        let presenter = try presenter(router: nil, stops: [hamburg, rostock])
        let history = RouteHistory(presenter)
        await loadAndWaitOutTheRerouteDelay(presenter)
        #expect(
            history.shown == [
                RouteShown(""), RouteShown("Total distance: Calculating…", calculating: true),
                RouteShown(
                    "Total distance: ≈ 153 km in a straight line · ≈ 2 h 11 min at 70 km/h",
                    note: "Offline: road routes are not available. Showing straight lines."),
            ])
        #expect(presenter.state.total == "Total distance: ≈ 153 km in a straight line · ≈ 2 h 11 min at 70 km/h")
        #expect(presenter.state.routeNote == "Offline: road routes are not available. Showing straight lines.")
        #expect(!presenter.state.canRetryRoute)
        #expect(presenter.state.map.line.isDashed)
        #expect(presenter.state.map.routeCredit == nil)
    }

    @Test func aRoutingFailureSaysWhyAndRetryAsksAgain() async throws {
        let router = FakeRouteProvider(.failure(.http(.serverError(status: 500))))
        let presenter = try presenter(router: router, stops: [hamburg, rostock])
        let history = RouteHistory(presenter)
        await loadAndWaitOutTheRerouteDelay(presenter)
        #expect(
            presenter.state.routeNote
                == "OSRM is not available right now (server error, HTTP 500). Showing straight lines.")
        #expect(presenter.state.canRetryRoute)
        router.answer(
            with: .success(Route(legs: [RouteLeg(distance: 180_000, duration: 7_200)], line: [], source: .osrm)))
        presenter.viewModel.send(.retryRoute)
        await presenter.settled()
        #expect(presenter.state.total == "Total distance: 180 km · 2 h 0 min")
        #expect(presenter.state.routeNote == nil)
        #expect(router.requestCount == 2)
        let straight = "Total distance: ≈ 153 km in a straight line · ≈ 2 h 11 min at 70 km/h"
        let unavailable = "OSRM is not available right now (server error, HTTP 500). Showing straight lines."
        #expect(
            history.shown == [
                RouteShown(""), RouteShown("Total distance: Calculating…", calculating: true),
                RouteShown(straight, note: unavailable, canRetry: true),
                RouteShown("Total distance: Calculating…", calculating: true),
                RouteShown("Total distance: 180 km · 2 h 0 min"),
            ])
    }

    @Test func editsInQuickSuccessionAskForOneRouteOnly() async throws {
        let router = FakeRouteProvider(.failure(.noRoute(code: "NoRoute")))
        let presenter = try presenter(router: router, stops: [hamburg, lubeck, rostock])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        let first = try #require(presenter.state.rows.first?.id)
        // Three moves within the delay: each one restarts the wait.
        presenter.viewModel.send(.moveStop(id: first, offset: 1))
        await presenter.settled("write")
        presenter.viewModel.send(.moveStop(id: first, offset: 1))
        await presenter.settled("write")
        presenter.viewModel.send(.moveStop(id: first, offset: -1))
        await presenter.settled("write")
        await clock.sleepersRegistered(1)
        clock.advance(by: .seconds(1))
        await presenter.settled()
        #expect(router.requestCount == 1)
        #expect(presenter.state.rows.map(\.name) == ["Lübeck", "Hamburg", "Rostock"])
        #expect(
            try store.waypoints(ofTrip: presenter.state.tripID).map(\.place.name) == ["Lübeck", "Hamburg", "Rostock"])
        #expect(presenter.state.routeNote == "OSRM found no road between these stops. Showing straight lines.")
    }

    @Test func removingAStopOffersUndoAndUndoPutsItBack() async throws {
        let presenter = try presenter(router: nil, stops: [hamburg, lubeck, rostock])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        let middle = presenter.state.rows[1].id
        presenter.viewModel.send(.deleteStop(id: middle))
        await presenter.settled("write")
        #expect(presenter.state.rows.map(\.name) == ["Hamburg", "Rostock"])
        #expect(presenter.state.toast?.text == "“Lübeck” removed")
        #expect(presenter.state.toast?.actionLabel == "Undo")
        presenter.viewModel.send(.undo)
        await presenter.settled("write")
        #expect(presenter.state.rows.map(\.name) == ["Hamburg", "Lübeck", "Rostock"])
        #expect(
            try store.waypoints(ofTrip: presenter.state.tripID).map(\.place.name) == ["Hamburg", "Lübeck", "Rostock"])
    }

    @Test func theNameIsSavedAsTypedAndAnEmptyNameTitlesUntitled() async throws {
        let presenter = try presenter(router: nil, stops: [])
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        #expect(presenter.state.labels.noStops == "No stops yet. Add the first one.")
        #expect(presenter.state.total == "")
        presenter.viewModel.send(.rename("   "))
        #expect(presenter.state.title == "Untitled Trip")
        presenter.viewModel.send(.rename("Ostsee"))
        await presenter.settled("write")
        #expect(presenter.state.title == "Ostsee")
        #expect(try store.trip(id: presenter.state.tripID)?.name == "Ostsee")
    }

    /// A trip just created offers its name to type over, once, in the state
    /// that shows the name; a trip opened from the list does not.
    @Test(arguments: [true, false]) func aNewTripsNameIsOfferedToTypeOverOnce(isNew: Bool) async throws {
        let presenter = try presenter(router: nil, stops: [], isNew: isNew)
        var shown: [(name: String, selections: Int)] = []
        let subscription = presenter.viewModel.states.sink { shown.append(($0.name, $0.nameSelections)) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        presenter.viewModel.send(.rename("Alpine Loop"))
        await presenter.settled()
        let firstWithName = try #require(shown.first { !$0.name.isEmpty })
        #expect(firstWithName.name == "Baltic <Coast>")
        #expect(firstWithName.selections == (isNew ? 1 : 0), "the name and its selection come together")
        #expect(presenter.state.nameSelections == (isNew ? 1 : 0), "typing does not select it again")
        withExtendedLifetime(subscription) {}
    }

    @Test func addingAndEditingRouteToTheEditorAndTheResultIsSaved() async throws {
        let presenter = try presenter(router: nil, stops: [hamburg])
        var routes: [TripDetailRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled("load")
        presenter.viewModel.send(.addStop)
        let first = presenter.state.rows[0].id
        presenter.viewModel.send(.editStop(id: first))
        #expect(
            routes == [
                .editStop(WaypointEditorInput(waypointID: nil, place: nil, near: hamburg.point)),
                .editStop(WaypointEditorInput(waypointID: first, place: hamburg, near: hamburg.point)),
            ])
        presenter.viewModel.send(.stopEdited(.done(rostock, waypointID: nil)))
        await presenter.settled("write")
        presenter.viewModel.send(.stopEdited(.done(lubeck, waypointID: first)))
        await presenter.settled("write")
        presenter.viewModel.send(.stopEdited(.cancelled))
        #expect(presenter.state.rows.map(\.name) == ["Lübeck", "Rostock"])
        #expect(presenter.state.map.fitBox == GeoBox([lubeck.point, rostock.point]))
        subscription.cancel()
    }
}

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TripListPresenterTests {
    @Test func newTripIsAddedAtTheTopAndOpened() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        _ = try store.createTrip(named: "Older")
        let presenter = TripListPresenter(
            interactor: TripListInteractor(store: store, files: TripFiles(store: store, naming: UnknownPlaces())),
            wording: TripsWording(numbers: Locale(identifier: "en_US")))
        var routes: [TripListRoute] = []
        let subscription = presenter.routes.sink { routes.append($0) }
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.rows.map(\.name) == ["Older"])
        #expect(presenter.state.rows[0].summary == "0 stops")
        presenter.viewModel.send(.addTrip)
        await presenter.settled()
        #expect(presenter.state.rows.map(\.name) == ["New Trip", "Older"])
        #expect(routes == [.openNewTrip(id: presenter.state.rows[0].id)])
        subscription.cancel()
    }

    /// The toast quotes a long trip name shortened to the start of it and "…".
    @Test func aLongTripsNameIsShortenedInItsDeletedToast() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Grand Tour of the Alps and the Italian Lakes, Summer 2026")
        let presenter = TripListPresenter(
            interactor: TripListInteractor(store: store, files: TripFiles(store: store, naming: UnknownPlaces())),
            wording: TripsWording(numbers: Locale(identifier: "en_US")))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.workFinished()
        presenter.viewModel.send(.deleteTrip(id: trip.id))
        await presenter.workFinished()
        #expect(presenter.state.toast?.text == "“Grand Tour of the Alps and th…” deleted")
    }

    @Test func emptyListInvitesAndDeleteOffersUndo() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Tour")
        _ = try store.appendWaypoint(Place(name: "A", point: GeoPoint(latitude: 50, longitude: 8)), toTrip: trip.id)
        _ = try store.appendWaypoint(Place(name: "B", point: GeoPoint(latitude: 50, longitude: 9)), toTrip: trip.id)
        let presenter = TripListPresenter(
            interactor: TripListInteractor(store: store, files: TripFiles(store: store, naming: UnknownPlaces())),
            wording: TripsWording(numbers: Locale(identifier: "en_US")))
        presenter.viewModel.send(.viewDidLoad)
        await presenter.settled()
        #expect(presenter.state.rows.first?.summary == "2 stops · ≈ 71 km")
        #expect(presenter.state.rows.first?.isLineStraight == true)
        presenter.viewModel.send(.deleteTrip(id: trip.id))
        await presenter.settled()
        #expect(presenter.state.rows.isEmpty)
        #expect(presenter.state.labels.emptyTitle == "No Trips Yet")
        #expect(presenter.state.toast?.text == "“Tour” deleted")
        presenter.viewModel.send(.undoDelete)
        await presenter.settled()
        #expect(presenter.state.rows.map(\.name) == ["Tour"])
        #expect(try store.waypoints(ofTrip: trip.id).count == 2)
    }
}
