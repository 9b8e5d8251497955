import GRDB

/// Why the user's database refused a change, sorted for what a person can be
/// told. Every kind is refused at once (SQLite's busy handler is off for the
/// writer): an immutable or read-only file or disk fails with SQLITE_READONLY
/// or SQLITE_IOERR, a full disk with SQLITE_FULL, another program's lock with
/// SQLITE_BUSY.
public enum SaveFailure: Equatable, Sendable {
    /// The file, its folder or the disk cannot be written (read-only, immutable, permissions).
    case notWritable
    case diskFull
    /// Another program holds the database.
    case busy
    case other

    public init(_ error: any Error) {
        if let failure = error as? SaveFailure {
            self = failure
            return
        }
        switch (error as? DatabaseError)?.resultCode {
        case .SQLITE_READONLY?, .SQLITE_IOERR?, .SQLITE_PERM?, .SQLITE_CANTOPEN?, .SQLITE_AUTH?: self = .notWritable
        case .SQLITE_FULL?: self = .diskFull
        case .SQLITE_BUSY?, .SQLITE_LOCKED?: self = .busy
        default: self = .other
        }
    }
}

extension SaveFailure: Error {
    /// Runs a write, a refusal sorted as the page words it (read-only, full, busy).
    public static func saving<Value>(_ body: () throws -> Value) throws(SaveFailure) -> Value {
        do {
            return try body()
        } catch let failure as SaveFailure {
            throw failure
        } catch {
            throw SaveFailure(error)
        }
    }
}
