import Foundation
import GRDB

@testable import GlobetrotterCore

/// The real To-Do interactor over the real stores, on an in-memory database:
/// the order rules (new items at the end, moves among the filter's open
/// items, restore in place) are the store's own, not a copy that could
/// drift. It records each call and fails every call while `isBroken`, as a
/// database that refuses writes would.
actor RecordingToDoInteractor: ToDoInteracting {
    private let database: AppDatabase
    private let real: ToDoInteractor
    private(set) var calls: [String] = []
    var isBroken = false

    init() {
        // An in-memory database cannot fail to open; a test without one could not run at all.
        database = try! AppDatabase.inMemory()
        real = ToDoInteractor(database: database)
    }

    /// Every item, in the store's order.
    var stored: [ToDoItem] { (try? ToDoStore(database: database).items(.all)) ?? [] }

    /// Items listed top to bottom, added through the store.
    func seed(_ texts: [String], done: Set<String> = [], trip: Int64? = nil) {
        let store = ToDoStore(database: database)
        for text in texts {
            guard let item = try? store.add(text, tripID: trip) else { continue }
            if done.contains(text) { try? store.setDone(id: item.id, true) }
        }
    }

    /// Exactly these trips, with their IDs (the tests' fixtures name them).
    func setTrips(_ trips: [Trip]) {
        try? database.writer.write { db in
            try db.execute(sql: "DELETE FROM trip")
            for trip in trips {
                try db.execute(sql: "INSERT INTO trip(id, name) VALUES (?, ?)", arguments: [trip.id, trip.name])
            }
        }
    }

    func breaks(_ broken: Bool) { isBroken = broken }

    private func check(_ call: String) throws(AppDatabaseError) {
        calls.append(call)
        if isBroken { throw .notWritable(details: "the test broke the database") }
    }

    func items(_ filter: ToDoFilter) async throws(AppDatabaseError) -> [ToDoItem] {
        try check("items")
        return try await real.items(filter)
    }

    func trips() async throws(AppDatabaseError) -> [Trip] {
        try check("trips")
        return try await real.trips()
    }

    func add(_ text: String, tripID: Int64?) async throws(AppDatabaseError) -> ToDoItem {
        try check("add \(text)")
        return try await real.add(text, tripID: tripID)
    }

    func setDone(id: Int64, _ isDone: Bool) async throws(AppDatabaseError) {
        try check("setDone \(id) \(isDone)")
        try await real.setDone(id: id, isDone)
    }

    func rename(id: Int64, to text: String) async throws(AppDatabaseError) {
        try check("rename \(id) \(text)")
        try await real.rename(id: id, to: text)
    }

    func delete(id: Int64) async throws(AppDatabaseError) -> ToDoItem? {
        try check("delete \(id)")
        return try await real.delete(id: id)
    }

    func restore(_ items: [ToDoItem]) async throws(AppDatabaseError) {
        try check("restore \(items.map(\.id))")
        try await real.restore(items)
    }

    func move(id: Int64, to index: Int, in filter: ToDoFilter) async throws(AppDatabaseError) {
        try check("move \(id) to \(index)")
        try await real.move(id: id, to: index, in: filter)
    }

    func clearCompleted(_ filter: ToDoFilter) async throws(AppDatabaseError) -> [ToDoItem] {
        try check("clearCompleted")
        return try await real.clearCompleted(filter)
    }
}
