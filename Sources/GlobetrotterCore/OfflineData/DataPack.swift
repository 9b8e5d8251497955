import Foundation
import Synchronization

/// The bundled offline data pack (`data/pack/`, installed to
/// `share/globetrotter/pack/`): reads files by their path in the pack and
/// checks each against the manifest's SHA-256 the first time it is read, so a
/// damaged file is reported instead of half-decoded. Creating one reads nothing.
public final class DataPack: Sendable {
    public static let manifestFile = "manifest.json"

    public let root: URL
    private let loadedManifest = LoadOnce<DataPackManifest>()
    private let verifiedFiles = Mutex<Set<String>>([])

    public init(root: URL) {
        self.root = root
    }

    /// Read on first use and kept.
    public func manifest() throws(DataPackError) -> DataPackManifest {
        try loadedManifest.get { () throws(DataPackError) in
            let url = root.appendingPathComponent(Self.manifestFile)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw .manifestUnreadable(reason: "cannot read \(url.path)")
            }
            do {
                return try JSONDecoder().decode(DataPackManifest.self, from: data)
            } catch {
                throw .manifestUnreadable(reason: readableDecodingFailure(error))
            }
        }
    }

    /// Whether the manifest lists the file (it may still be missing on disk).
    public func lists(_ relativePath: String) throws(DataPackError) -> Bool {
        try manifest().checksums[relativePath] != nil
    }

    /// The bytes of a pack file, e.g. `"holidays/DE.json"`, verified against
    /// the manifest on the first read. `options` go to `Data(contentsOf:options:)`:
    /// `.alwaysMapped` for a file that is read in small pieces, such as `tiles.bin`.
    public func data(for relativePath: String, options: Data.ReadingOptions = []) throws(DataPackError) -> Data {
        guard let expected = try manifest().checksums[relativePath] else {
            throw .missing(file: relativePath)
        }
        let url = root.appendingPathComponent(relativePath)
        let data: Data
        do {
            data = try Data(contentsOf: url, options: options)
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { throw .missing(file: relativePath) }
            throw .corrupt(file: relativePath, reason: "it cannot be read (\(error.localizedDescription))")
        }
        if verifiedFiles.withLock({ $0.contains(relativePath) }) { return data }
        let actual = SHA256.hexDigest(of: data)
        guard actual == expected else {
            throw .corrupt(
                file: relativePath,
                reason: "checksum mismatch (SHA-256 \(actual.prefix(12))…, the manifest says \(expected.prefix(12))…)")
        }
        verifiedFiles.withLock { _ = $0.insert(relativePath) }
        return data
    }

    /// A verified JSON file decoded as `type`; content that does not decode
    /// (truncated, garbage, wrong shape) is reported as corrupt.
    public func decodeJSON<Value: Decodable>(_ type: Value.Type, from relativePath: String) throws(DataPackError)
        -> Value
    {
        let data = try data(for: relativePath)
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .corrupt(file: relativePath, reason: "not the expected JSON, \(readableDecodingFailure(error))")
        }
    }
}
