import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// The store against a real (in-memory) database.
@Suite(.timeLimit(.minutes(1))) struct ToDoStoreTests {
    private let database: AppDatabase
    private let store: ToDoStore
    private let trips: TripStore

    init() throws {
        database = try AppDatabase.inMemory()
        store = ToDoStore(database: database)
        trips = TripStore(database: database)
    }

    private func texts(_ filter: ToDoFilter = .all) throws -> [String] { try store.items(filter).map(\.text) }

    /// Typed one after another, items read in the order typed (as in GNOME To Do).
    @Test func newItemsGoAtTheEndInTheOrderTypedAndAreOpen() throws {
        let passport = try store.add("Passport")
        let sunscreen = try store.add("Sunscreen")
        _ = try store.add("Adapter")
        #expect(try texts() == ["Passport", "Sunscreen", "Adapter"])
        #expect(passport.position < sunscreen.position)
        #expect(try store.item(id: passport.id) == passport)
        #expect(try store.items().allSatisfy { !$0.isDone && $0.tripID == nil })
    }

    /// A database from when new items went on top (each took the smallest
    /// place minus one) keeps its order; a new item goes after all of them.
    @Test func aDatabaseThatAddedOnTopKeepsItsOrderAndNewItemsGoAfterIt() throws {
        try database.writer.write { db in
            for (text, position) in [("Charger", 0), ("Boots", -1), ("Atlas", -2)] {
                try db.execute(
                    sql: "INSERT INTO todoItem(text, position) VALUES (?, ?)", arguments: [text, position])
            }
        }
        #expect(try texts() == ["Atlas", "Boots", "Charger"])
        _ = try store.add("Dry bag")
        #expect(try texts() == ["Atlas", "Boots", "Charger", "Dry bag"])
    }

    @Test func tickingAndRenamingAreStored() throws {
        let item = try store.add("Pasport")
        try store.setDone(id: item.id, true)
        try store.rename(id: item.id, to: "Passport “biometric”")
        #expect(try store.item(id: item.id)?.isDone == true)
        #expect(try store.item(id: item.id)?.text == "Passport “biometric”")
        try store.setDone(id: item.id, false)
        #expect(try store.item(id: item.id)?.isDone == false)
    }

    @Test func deleteReturnsWhatRestorePutsBackInItsPlace() throws {
        for text in ["A", "B", "C"] { _ = try store.add(text) }
        let b = try #require(try store.items().first { $0.text == "B" })
        try store.setDone(id: b.id, true)
        let deleted = try #require(try store.delete(id: b.id))
        #expect(try texts() == ["A", "C"])
        _ = try store.add("Z")
        try store.restore(deleted)
        #expect(try texts() == ["A", "B", "C", "Z"])
        #expect(try store.item(id: b.id) == deleted)
        #expect(try store.delete(id: 9_999) == nil)
    }

    @Test func movingExchangesPlacesAmongTheFiltersOpenItemsOnly() throws {
        let trip = try trips.createTrip(named: "Baltic")
        // Top to bottom: t1, x, t2 (done), y, t3 — t* in the trip.
        for (text, inTrip) in [("t1", true), ("x", false), ("t2", true), ("y", false), ("t3", true)] {
            _ = try store.add(text, tripID: inTrip ? trip.id : nil)
        }
        let items = try store.items()
        let id = { (text: String) in items.first { $0.text == text }!.id }
        try store.setDone(id: id("t2"), true)

        try store.move(id: id("t3"), to: 0, in: .trip(trip.id))
        #expect(try texts() == ["t3", "x", "t2", "y", "t1"])
        #expect(try texts(.trip(trip.id)) == ["t3", "t2", "t1"])
        try store.move(id: id("t3"), to: 99, in: .trip(trip.id))
        #expect(try texts() == ["t1", "x", "t2", "y", "t3"])
        // The open items take each other's places; the done one keeps its own.
        try store.move(id: id("y"), to: 0)
        #expect(try texts() == ["y", "t1", "t2", "x", "t3"])
        #expect(try store.items().filter { !$0.isDone }.map(\.text) == ["y", "t1", "x", "t3"])
        // A done item is not moved.
        try store.move(id: id("t2"), to: 0)
        #expect(try texts() == ["y", "t1", "t2", "x", "t3"])
    }

    @Test func clearCompletedTakesTheFiltersDoneItemsAndRestoreBringsThemBack() throws {
        let trip = try trips.createTrip(named: "Baltic")
        for (text, inTrip) in [("a", false), ("b", true), ("c", true), ("d", false)] {
            let item = try store.add(text, tripID: inTrip ? trip.id : nil)
            if text != "b" { try store.setDone(id: item.id, true) }
        }
        let cleared = try store.clearCompleted(.trip(trip.id))
        #expect(cleared.map(\.text) == ["c"])
        #expect(try texts() == ["a", "b", "d"])
        let rest = try store.clearCompleted()
        #expect(rest.map(\.text) == ["a", "d"])
        #expect(try texts() == ["b"])
        try store.restore(cleared + rest)
        #expect(try texts() == ["a", "b", "c", "d"])
        #expect(try store.items(.trip(trip.id)).map(\.text) == ["b", "c"])
    }

    @Test func countsPerFilterAndPerTrip() throws {
        let trip = try trips.createTrip(named: "Baltic")
        for index in 1...7 {
            let item = try store.add("Item \(index)", tripID: trip.id)
            if index <= 3 { try store.setDone(id: item.id, true) }
        }
        let loose = try store.add("Loose")
        try store.setDone(id: loose.id, true)
        #expect(try store.counts(ofTrip: trip.id) == ToDoCounts(done: 3, total: 7))
        #expect(try store.counts() == ToDoCounts(done: 4, total: 8))
        #expect(try store.counts(.unassigned) == ToDoCounts(done: 1, total: 1))
        #expect(try store.counts(ofTrip: 9_999) == ToDoCounts(done: 0, total: 0))
        #expect(ToDoWording.counts(try store.counts(ofTrip: trip.id)) == "3 of 7 done")
    }

    @Test func deletingATripKeepsItsItemsUnassignedAndUndoReattachesThem() throws {
        let trip = try trips.createTrip(named: "Baltic")
        let towel = try store.add("Towel", tripID: trip.id)
        _ = try store.add("Passport")
        #expect(try store.items(ofTrip: trip.id).map(\.text) == ["Towel"])

        // The caller asked: "keep them".
        let detached = try store.detach(tripID: trip.id)
        let deletedTrip = try #require(try trips.deleteTrip(id: trip.id))
        #expect(detached == [towel.id])
        #expect(try texts(.unassigned) == ["Towel", "Passport"])
        try trips.restore(deletedTrip)
        try store.attach(detached, toTrip: trip.id)
        #expect(try store.items(ofTrip: trip.id) == [towel])
    }

    @Test func aTripDeletedWithoutAskingLeavesItsItemsUnassigned() throws {
        let trip = try trips.createTrip(named: "Baltic")
        let towel = try store.add("Towel", tripID: trip.id)
        _ = try trips.deleteTrip(id: trip.id)
        #expect(try store.item(id: towel.id)?.tripID == nil)
    }

    @Test func deletingATripsItemsReturnsThemAndARestoreWithoutTheTripUnassignsThem() throws {
        let trip = try trips.createTrip(named: "Baltic")
        _ = try store.add("Towel", tripID: trip.id)
        _ = try store.add("Swimsuit", tripID: trip.id)
        _ = try store.add("Passport")
        let deleted = try store.deleteItems(ofTrip: trip.id)
        #expect(deleted.map(\.text) == ["Towel", "Swimsuit"])
        #expect(try texts() == ["Passport"])
        _ = try trips.deleteTrip(id: trip.id)
        try store.restore(deleted)
        #expect(try texts(.unassigned) == ["Towel", "Swimsuit", "Passport"])
    }

    @Test func theMigrationAddsTheTableToAnExistingFileAndKeepsItsTrips() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gt-todo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("globetrotter.sqlite").path
        // A file as the app left it before To-Do: migrated up to trips only.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(old, upTo: "v2-trips")
        try old.write { try $0.execute(sql: "INSERT INTO trip(name) VALUES ('Baltic')") }
        try old.close()

        let database = try AppDatabase.open(at: path)
        let applied = try database.writer.read { try AppDatabase.migrator.appliedMigrations($0) }
        #expect(applied == ["v1-metadata", "v2-trips", "v3-todo", "v4-travel-mode", "v5-trip-days", "v6-region-code"])
        let columns = try database.writer.read { db in try db.columns(in: "todoItem").map(\.name) }
        #expect(columns == ["id", "text", "isDone", "position", "tripId"])
        let trip = try #require(try TripStore(database: database).trips().first?.trip)
        #expect(trip.name == "Baltic")
        let item = try ToDoStore(database: database).add("Towel", tripID: trip.id)

        // Reopened: the item is there, in its trip.
        let reopened = ToDoStore(database: try AppDatabase.open(at: path))
        #expect(try reopened.items(ofTrip: trip.id) == [item])
    }
}
