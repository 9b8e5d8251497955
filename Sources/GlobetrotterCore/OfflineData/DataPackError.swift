/// Why a file of the offline data pack cannot be used. Each names the file,
/// so the feature that needs it can say its offline data is unavailable
/// while the others carry on.
public enum DataPackError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not on disk, or not listed in the manifest.
    case missing(file: String)
    /// On disk but unusable: its checksum does not match the manifest, or its
    /// content is not what the pack's format says (truncated or garbage).
    case corrupt(file: String, reason: String)
    /// `manifest.json` is absent, not JSON, or of a format this build does not read;
    /// without it no file can be verified, so none is used.
    case manifestUnreadable(reason: String)

    public var description: String {
        switch self {
        case .missing(let file): "The offline data file \(file) is missing."
        case .corrupt(let file, let reason): "The offline data file \(file) is damaged: \(reason)."
        case .manifestUnreadable(let reason): "The offline data pack's manifest.json cannot be read: \(reason)."
        }
    }
}
