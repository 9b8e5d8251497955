import Foundation
import Testing

@testable import GlobetrotterCore

#if canImport(Glibc)
    import Glibc
#endif

@Suite(.serialized, .timeLimit(.minutes(1))) struct MapScaleUnitsTests {
    @Test(arguments: [
        (false, "DE" as String?, MapScaleUnits.kilometres), (false, "FR", .kilometres), (false, "IE", .kilometres),
        (false, nil, .kilometres), (true, "US", .kilometresAndMiles), (false, "GB", .kilometresAndMiles),
        (false, "IM", .kilometresAndMiles), (false, "MM", .kilometresAndMiles),
    ])
    func milesOnlyWhereTheyAreInUse(imperial: Bool, region: String?, units: MapScaleUnits) {
        #expect(MapScaleUnits(imperialMeasurement: imperial, region: region) == units)
    }

    /// German measures in kilometres only; the C locale (CI) too.
    @Test func aGermanLocaleShowsKilometresOnly() throws {
        let german = try #require(
            MapScaleUnits(posixLocale: "de_DE.UTF-8"), "scripts/install-dependencies.sh --tests generates de_DE.UTF-8")
        #expect(german == .kilometres)
        #expect(MapScaleUnits(posixLocale: "C.UTF-8") == .kilometres)
    }

    /// The C library's own answers for the United States (imperial) and the
    /// United Kingdom (metric, but miles on the roads), from locales compiled
    /// into this test's folder (`localedef`, from the `locales` package's sources).
    @Test func theCLibrarysUnitedStatesAndUnitedKingdom() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locales-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["en_US", "en_GB"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
            process.arguments = ["-i", name, "-f", "UTF-8", "\(folder)/\(name).UTF-8"]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "localedef \(name) (Debian's locales package has the sources)")
        }
        // Where the C library looks for locales, for this test only.
        setenv("LOCPATH", folder, 1)
        defer { unsetenv("LOCPATH") }
        #expect(MapScaleUnits(posixLocale: "en_US.UTF-8") == .kilometresAndMiles)
        #expect(MapScaleUnits(posixLocale: "en_GB.UTF-8") == .kilometresAndMiles)
    }

    /// The process's own `LC_MEASUREMENT`, as set at start-up.
    @Test func theUsersUnitsFollowLCMeasurement() throws {
        let before = String(cString: setlocale(LC_MEASUREMENT, nil))
        defer { setlocale(LC_MEASUREMENT, before) }
        try #require(setlocale(LC_MEASUREMENT, "de_DE.UTF-8") != nil)
        #expect(MapScaleUnits.user == .kilometres)
    }
}
