import Foundation
import GRDB
import Testing

@testable import GlobetrotterCore

/// A missing or damaged pack is a typed `DataPackError` from every loader,
/// never a crash; damage to one part of the pack affects only the feature
/// that reads it. Each test damages a fresh copy of the real pack.
@Suite(.timeLimit(.minutes(1))) struct PackCorruptionTests {
    /// The pack's problem as each loader reports it, unwrapped from its own error type.
    private func problems(_ root: URL) async -> [String: DataPackError?] {
        let pack = DataPack(root: root)
        func problem(_ body: () throws -> Void) -> DataPackError? {
            do {
                try body()
                return nil
            } catch let error as DataPackError {
                return error
            } catch OfflineHolidayError.unavailable(let error), OfflineRateError.unavailable(let error) {
                return error
            } catch {
                Issue.record("not a DataPackError: \(error)")
                return nil
            }
        }
        var tileProblem: DataPackError?
        do {
            _ = try await OfflineTileProvider(pack: pack).tile(at: TileCoordinate(x: 16, y: 10, zoom: 5))
        } catch TileError.unavailable(_, let error) {
            tileProblem = error
        } catch {
            Issue.record("not TileError.unavailable: \(error)")
        }
        return [
            "countries": problem {
                _ = try CountryCatalog(pack: pack, systemList: PackFixture.noSystemList).countries()
            },
            "currencies": problem { _ = try CurrencyCatalog(pack: pack).currencies() },
            "holidays": problem { _ = try OfflineHolidayStore(pack: pack).holidays(country: "DE", year: 2026) },
            "rates": problem { _ = try OfflineRateStore(pack: pack).rate(from: "USD", to: "EUR") },
            "cities": problem { _ = try CitySearch(pack: pack).search("zur") },
            "tiles": tileProblem,
        ]
    }

    @Test func aDeletedPackIsMissingForEveryFeature() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try FileManager.default.removeItem(at: PackFixture.file(in: root))

        let missing = DataPackError.missing(file: PackFixture.file(in: root).path)
        for (feature, problem) in await problems(root) { #expect(problem == missing, "\(feature)") }
        // iso-codes stands in for the countries, and the pack's problem is kept for the page to say.
        let catalog = CountryCatalog(pack: DataPack(root: root))
        #expect(try catalog.country(alpha2: "CH")?.displayName == "Switzerland")
        #expect(catalog.packProblem == missing)
    }

    /// Cut anywhere — to nothing, inside SQLite's 100-byte header, at a page
    /// boundary, in the middle, by one byte — the pack is damaged when opened.
    @Test(arguments: [0, 7, 100, 4_096, 1_000_000, -4_096, -1])
    func aTruncatedPackIsCorruptForEveryFeature(cutAt length: Int) async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try PackFixture.damage(root) { bytes in bytes = bytes.prefix(length >= 0 ? length : bytes.count + length) }

        for (feature, problem) in await problems(root) {
            guard case .corrupt(let file, _)? = problem else {
                Issue.record("\(feature): \(String(describing: problem))")
                continue
            }
            #expect(file == PackFixture.file(in: root).path)
        }
    }

    @Test func aPageOfHTMLInsteadOfThePackIsCorrupt() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try Data("<!doctype html>\n<title>404 Not Found</title>\n".utf8).write(to: PackFixture.file(in: root))

        #expect {
            try DataPack(root: root).open()
        } throws: { error in
            guard case .corrupt(_, let reason) = error as? DataPackError else { return false }
            return reason == "file is not a database"
        }
    }

    @Test func anEmptyDatabaseIsNotAPack() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try Data().write(to: PackFixture.file(in: root))

        #expect {
            try DataPack(root: root).open()
        } throws: { error in
            guard case .corrupt(_, let reason) = error as? DataPackError else { return false }
            return reason.hasPrefix("not a Globetrotter pack")
        }
    }

    /// SQLite's header keeps `PRAGMA user_version` at offset 60, big-endian.
    @Test func aPackOfAnotherSchemaVersionIsUnsupported() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let other = DataPack.schemaVersion + 1
        try PackFixture.damage(root) { bytes in bytes.replaceSubrange(60..<64, with: [0, 0, 0, UInt8(other)]) }

        let unsupported = DataPackError.unsupportedVersion(found: other, supported: DataPack.schemaVersion)
        for (feature, problem) in await problems(root) { #expect(problem == unsupported, "\(feature)") }
    }

    /// Bytes overwritten in the middle of the file, across every page of the
    /// holidays table: SQLite finds those pages malformed when it reads them.
    @Test func overwrittenHolidayPagesMakeOnlyTheHolidaysUnavailable() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let pages = try PackFixture.leafPages(of: "holidays")
        #expect(pages.count > 100)
        try PackFixture.damage(root) { bytes in
            for page in pages {
                let start = (page - 1) * PackFixture.pageSize
                bytes.replaceSubrange(start..<start + 64, with: repeatElement(0xA5, count: 64))
            }
        }

        let problems = await problems(root)
        guard case .corrupt(_, let reason)?? = problems["holidays"] else {
            Issue.record("holidays: \(String(describing: problems["holidays"]))")
            return
        }
        #expect(reason.hasPrefix("holidays: "), "\(reason)")
        for (feature, problem) in problems where feature != "holidays" { #expect(problem == nil, "\(feature)") }
    }

    @Test func aMissingTableMakesOnlyItsFeatureUnavailable() async throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try PackFixture.edit(root) { db in try db.execute(sql: "DROP TABLE ecb_rates") }

        let problems = await problems(root)
        guard case .corrupt(_, let reason)?? = problems["rates"] else {
            Issue.record("rates: \(String(describing: problems["rates"]))")
            return
        }
        #expect(reason == "ecb_rates: no such table: ecb_rates")
        for (feature, problem) in problems where feature != "rates" { #expect(problem == nil, "\(feature)") }
    }

    @Test func aValueOutOfShapeIsCorruptAndOnlyForItsCountry() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try PackFixture.edit(root) { db in
            try db.execute(sql: "UPDATE holidays SET types = 'Public Festival' WHERE country = 'DE'")
            try db.execute(sql: "UPDATE holidays SET date = '2026-02-30' WHERE country = 'AT' AND date = '2026-12-25'")
        }

        let store = OfflineHolidayStore(pack: DataPack(root: root))
        #expect {
            try store.holidays(country: "DE", year: 2026)
        } throws: { error in
            guard case .unavailable(.corrupt(_, let reason)) = error as? OfflineHolidayError else { return false }
            return reason == #"holidays: unknown holiday type "Festival""#
        }
        #expect(try store.holidays(country: "FR", year: 2026).contains { $0.localName == "Fête nationale" })
        #expect {
            try store.holidays(country: "AT", year: 2026)
        } throws: { error in
            guard case .unavailable(.corrupt(_, let reason)) = error as? OfflineHolidayError else { return false }
            return reason == #"holidays: "2026-02-30" is not a date"#
        }
        #expect(try !store.holidays(country: "AT", year: 2025).isEmpty)
    }
}
