import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct TripStoreTests {
    private let store: TripStore
    private static func place(_ name: String, _ latitude: Double, _ longitude: Double) -> Place {
        Place(name: name, region: nil, countryCode: "DE", point: GeoPoint(latitude: latitude, longitude: longitude))
    }
    private let berlin = place("Berlin", 52.52, 13.405)
    private let leipzig = place("Leipzig", 51.34, 12.37)
    private let munich = place("München", 48.137, 11.575)

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
    }

    @Test func tripsAreListedNewestFirstWithTheirStops() throws {
        let first = try store.createTrip(named: "Baltic")
        let second = try store.createTrip(named: "Alps")
        _ = try store.appendWaypoint(berlin, toTrip: second.id)
        _ = try store.appendWaypoint(munich, toTrip: second.id)
        let trips = try store.trips()
        #expect(trips.map(\.trip) == [second, first])
        #expect(trips[0].stops == [berlin.point, munich.point])
        #expect(trips[1].stops == [])
        #expect(trips[0].route == nil)
    }

    /// Every import names a trip apart from those already there: "(2)",
    /// "(3)"… after the name, as GNOME Files does with copies; a name that
    /// has a number already is counted on, and a name in use twice in one
    /// file too.
    @Test func importedTripsAreNamedApartFromTheOthers() throws {
        _ = try store.createTrip(named: "Alpine Loop")
        _ = try store.createTrip(named: "Alpine Loop (2)")
        let trips = try store.importTrips([
            ImportedTrip(name: "Alpine Loop", stops: [berlin]), ImportedTrip(name: "Alpine Loop (2)", stops: []),
            ImportedTrip(name: "Baltic", stops: []), ImportedTrip(name: "Baltic", stops: []),
            ImportedTrip(name: "alpine loop", stops: []),
        ])
        #expect(trips.map(\.name) == ["Alpine Loop (3)", "Alpine Loop (4)", "Baltic", "Baltic (2)", "alpine loop"])
        #expect(try store.trip(id: trips[0].id)?.name == "Alpine Loop (3)")
    }

    @Test func renameIsStored() throws {
        let trip = try store.createTrip(named: "New Trip")
        try store.renameTrip(id: trip.id, to: "Grand Tour <b>")
        #expect(try store.trip(id: trip.id)?.name == "Grand Tour <b>")
    }

    @Test func deletingATripTakesItsWaypointsAndRestoreBringsBothBack() throws {
        let older = try store.createTrip(named: "Older")
        let trip = try store.createTrip(named: "Tour")
        _ = try store.createTrip(named: "Newer")
        _ = try store.appendWaypoint(berlin, toTrip: trip.id)
        _ = try store.appendWaypoint(leipzig, toTrip: trip.id)
        let deleted = try #require(try store.deleteTrip(id: trip.id))
        #expect(try store.trips().map(\.trip.name) == ["Newer", "Older"])
        #expect(try store.waypoints(ofTrip: trip.id).isEmpty)
        try store.restore(deleted)
        #expect(try store.trips().map(\.trip.name) == ["Newer", "Tour", "Older"])
        #expect(try store.waypoints(ofTrip: trip.id).map(\.place.name) == ["Berlin", "Leipzig"])
        #expect(try store.deleteTrip(id: 9_999) == nil)
        _ = older
    }

    @Test func waypointsKeepTheirOrderThroughDeleteRestoreAndMove() throws {
        let trip = try store.createTrip(named: "Tour")
        let a = try store.appendWaypoint(berlin, toTrip: trip.id)
        let b = try store.appendWaypoint(leipzig, toTrip: trip.id)
        let c = try store.appendWaypoint(munich, toTrip: trip.id)
        #expect(a.position == 0 && b.position == 1 && c.position == 2)

        let removed = try #require(try store.deleteWaypoint(id: b.id))
        #expect(try names(trip) == ["Berlin", "München"])
        #expect(try store.waypoints(ofTrip: trip.id).map(\.position) == [0, 1])
        try store.restore(removed)
        #expect(try names(trip) == ["Berlin", "Leipzig", "München"])

        try store.moveWaypoint(id: c.id, to: 0)
        #expect(try names(trip) == ["München", "Berlin", "Leipzig"])
        try store.moveWaypoint(id: c.id, to: 99)
        #expect(try names(trip) == ["Berlin", "Leipzig", "München"])
        #expect(try store.waypoints(ofTrip: trip.id).map(\.position) == [0, 1, 2])
    }

    @Test func updatingAWaypointKeepsItsPlaceInTheOrder() throws {
        let trip = try store.createTrip(named: "Tour")
        _ = try store.appendWaypoint(berlin, toTrip: trip.id)
        let b = try store.appendWaypoint(leipzig, toTrip: trip.id)
        try store.updateWaypoint(id: b.id, to: munich)
        let waypoints = try store.waypoints(ofTrip: trip.id)
        #expect(waypoints.map(\.place) == [berlin, munich])
        #expect(waypoints[1].id == b.id)
    }

    @Test func routesAreStoredByTheirExactStopList() throws {
        let stops = [berlin.point, munich.point]
        let route = Route(legs: [RouteLeg(distance: 585_000, duration: 20_000)], line: stops, source: .osrm)
        #expect(try store.storedRoute(for: stops) == nil)
        try store.store(route, for: stops)
        #expect(try store.storedRoute(for: stops) == route)
        #expect(try store.storedRoute(for: stops.reversed()) == nil)
        let trip = try store.createTrip(named: "Tour")
        _ = try store.appendWaypoint(berlin, toTrip: trip.id)
        _ = try store.appendWaypoint(munich, toTrip: trip.id)
        #expect(try store.trips().first?.route == route)
    }

    @Test func aStoredRouteThatNoLongerDecodesIsRecalculatedNotAnError() throws {
        let stops = [berlin.point, munich.point]
        let database = try AppDatabase.inMemory()
        let store = TripStore(database: database)
        try database.writer.write { db in
            try db.execute(
                sql: "INSERT INTO storedRoute(stops, source, legs, line) VALUES (?, 'osrm', '[{}]', ?)",
                arguments: [TripStore.key(for: stops), Data("garbage".utf8)])
        }
        #expect(try store.storedRoute(for: stops) == nil)
    }

    private func names(_ trip: Trip) throws -> [String] {
        try store.waypoints(ofTrip: trip.id).map(\.place.name)
    }
}

@Suite(.timeLimit(.minutes(1))) struct RouteServiceTests {
    private let stops = [GeoPoint(latitude: 52.52, longitude: 13.405), GeoPoint(latitude: 48.137, longitude: 11.575)]

    private struct Router: RouteProviding {
        let answer: Result<Route, RoutingError>
        let calls: Counter
        var credit: String { "OSRM" }
        func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route {
            calls.increment()
            return try answer.get()
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func aRoutedAnswerIsStoredAndTheNextAskCostsNoRequest() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let road = Route(legs: [RouteLeg(distance: 585_000, duration: 20_000)], line: stops, source: .osrm)
        let calls = Counter()
        let service = RouteService(router: Router(answer: .success(road), calls: calls), store: store)
        #expect(await service.route(for: stops) == .routed(road))
        #expect(await service.route(for: stops) == .routed(road))
        #expect(calls.count == 1)
        // Offline, the stored route is still there.
        #expect(await RouteService(router: nil, store: store).route(for: stops) == .routed(road))
    }

    @Test func aFailureGivesStraightLinesAndItsReasonAndIsNotStored() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let calls = Counter()
        let service = RouteService(
            router: Router(answer: .failure(.noRoute(code: "NoRoute")), calls: calls), store: store)
        let outcome = await service.route(for: stops)
        #expect(outcome == .straightLines(.straightLines(through: stops), because: .noRoute(code: "NoRoute")))
        #expect(try store.storedRoute(for: stops) == nil)
        #expect(
            await RouteService(router: nil, store: store).route(for: stops)
                == .straightLines(.straightLines(through: stops), because: .http(.offline)))
    }
}
