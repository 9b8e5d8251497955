import Foundation
import Testing

@testable import GlobetrotterCore

#if canImport(Glibc)
    import Glibc
#endif

/// The app sets the C library's locale from the user's (`setlocale(LC_ALL, "")`):
/// a German LC_NUMERIC must not turn a file's coordinates into "53,5507".
@Suite(.timeLimit(.minutes(1))) struct FileCoordinateLocaleTests {
    @Test func gpxCoordinatesHaveAPointUnderAGermanLocale() throws {
        let before = String(cString: setlocale(LC_NUMERIC, nil))
        defer { setlocale(LC_NUMERIC, before) }
        try #require(setlocale(LC_NUMERIC, "de_DE.UTF-8") != nil, "the de_DE.UTF-8 locale is generated")
        let trip = TripDocument(
            name: "Elbe", stops: [Place(name: "Hamburg", point: GeoPoint(latitude: 53.5507, longitude: -9.993_000_4))])
        #expect(GPXWriter.gpx(trip).contains(#"<rtept lat="53.5507" lon="-9.993">"#))
        #expect(FileCoordinate.text(47.123_456_789) == "47.123457")
    }
}
