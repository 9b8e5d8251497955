import Foundation
import GRDB

/// The user's data: one SQLite file, migrated on open. Every change is a
/// committed transaction, so nothing entered is lost on a crash.
public final class AppDatabase: Sendable {
    public let writer: any DatabaseWriter

    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// Opens (creating if needed) the database at `path`, with WAL so reads never block writes.
    public static func open(at path: String) throws(AppDatabaseError) -> AppDatabase {
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.foreignKeysEnabled = true
            return try AppDatabase(DatabasePool(path: path, configuration: configuration))
        } catch {
            throw AppDatabaseError.classify(error)
        }
    }

    /// Opens an existing database only to read it (the search provider, while
    /// the app may be writing): nil when there is none yet, or when it lacks
    /// a migration this build knows (an older app has not opened it since).
    public static func openForReading(at path: String) throws -> AppDatabase? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        let pool = try DatabasePool(path: path, configuration: configuration)
        guard try pool.read(migrator.hasCompletedMigrations) else { return nil }
        return AppDatabase(reading: pool)
    }

    private init(reading reader: DatabasePool) {
        writer = reader
    }

    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue())
    }

    /// Default location: `$XDG_DATA_HOME/globetrotter/globetrotter.sqlite`.
    public static func defaultPath(dataDirectory: String) -> String {
        "\(dataDirectory)/globetrotter/globetrotter.sqlite"
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-metadata") { db in
            // Records which app version last opened the file, so later
            // migrations can tell an upgrade from a fresh install.
            try db.create(table: "appMetadata") { table in
                table.primaryKey("key", .text)
                table.column("value", .text).notNull()
            }
        }
        migrator.registerMigration("v2-trips", migrate: TripStore.createTables)
        migrator.registerMigration("v3-todo", migrate: ToDoStore.createTables)
        migrator.registerMigration("v4-travel-mode", migrate: TripStore.addTravelMode)
        migrator.registerMigration("v5-trip-days", migrate: TripStore.addDays)
        migrator.registerMigration("v6-region-code", migrate: TripStore.addRegionCode)
        return migrator
    }

    public func recordOpened(byVersion version: String) throws {
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO appMetadata(key, value) VALUES ('lastVersion', ?) "
                    + "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                arguments: [version])
        }
    }

    public func lastOpenedVersion() throws -> String? {
        try writer.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM appMetadata WHERE key = 'lastVersion'")
        }
    }
}
