import Foundation
import Testing

@testable import GlobetrotterCore

/// GeoJSON written `[latitude, longitude]`: told from a right one by how far
/// its positions are from the bundled towns, read both ways.
@Suite(.timeLimit(.minutes(1))) struct SwappedCoordinatesTests {
    /// Distances in kilometres from the same positions, read as written and
    /// swapped, to their nearest towns (the first rows as the bundled towns measure them).
    @Test(arguments: [
        ("a German trip written [lat, lon]: the sea off Somalia", [322.0, 230, 118], [0.5, 0.3, 0.2], true),
        ("Lyon, Genève, Torino written [lat, lon]: the Horn of Africa", [63, 12, 85], [1, 1, 0.5], true),
        ("Rome, Florence, Milan written [lat, lon]: Eritrea, some towns near", [107, 34, 38], [1, 1, 1], true),
        ("Nairobi to Mombasa written [lat, lon]: the Algerian coast", [72, 34, 18], [2, 25, 5], true),
        ("a trip read right", [1, 2, 0.5], [300, 250, 60], false),
        ("a sailing trip, at sea both ways", [270, 1288, 1204, 2], [611, 1060, 2115, 2795], false),
        ("a desert crossing, remote read either way", [120, 90, 150], [60, 40, 80], false),
        ("far, but barely nearer swapped", [40, 35], [14, 12], false),
        ("far, but not near towns swapped either", [200, 180], [20, 18], false),
        ("one position near a town either way: no telling", [12], [1], false),
        ("nothing to judge", [], [], false),
    ])
    func theDecision(case: String, asWritten: [Double], swapped: [Double], expected: Bool) {
        let metres = { (kilometres: [Double]) in kilometres.map { $0 * 1_000 } }
        #expect(
            SwappedCoordinates.looksSwapped(asWritten: metres(asWritten), swapped: metres(swapped)) == expected,
            "\(`case`)")
    }

    @Test func aLongFileIsSampledFromItsFirstToItsLastPosition() {
        #expect(SwappedCoordinates.sampleIndices(count: 3) == [0, 1, 2])
        let sample = SwappedCoordinates.sampleIndices(count: 1_000)
        #expect(sample.count == SwappedCoordinates.sampleSize && sample.first == 0 && sample.last == 999)
        #expect(SwappedCoordinates.median([3, 1, 2]) == 2 && SwappedCoordinates.median([4, 1, 3, 2]) == 2.5)
    }
}

/// The import with the bundled towns: a swapped file is not imported but
/// reported, and imports swapped when asked; right files import as before.
@Suite(.timeLimit(.minutes(1))) struct SwappedGeoJSONImportTests {
    private let store: TripStore
    private let files: TripFiles
    private let folder: URL

    init() throws {
        store = TripStore(database: try AppDatabase.inMemory())
        files = TripFiles(store: store, naming: UnknownPlaces(), cities: PackCities(pack: PackFixture.committed))
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Hamburg, Berlin and Munich, each written `[latitude, longitude]`.
    static let germanyLatitudeFirst = """
        {"type":"FeatureCollection","name":"Germany","features":[
          {"type":"Feature","properties":{"name":"Hamburg"},"geometry":{"type":"Point","coordinates":[53.5507,9.993]}},
          {"type":"Feature","properties":{"name":"Berlin"},"geometry":{"type":"Point","coordinates":[52.52,13.405]}},
          {"type":"Feature","properties":{"name":"Munich"},"geometry":{"type":"Point","coordinates":[48.137,11.575]}}
        ]}
        """

    @Test func aSwappedFileIsReportedNotImportedAndImportsSwappedWhenAsked() async throws {
        let url = try file("germany.geojson", Self.germanyLatitudeFirst)
        await #expect(
            throws: TripImportError.coordinatesLookSwapped(SwappedReading(positionCount: 3, nearCity: "Hamburg"))
        ) { try await files.importTrips(from: url) }
        #expect(try store.trips().isEmpty, "nothing is imported before the person chooses")

        let trip = try #require(try await files.importTrips(from: url, order: .latitudeFirst).first)
        let stops = try store.waypoints(ofTrip: trip.id).map(\.place)
        #expect(
            stops.map(\.point) == [
                GeoPoint(latitude: 53.5507, longitude: 9.993), GeoPoint(latitude: 52.52, longitude: 13.405),
                GeoPoint(latitude: 48.137, longitude: 11.575),
            ])
        #expect(stops.map(\.countryCode) == ["DE", "DE", "DE"])
    }

    /// Right files import without a question: the Côte d’Azur (near towns as
    /// written), and a crossing from the Azores to Bermuda (far from towns
    /// read either way round).
    @Test func rightFilesImportWithoutAQuestion() async throws {
        let sailing = """
            {"type":"LineString","coordinates":[[-28.6,38.5],[-40.0,36.0],[-52.0,34.0],[-64.8,32.3]]}
            """
        for (name, text) in [("azur.geojson", TripFileSamples.geoJSON), ("atlantic.geojson", sailing)] {
            let trips = try await files.importTrips(from: try file(name, text))
            #expect(trips.count == 1, "\(name)")
        }
    }

    /// GPX and trips.json name their numbers: nothing to swap, nothing asked.
    @Test func gpxIsNeverAskedAbout() async throws {
        let url = try file(
            "sea.gpx",
            #"<gpx version="1.1"><wpt lat="9.993" lon="53.5507"><name>A</name></wpt><wpt lat="13.405" lon="52.52"><name>B</name></wpt></gpx>"#
        )
        #expect(try await files.importTrips(from: url).count == 1)
    }
}
