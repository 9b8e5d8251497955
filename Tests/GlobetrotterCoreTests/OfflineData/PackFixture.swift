import Foundation

@testable import GlobetrotterCore

/// The committed data pack, found from this file's path, and disposable
/// copies of it for tests that damage files.
enum PackFixture {
    /// Tests/GlobetrotterCoreTests/OfflineData/PackFixture.swift → repository root → data/pack.
    static let committedRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/pack")

    /// One pack for the read-only tests: what it has read is kept, so sharing saves time.
    static let committed = DataPack(root: committedRoot)
    /// No iso-codes list to stand in, so the pack's own problem is what a catalog throws.
    static let noSystemList = URL(fileURLWithPath: "/nonexistent/iso_3166-1.json")

    /// A fresh copy of the committed pack in a temporary directory; remove it with `discard`.
    static func copy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("globetrotter-pack-\(UUID())")
        try FileManager.default.copyItem(at: committedRoot, to: root)
        return root
    }

    static func discard(_ root: URL) {
        try? FileManager.default.removeItem(at: root)
    }

    /// Rewrites the copy's manifest so `file` is listed with its current
    /// checksum: damage that the checksum cannot catch, for the decoders.
    static func acceptCurrentContent(of file: String, in root: URL) throws {
        let manifestURL = root.appendingPathComponent(DataPack.manifestFile)
        var manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as! [String: Any]
        var files = manifest["files"] as! [String: String]
        files[file] = SHA256.hexDigest(of: try Data(contentsOf: root.appendingPathComponent(file)))
        manifest["files"] = files
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]).write(to: manifestURL)
    }
}
