import GRDB

@testable import GlobetrotterCore

/// One thing to pack, as stored.
struct PackingItem: Equatable, Sendable {
    var id: Int64
    var name: String
    /// Where it is needed (ISO 3166 alpha-2); nil until chosen.
    var country: String?
}

/// The Packing page's rows in the user's database (in the app, over
/// `AppDatabase.writer`; in the tests, an in-memory database).
struct PackingStore: Sendable {
    let writer: any DatabaseWriter

    /// The migration that made the table, registered once as "v6-packing".
    /// Frozen: once shipped it never changes (a database made by it is on a
    /// person's disk); a new column is a new migration after it.
    /// `RecipeExampleTests.theMigrationIsFrozen` holds it to this text.
    static func createTables(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE packingItem (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    country TEXT
                )
                """)
    }

    func items() throws -> [PackingItem] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT id, name, country FROM packingItem ORDER BY id").map {
                PackingItem(id: $0["id"], name: $0["name"], country: $0["country"])
            }
        }
    }

    func add(_ name: String) throws {
        try writer.write { try $0.execute(sql: "INSERT INTO packingItem(name) VALUES (?)", arguments: [name]) }
    }

    func setCountry(_ code: String, of id: Int64) throws {
        try writer.write {
            try $0.execute(sql: "UPDATE packingItem SET country = ? WHERE id = ?", arguments: [code, id])
        }
    }
}

extension AppDatabase {
    /// The app's migrations and Packing's: in the app, one line at the end of
    /// `AppDatabase.migrator`:
    /// `migrator.registerMigration("v6-packing", migrate: PackingStore.createTables)`.
    static var migratorWithPacking: DatabaseMigrator {
        var migrator = migrator
        migrator.registerMigration("v6-packing", migrate: PackingStore.createTables)
        return migrator
    }

    /// An in-memory database migrated as the app with Packing would be.
    static func inMemoryWithPacking() throws -> PackingStore {
        let queue = try DatabaseQueue()
        try migratorWithPacking.migrate(queue)
        return PackingStore(writer: queue)
    }
}
