/// The user's database, opened once: by the splash's start-up step on a
/// worker thread, then shared by every feature that stores something. A
/// failed open is not kept, so a later use tries again.
public final class UserDatabase: Sendable {
    public let path: String
    private let loaded = LoadOnce<AppDatabase>()

    public init(path: String) {
        self.path = path
    }

    public func open() throws(AppDatabaseError) -> AppDatabase {
        try loaded.get { () throws(AppDatabaseError) in try AppDatabase.open(at: path) }
    }
}

/// How the Trips feature is assembled once the user's database is open.
public struct TripsSetup: Sendable {
    public let database: UserDatabase
    public let make: @Sendable (AppDatabase) -> TripsDependencies

    public init(database: UserDatabase, make: @escaping @Sendable (AppDatabase) -> TripsDependencies) {
        self.database = database
        self.make = make
    }

    public func dependencies() throws(AppDatabaseError) -> TripsDependencies {
        make(try database.open())
    }
}
