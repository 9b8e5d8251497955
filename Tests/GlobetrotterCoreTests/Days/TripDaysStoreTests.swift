import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// A trip's start date and its stops' nights are stored; a database from
/// before them opens with its trips undated and one night at every stop but the last.
@Suite(.timeLimit(.minutes(1))) struct TripDaysStoreTests {
    private let places = [
        Place(name: "Wien", countryCode: "AT", point: GeoPoint(latitude: 48.21, longitude: 16.37)),
        Place(name: "Salzburg", countryCode: "AT", point: GeoPoint(latitude: 47.8, longitude: 13.04)),
        Place(name: "Zürich", countryCode: "CH", point: GeoPoint(latitude: 47.37, longitude: 8.54)),
    ]

    /// Today's schema (every migration up to travel modes), with rows in it.
    private func databaseBeforeDays() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        // The app's own migrations, as far as the schema before this one.
        try AppDatabase.migrator.migrate(queue, upTo: "v4-travel-mode")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO trip(id, name, travelMode) VALUES (7, 'Alps', 'bicycle')")
            for (position, place) in places.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO waypoint(tripId, position, name, countryCode, latitude, longitude)
                        VALUES (7, ?, ?, ?, ?, ?)
                        """,
                    arguments: [position, place.name, place.countryCode, place.point.latitude, place.point.longitude])
            }
            try db.execute(sql: "INSERT INTO todoItem(text, isDone, position, tripId) VALUES ('Vignette', 0, 0, 7)")
        }
        return queue
    }

    @Test func aDatabaseFromBeforeDaysOpensUndatedWithOneNightAtEveryStopButTheLast() throws {
        let queue = try databaseBeforeDays()
        let database = try AppDatabase(queue)
        let store = TripStore(database: database)
        #expect(try store.trip(id: 7) == Trip(id: 7, name: "Alps", travelMode: .bicycle, startDate: nil))
        let waypoints = try store.waypoints(ofTrip: 7)
        #expect(waypoints.map(\.place) == places)
        #expect(waypoints.map(\.nights) == [nil, nil, nil])
        #expect(ItineraryStop.stops(of: waypoints).map(\.nights) == [1, 1, 0])
        #expect(try store.trips().map(\.trip.startDate) == [nil])
        #expect(try ToDoStore(database: database).counts(ofTrip: 7).total == 1)
        let applied = try queue.read { try AppDatabase.migrator.appliedIdentifiers($0) }
        #expect(applied == ["v1-metadata", "v2-trips", "v3-todo", "v4-travel-mode", "v5-trip-days", "v6-region-code"])
    }

    @Test func theStartDateAndNightsAreStoredAndSurviveDeleteAndUndo() throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Alps")
        let stops = try places.map { try store.appendWaypoint($0, toTrip: trip.id) }
        try store.setStartDate(LocalDate(iso: "2026-12-30"), ofTrip: trip.id)
        try store.setNights(3, ofWaypoint: stops[1].id)
        try store.setNights(-2, ofWaypoint: stops[2].id)
        #expect(try store.trip(id: trip.id)?.startDate == LocalDate(iso: "2026-12-30"))
        #expect(try store.waypoints(ofTrip: trip.id).map(\.nights) == [nil, 3, 0])
        let deleted = try #require(try store.deleteTrip(id: trip.id))
        try store.restore(deleted)
        #expect(try store.trip(id: trip.id)?.startDate == LocalDate(iso: "2026-12-30"))
        #expect(try store.waypoints(ofTrip: trip.id).map(\.nights) == [nil, 3, 0])
        // A stop deleted and put back keeps its nights.
        let removed = try #require(try store.deleteWaypoint(id: stops[1].id))
        try store.restore(removed)
        #expect(try store.waypoints(ofTrip: trip.id).map(\.nights) == [nil, 3, 0])
        // Back to the default, and no dates.
        try store.setNights(nil, ofWaypoint: stops[1].id)
        try store.setStartDate(nil, ofTrip: trip.id)
        #expect(try store.trip(id: trip.id)?.startDate == nil)
        #expect(ItineraryStop.stops(of: try store.waypoints(ofTrip: trip.id)).map(\.nights) == [1, 1, 0])
    }

    @Test func theDefaultNightsFollowAStopThatMoves() throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let trip = try store.createTrip(named: "Alps")
        let stops = try places.map { try store.appendWaypoint($0, toTrip: trip.id) }
        try store.moveWaypoint(id: stops[2].id, to: 0)
        let moved = try store.waypoints(ofTrip: trip.id)
        #expect(moved.map(\.place.name) == ["Zürich", "Wien", "Salzburg"])
        #expect(ItineraryStop.stops(of: moved).map(\.nights) == [1, 1, 0])
    }
}
