import Foundation
import GRDB

/// Why the user's database could not be opened. Typed so the shell's presenter
/// can say what happened in words; `details` (the system's own text) is for the log.
public enum AppDatabaseError: Error, Equatable, Sendable {
    /// Its folder or file cannot be created or written: permissions, a read-only disk, a file in the way.
    case notWritable(details: String)
    case diskFull(details: String)
    /// The file is not an SQLite database, or is damaged.
    case damaged(details: String)
    case unexpected(details: String)

    public var details: String {
        switch self {
        case .notWritable(let details), .diskFull(let details), .damaged(let details), .unexpected(let details):
            details
        }
    }

    /// Sorts what SQLite or the file system said into what a person can be told.
    static func classify(_ error: any Error) -> AppDatabaseError {
        let details = String(describing: error)
        if let sqlite = error as? DatabaseError {
            switch sqlite.resultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .damaged(details: details)
            case .SQLITE_FULL: return .diskFull(details: details)
            case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: return .notWritable(details: details)
            default: return .unexpected(details: details)
            }
        }
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ENOSPC) {
            return .diskFull(details: details)
        }
        if error is CocoaError { return .notWritable(details: details) }
        return .unexpected(details: details)
    }
}

extension AppDatabaseError {
    /// Runs a read or write of the database, what SQLite or the disk refused
    /// sorted into what a person can be told.
    public static func sorting<Value>(_ body: () throws -> Value) throws(AppDatabaseError) -> Value {
        do {
            return try body()
        } catch let error as AppDatabaseError {
            throw error
        } catch {
            throw AppDatabaseError.classify(error)
        }
    }
}
