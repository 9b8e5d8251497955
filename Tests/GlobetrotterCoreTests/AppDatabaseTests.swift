import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct AppDatabaseTests {
    @Test func opensCreatesAndMigratesTheFileAtTheXDGPath() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = AppDatabase.defaultPath(dataDirectory: home.path)
        #expect(path == "\(home.path)/globetrotter/globetrotter.sqlite")
        let database = try AppDatabase.open(at: path)
        try database.recordOpened(byVersion: "0.1.0")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try database.lastOpenedVersion() == "0.1.0")

        // Reopening keeps the data and does not re-run migrations.
        let reopened = try AppDatabase.open(at: path)
        #expect(try reopened.lastOpenedVersion() == "0.1.0")
        try reopened.recordOpened(byVersion: "0.2.0")
        #expect(try reopened.lastOpenedVersion() == "0.2.0")
        let applied = try reopened.writer.read { try AppDatabase.migrator.appliedIdentifiers($0) }
        #expect(applied == ["v1-metadata", "v2-trips", "v3-todo", "v4-travel-mode", "v5-trip-days", "v6-region-code"])
    }

    @Test func aCorruptFileIsReportedNotCrashed() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: home) }
        let path = AppDatabase.defaultPath(dataDirectory: home.path)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try AppDatabase.open(at: path) }
    }
}
