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

/// The user's database as the pages that store in it get it (To-Do reads
/// `database`), and how the Trips feature is assembled once it is open.
public struct UserDataSetup: Sendable {
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
