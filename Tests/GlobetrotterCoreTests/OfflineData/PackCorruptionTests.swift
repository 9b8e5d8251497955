import Foundation
import Testing

@testable import GlobetrotterCore

/// A damaged pack file makes its own feature report the damage; the rest of
/// the pack keeps working. Each test damages a fresh copy of the real pack.
@Suite struct PackCorruptionTests {
    @Test func flippedBytesInAHolidayFileAffectOnlyThatCountry() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let file = root.appendingPathComponent("holidays/DE.json")
        var bytes = try Data(contentsOf: file)
        bytes[100] ^= 0x01
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: file)

        let store = OfflineHolidayStore(pack: DataPack(root: root))
        #expect {
            try store.holidays(country: "DE", year: 2026)
        } throws: { error in
            guard case .unavailable(.corrupt(let file, let reason)) = error as? OfflineHolidayError else {
                return false
            }
            return file == "holidays/DE.json" && reason.contains("checksum")
        }
        #expect(try store.holidays(country: "FR", year: 2026).contains { $0.localName == "Fête nationale" })
        #expect(try CountryCatalog(pack: DataPack(root: root)).countries().count == 249)
    }

    @Test func truncatedCountriesFileIsCorrupt() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let file = root.appendingPathComponent(CountryCatalog.file)
        try Data(contentsOf: file).prefix(1000).write(to: file)

        let pack = DataPack(root: root)
        #expect {
            try CountryCatalog(pack: pack, systemList: PackFixture.noSystemList).countries()
        } throws: { error in
            guard case .corrupt(let file, _) = error as? DataPackError else { return false }
            return file == "countries.json"
        }
        #expect(try !OfflineHolidayStore(pack: pack).holidays(country: "DE", year: 2026).isEmpty)
    }

    @Test func truncatedJSONWithAMatchingChecksumIsStillCorrupt() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        for file in [CountryCatalog.file, "holidays/DE.json", OfflineRateStore.file] {
            let url = root.appendingPathComponent(file)
            try Data(contentsOf: url).prefix(1000).write(to: url)
            try PackFixture.acceptCurrentContent(of: file, in: root)
        }

        let pack = DataPack(root: root)
        #expect {
            try CountryCatalog(pack: pack, systemList: PackFixture.noSystemList).countries()
        } throws: { error in
            guard case .corrupt("countries.json", let reason) = error as? DataPackError else { return false }
            return reason.contains("JSON")
        }
        #expect {
            try OfflineHolidayStore(pack: pack).holidays(country: "DE", year: 2026)
        } throws: { error in
            guard case .unavailable(.corrupt("holidays/DE.json", _)) = error as? OfflineHolidayError else {
                return false
            }
            return true
        }
        #expect {
            try OfflineRateStore(pack: pack).latestDate()
        } throws: { error in
            guard case .unavailable(.corrupt("rates.json", _)) = error as? OfflineRateError else { return false }
            return true
        }
    }

    @Test func deletedCitiesFileIsMissing() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent(CitySearch.file))

        let pack = DataPack(root: root)
        #expect(throws: DataPackError.missing(file: "cities.tsv")) { try CitySearch(pack: pack).search("zur") }
        #expect(try CountryCatalog(pack: pack).country(alpha2: "CH")?.capital == "Bern")
    }

    @Test func garbageManifestMakesThePackUnreadable() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        try Data("<!doctype html>\n".utf8).write(to: root.appendingPathComponent(DataPack.manifestFile))

        let pack = DataPack(root: root)
        let isManifestUnreadable = { (error: any Error) -> Bool in
            let packError =
                (error as? DataPackError)
                ?? {
                    if case .unavailable(let inner) = error as? OfflineHolidayError { return inner }
                    if case .unavailable(let inner) = error as? OfflineRateError { return inner }
                    return nil
                }()
            guard case .manifestUnreadable = packError else { return false }
            return true
        }
        #expect(
            performing: { try CountryCatalog(pack: pack, systemList: PackFixture.noSystemList).countries() },
            throws: isManifestUnreadable)
        #expect(performing: { try CitySearch(pack: pack).search("zur") }, throws: isManifestUnreadable)
        #expect(
            performing: { try OfflineHolidayStore(pack: pack).holidays(country: "DE", year: 2026) },
            throws: isManifestUnreadable)
        #expect(performing: { try OfflineRateStore(pack: pack).latestDate() }, throws: isManifestUnreadable)
    }

    @Test func aManifestOfANewerFormatIsUnreadable() throws {
        let root = try PackFixture.copy()
        defer { PackFixture.discard(root) }
        let url = root.appendingPathComponent(DataPack.manifestFile)
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #""formatVersion":1"#, with: #""formatVersion":2"#)
        try Data(text.utf8).write(to: url)

        #expect {
            try DataPack(root: root).manifest()
        } throws: { error in
            guard case .manifestUnreadable(let reason) = error as? DataPackError else { return false }
            return reason.contains("format version 2")
        }
    }
}
