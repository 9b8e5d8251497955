/// Why the offline data pack, or the part of it a feature reads, cannot be
/// used. The feature that meets it says its offline data is unavailable
/// while the others carry on; `description` is technical detail for the log.
public enum DataPackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no pack at this path.
    case missing(file: String)
    /// The file is not a pack SQLite can read whole: not a database, truncated,
    /// a damaged page, a table or value out of shape. `reason` names the part
    /// that failed and SQLite's or the reader's detail.
    case corrupt(file: String, reason: String)
    /// A pack of another layout than this build reads (an older or newer
    /// app's pack): `PRAGMA user_version` is `found`.
    case unsupportedVersion(found: Int, supported: Int)

    public var description: String {
        switch self {
        case .missing(let file): "offline data pack \(file): missing"
        case .corrupt(let file, let reason): "offline data pack \(file): damaged: \(reason)"
        case .unsupportedVersion(let found, let supported):
            "offline data pack: schema version \(found), this build reads \(supported)"
        }
    }
}
