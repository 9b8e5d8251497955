import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// The travel mode is stored with the trip, and routes per stop list and mode;
/// a database from before travel modes opens with its trips and routes intact.
@Suite(.timeLimit(.minutes(1))) struct TravelModeStoreTests {
    private let berlin = Place(name: "Berlin", countryCode: "DE", point: GeoPoint(latitude: 52.52, longitude: 13.405))
    private let potsdam = Place(name: "Potsdam", countryCode: "DE", point: GeoPoint(latitude: 52.39, longitude: 13.06))

    /// Today's schema (the migrations before travel modes), with rows in it.
    private func databaseBeforeTravelModes() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        // The app's own migrations, as far as the schema before this one.
        try AppDatabase.migrator.migrate(queue, upTo: "v3-todo")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO trip(id, name) VALUES (7, 'Havel')")
            for (position, place) in [berlin, potsdam].enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO waypoint(tripId, position, name, countryCode, latitude, longitude)
                        VALUES (7, ?, ?, 'DE', ?, ?)
                        """,
                    arguments: [position, place.name, place.point.latitude, place.point.longitude])
            }
            try db.execute(
                sql: "INSERT INTO storedRoute(stops, source, legs, line) VALUES (?, 'osrm', ?, ?)",
                arguments: [
                    "13.405000,52.520000;13.060000,52.390000", #"[{"distance":35000,"duration":2400}]"#,
                    PackedLine.encode([berlin.point, potsdam.point]),
                ])
            try db.execute(sql: "INSERT INTO todoItem(text, isDone, position, tripId) VALUES ('Tickets', 0, 0, 7)")
        }
        return queue
    }

    @Test func aDatabaseFromBeforeTravelModesOpensWithItsTripsDrivenAndItsRoutesKept() throws {
        let queue = try databaseBeforeTravelModes()
        let database = try AppDatabase(queue)
        let store = TripStore(database: database)
        #expect(try store.trip(id: 7) == Trip(id: 7, name: "Havel", travelMode: .car))
        #expect(try store.waypoints(ofTrip: 7).map(\.place.name) == ["Berlin", "Potsdam"])
        let stored = try store.storedRoute(for: [berlin.point, potsdam.point])
        #expect(stored?.legs == [RouteLeg(distance: 35_000, duration: 2_400)])
        #expect(try store.storedRoute(for: [berlin.point, potsdam.point], mode: .bicycle) == nil)
        #expect(try store.trips().first?.route == stored)
        #expect(try ToDoStore(database: database).counts(ofTrip: 7).total == 1)
        let applied = try queue.read { try AppDatabase.migrator.appliedIdentifiers($0) }
        #expect(applied == ["v1-metadata", "v2-trips", "v3-todo", "v4-travel-mode", "v5-trip-days", "v6-region-code"])
    }

    @Test func theModeIsStoredWithTheTripAndSurvivesDeleteAndUndo() throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Havel")
        #expect(try store.trip(id: trip.id)?.travelMode == .car)
        try store.setTravelMode(.foot, ofTrip: trip.id)
        #expect(try store.trip(id: trip.id)?.travelMode == .foot)
        #expect(try store.trips().first?.trip.travelMode == .foot)
        let deleted = try #require(try store.deleteTrip(id: trip.id))
        try store.restore(deleted)
        #expect(try store.trip(id: trip.id)?.travelMode == .foot)
    }

    @Test func routesAreKeptPerStopListAndMode() throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let stops = [berlin.point, potsdam.point]
        let step = RouteStep(
            maneuver: Maneuver(type: "turn", modifier: "left", location: berlin.point), name: "Unter den Linden",
            distance: 1_200, duration: 90)
        let drive = Route(
            legs: [RouteLeg(distance: 35_000, duration: 2_400, steps: [step])], line: stops, source: .osrm)
        let ride = Route(legs: [RouteLeg(distance: 31_000, duration: 7_000, steps: [])], line: stops, source: .osrm)
        try store.store(drive, for: stops)
        try store.store(ride, for: stops, mode: .bicycle)
        #expect(try store.storedRoute(for: stops) == drive)
        #expect(try store.storedRoute(for: stops, mode: .car) == drive)
        #expect(try store.storedRoute(for: stops, mode: .bicycle) == ride)
        #expect(try store.storedRoute(for: stops, mode: .foot) == nil)
        // The list's thumbnail and figures follow the trip's mode.
        let trip = try store.createTrip(named: "Havel")
        _ = try store.appendWaypoint(berlin, toTrip: trip.id)
        _ = try store.appendWaypoint(potsdam, toTrip: trip.id)
        #expect(try store.trips().first?.route == drive)
        try store.setTravelMode(.bicycle, ofTrip: trip.id)
        #expect(try store.trips().first?.route == ride)
    }
}
