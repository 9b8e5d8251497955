import Foundation
import GRDB

@testable import GlobetrotterCore

/// The committed data pack, found from this file's path, and disposable
/// copies of it for tests that damage it.
enum PackFixture {
    /// Tests/GlobetrotterCoreTests/OfflineData/PackFixture.swift → repository root → data/pack.
    static let committedRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/pack")

    /// One pack for the read-only tests: one open database, shared.
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

    static func file(in root: URL) -> URL { root.appendingPathComponent(DataPack.fileName) }

    /// Changes the bytes of the copy's pack file, as a bad disk or download would.
    static func damage(_ root: URL, _ change: (inout Data) -> Void) throws {
        var bytes = try Data(contentsOf: file(in: root))
        change(&bytes)
        try bytes.write(to: file(in: root))
    }

    /// Changes the copy through SQLite (writable, so not as the app opens it):
    /// damage that is still a well-formed database.
    static func edit(_ root: URL, _ change: (Database) throws -> Void) throws {
        let database = try DatabaseQueue(path: file(in: root).path)
        try database.write(change)
        try database.close()
    }

    /// The committed pack through GRDB directly, for checks behind the loaders' back.
    static func readCommitted<Value>(_ query: (Database) throws -> Value) throws -> Value {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: file(in: committedRoot).path, configuration: configuration).read(query)
    }

    /// The page numbers (from 1) of a table's b-tree leaves in the committed pack, from SQLite's dbstat.
    static func leafPages(of table: String) throws -> [Int] {
        try readCommitted { db in
            try Int.fetchAll(
                db, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno",
                arguments: [table])
        }
    }

    static let pageSize = 4096
}

/// The width and height in a PNG's IHDR chunk, or nil when `data` is not a PNG.
func pngDimensions(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
        Array(bytes[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8)
    else { return nil }
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (u32(16), u32(20))
}
