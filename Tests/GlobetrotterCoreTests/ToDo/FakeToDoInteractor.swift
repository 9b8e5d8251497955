import Foundation

@testable import GlobetrotterCore

struct FakeDatabaseError: Error {}

/// The To-Do page's use cases over an array, in the store's order rules
/// (new items at the end, moves exchange places among the filter's open items);
/// records each call and fails every call while `isBroken`.
actor FakeToDoInteractor: ToDoInteracting {
    private(set) var stored: [ToDoItem] = []
    private(set) var calls: [String] = []
    var tripList: [Trip] = []
    var isBroken = false
    private var nextID: Int64 = 1

    /// Items listed top to bottom.
    func seed(_ texts: [String], done: Set<String> = [], trip: Int64? = nil) {
        for text in texts {
            stored.append(ToDoItem(id: nextID, text: text, isDone: done.contains(text), position: 0, tripID: trip))
            nextID += 1
        }
    }

    func setTrips(_ trips: [Trip]) { tripList = trips }
    func breaks(_ broken: Bool) { isBroken = broken }

    private func check(_ call: String) throws {
        calls.append(call)
        if isBroken { throw FakeDatabaseError() }
    }

    private static func matches(_ item: ToDoItem, _ filter: ToDoFilter) -> Bool {
        switch filter {
        case .all: true
        case .trip(let id): item.tripID == id
        case .unassigned: item.tripID == nil
        }
    }

    func items(_ filter: ToDoFilter) async throws -> [ToDoItem] {
        try check("items")
        return stored.filter { Self.matches($0, filter) }
    }

    func trips() async throws -> [Trip] {
        try check("trips")
        return tripList
    }

    func add(_ text: String, tripID: Int64?) async throws -> ToDoItem {
        try check("add \(text)")
        let item = ToDoItem(id: nextID, text: text, position: 0, tripID: tripID)
        nextID += 1
        stored.append(item)
        return item
    }

    func setDone(id: Int64, _ isDone: Bool) async throws {
        try check("setDone \(id) \(isDone)")
        if let index = stored.firstIndex(where: { $0.id == id }) { stored[index].isDone = isDone }
    }

    func rename(id: Int64, to text: String) async throws {
        try check("rename \(id) \(text)")
        if let index = stored.firstIndex(where: { $0.id == id }) { stored[index].text = text }
    }

    func delete(id: Int64) async throws -> ToDoItem? {
        try check("delete \(id)")
        guard let index = stored.firstIndex(where: { $0.id == id }) else { return nil }
        var item = stored.remove(at: index)
        item.position = index
        return item
    }

    func restore(_ items: [ToDoItem]) async throws {
        try check("restore \(items.map(\.id))")
        for item in items.sorted(by: { $0.position < $1.position }) {
            stored.insert(item, at: min(item.position, stored.count))
        }
    }

    func move(id: Int64, to index: Int, in filter: ToDoFilter) async throws {
        try check("move \(id) to \(index)")
        let slots = stored.indices.filter { !stored[$0].isDone && Self.matches(stored[$0], filter) }
        var order = slots.map { stored[$0] }
        guard let from = order.firstIndex(where: { $0.id == id }) else { return }
        let item = order.remove(at: from)
        order.insert(item, at: max(0, min(index, order.count)))
        for (slot, item) in zip(slots, order) { stored[slot] = item }
    }

    func clearCompleted(_ filter: ToDoFilter) async throws -> [ToDoItem] {
        try check("clearCompleted")
        var cleared: [ToDoItem] = []
        for (index, item) in stored.enumerated() where item.isDone && Self.matches(item, filter) {
            var item = item
            item.position = index
            cleared.append(item)
        }
        stored.removeAll { $0.isDone && Self.matches($0, filter) }
        return cleared
    }
}
