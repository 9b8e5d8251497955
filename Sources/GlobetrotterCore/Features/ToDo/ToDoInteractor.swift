import Foundation

/// The To-Do page's use cases: the items in `ToDoStore`, the trips' names from `TripStore`.
public struct ToDoInteractor: ToDoInteracting {
    private let store: ToDoStore
    private let trips: TripStore

    public init(store: ToDoStore, trips: TripStore) {
        self.store = store
        self.trips = trips
    }

    public init(database: AppDatabase) {
        self.init(store: ToDoStore(database: database), trips: TripStore(database: database))
    }

    public func items(_ filter: ToDoFilter) async throws(AppDatabaseError) -> [ToDoItem] {
        try AppDatabaseError.sorting { try store.items(filter) }
    }
    public func trips() async throws(AppDatabaseError) -> [Trip] {
        try AppDatabaseError.sorting { try trips.tripsOnly() }
    }
    public func add(_ text: String, tripID: Int64?) async throws(AppDatabaseError) -> ToDoItem {
        try AppDatabaseError.sorting { try store.add(text, tripID: tripID) }
    }
    public func setDone(id: Int64, _ isDone: Bool) async throws(AppDatabaseError) {
        try AppDatabaseError.sorting { try store.setDone(id: id, isDone) }
    }
    public func rename(id: Int64, to text: String) async throws(AppDatabaseError) {
        try AppDatabaseError.sorting { try store.rename(id: id, to: text) }
    }
    public func delete(id: Int64) async throws(AppDatabaseError) -> ToDoItem? {
        try AppDatabaseError.sorting { try store.delete(id: id) }
    }
    public func restore(_ items: [ToDoItem]) async throws(AppDatabaseError) {
        try AppDatabaseError.sorting { try store.restore(items) }
    }
    public func move(id: Int64, to index: Int, in filter: ToDoFilter) async throws(AppDatabaseError) {
        try AppDatabaseError.sorting { try store.move(id: id, to: index, in: filter) }
    }
    public func clearCompleted(_ filter: ToDoFilter) async throws(AppDatabaseError) -> [ToDoItem] {
        try AppDatabaseError.sorting { try store.clearCompleted(filter) }
    }

}
