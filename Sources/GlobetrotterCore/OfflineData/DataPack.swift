import Foundation
import GRDB

/// The bundled offline data pack: one read-only SQLite database,
/// `globetrotter-pack.sqlite` in `data/pack/` (installed to
/// `share/globetrotter/pack/`), laid out as data/offline/README.md says. Its
/// typed queries are in the extensions beside this file: countries,
/// currencies, their names in every language (for the Activities search),
/// holidays, ECB rates, cities, basemap tiles.
///
/// Creating one reads nothing. The first query opens the file immutable
/// (SQLite takes no lock and never writes) and checks that it is a pack of
/// the schema version this build reads, which also reads SQLite's header and
/// schema: a missing, garbage or truncated file fails there. Damage further
/// in fails the first query that reaches it, and only that query. Every
/// failure is a `DataPackError`; a failed open is not kept, so the next query
/// tries again. Queries may come from any thread; they run one at a time.
public final class DataPack: Sendable {
    public static let fileName = "globetrotter-pack.sqlite"
    /// The layout this build reads (the pack's `PRAGMA user_version`).
    public static let schemaVersion = 2
    /// MBTiles' SQLite `application_id`, "MPBX": the pack is also an MBTiles tileset.
    static let applicationID = 0x4D50_4258

    /// The directory that holds the pack (`GLOBETROTTER_DATA_DIR` points at one).
    public let root: URL
    public var file: URL { root.appendingPathComponent(Self.fileName) }
    private let loaded = LoadOnce<Connection>()

    private struct Connection: Sendable {
        let database: DatabaseQueue
        let info: DataPackInfo
    }

    public init(root: URL) {
        self.root = root
    }

    /// What the pack was built from and what it covers.
    public func info() throws(DataPackError) -> DataPackInfo {
        try connection().info
    }

    /// Opens the pack now, as the first query would, and checks its version.
    public func open() throws(DataPackError) {
        _ = try connection()
    }

    /// Runs `query` against the pack. Whatever it throws — SQLite's errors
    /// (a damaged page, a missing table), GRDB's decoding errors, a
    /// `DataPackValueError` — becomes `.corrupt`, its reason led by `part`.
    func read<Value>(_ part: String, _ query: (Database) throws -> Value) throws(DataPackError) -> Value {
        let database = try connection().database
        do {
            return try database.read(query)
        } catch {
            throw .corrupt(file: file.path, reason: "\(part): \(Self.detail(of: error))")
        }
    }

    private func connection() throws(DataPackError) -> Connection {
        try loaded.get { () throws(DataPackError) in
            let path = file.path
            guard FileManager.default.fileExists(atPath: path) else { throw .missing(file: path) }
            let database: DatabaseQueue
            let header: Header
            do {
                database = try Self.openReadOnly(path)
                header = try database.read(Header.init)
            } catch {
                throw .corrupt(file: path, reason: Self.detail(of: error))
            }
            // An empty file is an empty SQLite database: no application_id either.
            guard header.applicationID == Self.applicationID else {
                throw .corrupt(file: path, reason: "not a Globetrotter pack (application_id \(header.applicationID))")
            }
            // SQLite notices a file shorter than its header says by whole pages
            // only, and only when it reads there; the size tells at once.
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
            guard size == header.pageCount * header.pageSize else {
                throw .corrupt(
                    file: path,
                    reason: "\(size ?? 0) bytes, its header says \(header.pageCount) pages of \(header.pageSize)")
            }
            let version = header.userVersion
            guard version == Self.schemaVersion else {
                throw .unsupportedVersion(found: version, supported: Self.schemaVersion)
            }
            return Connection(database: database, info: try Self.readInfo(database, path: path))
        }
    }

    /// What SQLite's 100-byte header says, through the pragmas that read it.
    private struct Header {
        let applicationID: Int
        let userVersion: Int
        let pageCount: Int
        let pageSize: Int

        init(_ db: Database) throws {
            func pragma(_ name: String) throws -> Int { try Int.fetchOne(db, sql: "PRAGMA \(name)") ?? 0 }
            applicationID = try pragma("application_id")
            userVersion = try pragma("user_version")
            pageCount = try pragma("page_count")
            pageSize = try pragma("page_size")
        }
    }

    private static func readInfo(_ database: DatabaseQueue, path: String) throws(DataPackError) -> DataPackInfo {
        do {
            let rows = try database.read { db in
                try Row.fetchAll(db, sql: "SELECT key, value FROM pack_info").map { row in
                    (try row.decode(String.self, atIndex: 0), try row.decode(String.self, atIndex: 1))
                }
            }
            return try DataPackInfo(Dictionary(rows, uniquingKeysWith: { first, _ in first }))
        } catch {
            throw .corrupt(file: path, reason: "pack_info: \(detail(of: error))")
        }
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "DataPack"  // i18n-ignore: SQLite trace label
        configuration.prepareDatabase { db in
            // Checks each b-tree cell's size as it is read: damage is reported, not followed.
            try db.execute(sql: "PRAGMA cell_size_check = ON")
        }
        return configuration
    }

    /// Opens the file as read-only media (`immutable=1`): SQLite takes no
    /// lock and checks for no journal. That takes a URI filename, which
    /// Debian's SQLite reads (SQLITE_USE_URI); a library that does not reads
    /// the URI as a file name it cannot find, so the plain path is tried next.
    private static func openReadOnly(_ path: String) throws -> DatabaseQueue {
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        do {
            return try DatabaseQueue(path: "file:\(escaped)?immutable=1", configuration: configuration)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN {
            return try DatabaseQueue(path: path, configuration: configuration)
        }
    }

    /// SQLite's own message for its errors (without the SQL), else the error's description.
    private static func detail(of error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode)" }
        return String(describing: error)
    }
}
