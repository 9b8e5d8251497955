import Foundation
import GRDB

/// One line of the to-do list.
public struct ToDoItem: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var text: String
    public var isDone: Bool
    /// The item's place in the one order of all items (smaller first). Not
    /// contiguous: adding at the end takes the largest plus one, and a
    /// deleted item leaves a gap that its Undo fills again. (Databases from
    /// before items were added at the end hold negative places: they keep
    /// their order.)
    public var position: Int
    /// The trip the item belongs to, if any.
    public var tripID: Int64?

    public init(id: Int64, text: String, isDone: Bool = false, position: Int, tripID: Int64? = nil) {
        self.id = id
        self.text = text
        self.isDone = isDone
        self.position = position
        self.tripID = tripID
    }
}

/// Which items a list shows.
public enum ToDoFilter: Hashable, Sendable {
    case all
    /// The items of one trip.
    case trip(Int64)
    /// The items of no trip.
    case unassigned
}

/// How many of a list's items are done.
public struct ToDoCounts: Hashable, Sendable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}

/// The to-do items in the user's database. Every call is one committed
/// transaction: whatever returned has been written, so a crash or SIGKILL
/// afterwards loses nothing.
///
/// Items are kept in one order (`position`), whatever trip they belong to; a
/// filtered list shows its items in that order, and moving an item within a
/// filtered list only exchanges places among that list's items.
///
/// An item's trip is a foreign key with `ON DELETE SET NULL`: deleting a trip
/// never deletes items by itself, they become unassigned. The page that
/// deletes a trip asks the person first and, for "delete them too", calls
/// `deleteItems(ofTrip:)` before deleting the trip; `detach(tripID:)` and
/// `attach(_:toTrip:)` keep and re-attach them (the trip's Undo).
public final class ToDoStore: Sendable {
    private let writer: any DatabaseWriter

    public init(database: AppDatabase) {
        writer = database.writer
    }

    static func createTables(_ db: Database) throws {
        try db.create(table: "todoItem") { table in
            table.autoIncrementedPrimaryKey("id")
            table.column("text", .text).notNull()
            table.column("isDone", .boolean).notNull().defaults(to: false)
            table.column("position", .integer).notNull()
            // Indexed by `belongsTo`.
            table.belongsTo("trip", onDelete: .setNull)
        }
        try db.create(index: "todoItem_order", on: "todoItem", columns: ["position"])  // i18n-ignore: an index name
    }

    // MARK: Reading

    /// The filter's items, open and done, in the list's order.
    public func items(_ filter: ToDoFilter = .all) throws -> [ToDoItem] {
        try writer.read { db in try Self.items(filter, in: db) }
    }

    /// The items of one trip, in order (what to ask about before the trip is deleted).
    public func items(ofTrip tripID: Int64) throws -> [ToDoItem] {
        try items(.trip(tripID))
    }

    public func item(id: Int64) throws -> ToDoItem? {
        try writer.read { db in try ToDoRecord.fetchOne(db, key: id)?.item }
    }

    /// How many of the filter's items are done, of how many.
    public func counts(_ filter: ToDoFilter = .all) throws -> ToDoCounts {
        try writer.read { db in
            let (condition, arguments) = Self.condition(filter)
            let row = try Row.fetchOne(
                db, sql: "SELECT count(*) AS total, coalesce(sum(isDone), 0) AS done FROM todoItem WHERE \(condition)",
                arguments: arguments)
            return ToDoCounts(done: row?["done"] ?? 0, total: row?["total"] ?? 0)
        }
    }

    /// A trip's checklist figures ("3 of 7 done").
    public func counts(ofTrip tripID: Int64) throws -> ToDoCounts {
        try counts(.trip(tripID))
    }

    /// Follows a trip's items: `onChange` gets them now and again after every
    /// committed change to them, whichever page or connection of this
    /// database made it (GRDB's `ValueObservation`), on the main actor, until
    /// the returned token is cancelled or released.
    @MainActor
    public func followItems(
        ofTrip tripID: Int64, onError: @escaping @MainActor (any Error) -> Void,
        onChange: @escaping @MainActor ([ToDoItem]) -> Void
    ) -> AnyDatabaseCancellable {
        ValueObservation.tracking { db in try Self.items(.trip(tripID), in: db) }
            .removeDuplicates()
            .start(in: writer, onError: onError, onChange: onChange)
    }

    // MARK: Writing

    /// Adds an open item at the end of the list, as GNOME To Do does: items
    /// typed one after another read in the order they were typed.
    /// The text is stored as given; the presenter trims it and refuses blanks.
    public func add(_ text: String, tripID: Int64? = nil) throws -> ToDoItem {
        try writer.write { db in
            let last = try Int.fetchOne(db, sql: "SELECT max(position) FROM todoItem") ?? -1
            var record = ToDoRecord(ToDoItem(id: 0, text: text, position: last + 1, tripID: tripID))
            record.id = nil
            try record.insert(db)
            return ToDoItem(id: db.lastInsertedRowID, text: text, position: last + 1, tripID: tripID)
        }
    }

    public func setDone(id: Int64, _ isDone: Bool) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE todoItem SET isDone = ? WHERE id = ?", arguments: [isDone, id])
        }
    }

    public func rename(id: Int64, to text: String) throws {
        try writer.write { db in
            try db.execute(sql: "UPDATE todoItem SET text = ? WHERE id = ?", arguments: [text, id])
        }
    }

    /// Deletes the item; returns it, which is all `restore` needs.
    public func delete(id: Int64) throws -> ToDoItem? {
        try writer.write { db in
            guard let record = try ToDoRecord.fetchOne(db, key: id) else { return nil }
            try db.execute(sql: "DELETE FROM todoItem WHERE id = ?", arguments: [id])
            return record.item
        }
    }

    /// Puts a deleted item back with its id, in its place.
    public func restore(_ item: ToDoItem) throws {
        try restore([item])
    }

    /// Puts deleted items back (a "Clear Completed" undone), in one
    /// transaction. An item whose trip has since been deleted comes back unassigned.
    public func restore(_ items: [ToDoItem]) throws {
        try writer.write { db in
            for item in items {
                var record = ToDoRecord(item)
                if let tripID = item.tripID,
                    try Int.fetchOne(db, sql: "SELECT 1 FROM trip WHERE id = ?", arguments: [tripID]) == nil
                {
                    record.tripId = nil
                }
                try record.insert(db, onConflict: .replace)
            }
        }
    }

    /// Moves an open item to `index` among the filter's open items (clamped).
    /// The filter's open items swap their places among themselves; every other
    /// item keeps its own.
    public func move(id: Int64, to index: Int, in filter: ToDoFilter = .all) throws {
        try writer.write { db in
            let open = try Self.items(filter, in: db).filter { !$0.isDone }
            guard open.contains(where: { $0.id == id }) else { return }
            let slots = open.map(\.position)
            var order = open.map(\.id)
            order.removeAll { $0 == id }
            order.insert(id, at: max(0, min(index, order.count)))
            for (slot, itemID) in zip(slots, order) {
                try db.execute(sql: "UPDATE todoItem SET position = ? WHERE id = ?", arguments: [slot, itemID])
            }
        }
    }

    /// Deletes the filter's done items; returns them for `restore(_:)`.
    public func clearCompleted(_ filter: ToDoFilter = .all) throws -> [ToDoItem] {
        try writer.write { db in
            let done = try Self.items(filter, in: db).filter(\.isDone)
            for item in done { try db.execute(sql: "DELETE FROM todoItem WHERE id = ?", arguments: [item.id]) }
            return done
        }
    }

    // MARK: A trip is deleted

    /// Keeps a trip's items as unassigned ones; returns their ids, so the
    /// trip's Undo can `attach` them again.
    @discardableResult
    public func detach(tripID: Int64) throws -> [Int64] {
        try writer.write { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM todoItem WHERE tripId = ?", arguments: [tripID])
            try db.execute(sql: "UPDATE todoItem SET tripId = NULL WHERE tripId = ?", arguments: [tripID])
            return ids
        }
    }

    /// Puts items (back) in a trip; ids that no longer exist are ignored.
    public func attach(_ ids: [Int64], toTrip tripID: Int64) throws {
        try writer.write { db in
            for id in ids {
                try db.execute(sql: "UPDATE todoItem SET tripId = ? WHERE id = ?", arguments: [tripID, id])
            }
        }
    }

    /// Deletes a trip's items; returns them for `restore(_:)`.
    public func deleteItems(ofTrip tripID: Int64) throws -> [ToDoItem] {
        try writer.write { db in
            let items = try Self.items(.trip(tripID), in: db)
            try db.execute(sql: "DELETE FROM todoItem WHERE tripId = ?", arguments: [tripID])
            return items
        }
    }

    // MARK: Helpers

    private static func condition(_ filter: ToDoFilter) -> (String, StatementArguments) {
        switch filter {
        case .all: ("1", [])
        case .trip(let id): ("tripId = ?", [id])
        case .unassigned: ("tripId IS NULL", [])
        }
    }

    private static func items(_ filter: ToDoFilter, in db: Database) throws -> [ToDoItem] {
        let (condition, arguments) = condition(filter)
        return try ToDoRecord.fetchAll(
            db, sql: "SELECT * FROM todoItem WHERE \(condition) ORDER BY position, id", arguments: arguments
        ).map(\.item)
    }
}

/// A `todoItem` row.
private struct ToDoRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "todoItem"
    var id: Int64?
    var text: String
    var isDone: Bool
    var position: Int
    var tripId: Int64?

    init(_ item: ToDoItem) {
        id = item.id
        text = item.text
        isDone = item.isDone
        position = item.position
        tripId = item.tripID
    }

    var item: ToDoItem {
        ToDoItem(id: id ?? 0, text: text, isDone: isDone, position: position, tripID: tripId)
    }
}
