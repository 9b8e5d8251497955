import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct TripFilesTests {
    private let trip = TripDocument(
        name: "Baltic <Coast> & \"more\"",
        stops: [
            Place(
                name: "Hamburg", region: "Hamburg", countryCode: "DE",
                point: GeoPoint(latitude: 53.5507, longitude: 9.993)),
            Place(name: "Lübeck", countryCode: "DE", point: GeoPoint(latitude: 53.865_467, longitude: 10.686_559_9)),
            Place(
                name: "Szczecin", region: "West Pomerania", countryCode: "PL",
                point: GeoPoint(latitude: 53.4289, longitude: 14.553)),
        ],
        line: [
            GeoPoint(latitude: 53.5507, longitude: 9.993), GeoPoint(latitude: 53.7, longitude: 10.3),
            GeoPoint(latitude: 53.865_467, longitude: 10.686_56), GeoPoint(latitude: 53.4289, longitude: 14.553),
        ])

    @Test func coordinatesHaveAtMostSixDecimalsAndNoExponent() {
        #expect(FileCoordinate.text(10.686_559_9) == "10.68656")
        #expect(FileCoordinate.text(0.000_000_4) == "0")
        #expect(FileCoordinate.text(-0.000_001) == "-0.000001")
        #expect(FileCoordinate.text(-180) == "-180")
        #expect(FileCoordinate.text(53.5507) == "53.5507")
    }

    @Test func gpxHoldsTheNameTheStopsAsARouteAndTheLineAsATrack() {
        let gpx = GPXWriter.gpx(trip)
        #expect(gpx.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(
            gpx.contains(
                #"<gpx version="1.1" creator="Globetrotter" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gt=""#))
        #expect(gpx.contains("<metadata><name>Baltic &lt;Coast&gt; &amp; &quot;more&quot;</name></metadata>"))
        #expect(
            gpx.contains(
                #"<rtept lat="53.865467" lon="10.68656"><name>Lübeck</name><desc>DE</desc>"#
                    + "<extensions><gt:country>DE</gt:country></extensions></rtept>"))
        #expect(gpx.components(separatedBy: "<rtept ").count - 1 == 3)
        #expect(gpx.components(separatedBy: "<trkpt ").count - 1 == 4)
        // The schema's order: metadata, routes, tracks.
        let metadata = gpx.range(of: "<metadata>")!, route = gpx.range(of: "<rte>")!, track = gpx.range(of: "<trk>")!
        #expect(metadata.lowerBound < route.lowerBound && route.lowerBound < track.lowerBound)
    }

    @Test func aTripWithoutARouteHasNoTrackAndOneWithoutStopsNoRoute() {
        let plan = GPXWriter.gpx(TripDocument(name: "Plan", stops: trip.stops))
        #expect(plan.contains("<rte>") && !plan.contains("<trk>"))
        let empty = GPXWriter.gpx(TripDocument(name: "Empty", stops: []))
        #expect(!empty.contains("<rte>") && !empty.contains("<trk>") && empty.contains("</gpx>"))
    }

    /// An independent reader (Debian's gpsbabel) reads what we write: the
    /// route's points with their names, in order, and the track.
    @Test func gpsbabelReadsTheRouteAndTheTrack() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trip-\(getpid()).gpx")
        defer { try? FileManager.default.removeItem(at: file) }
        try GPXWriter.gpx(trip).write(to: file, atomically: true, encoding: .utf8)
        let route = try gpsbabel(["-r", "-i", "gpx", "-f", file.path, "-o", "unicsv"])
        // unicsv: "No,Latitude,Longitude,Name,Notes", names quoted, CRLF line ends.
        let rows = route.split(whereSeparator: \.isNewline).dropFirst().map {
            $0.split(separator: ",").map(String.init)
        }
        #expect(rows.map { $0[safe: 3] } == [#""Hamburg""#, #""Lübeck""#, #""Szczecin""#])
        #expect(rows.map { $0[safe: 1].flatMap(Double.init) } == [53.5507, 53.865467, 53.4289])
        let track = try gpsbabel(["-t", "-i", "gpx", "-f", file.path, "-o", "unicsv"])
        #expect(track.split(whereSeparator: \.isNewline).count - 1 == 4)
    }

    @Test func geoJSONIsAFeatureCollectionWithLongitudeFirst() throws {
        let data = try GeoJSONWriter.geoJSON(trip)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["type"] as? String == "FeatureCollection")
        #expect(json["name"] as? String == trip.name)
        let features = try #require(json["features"] as? [[String: Any]])
        #expect(features.count == 4)
        let lubeck = try #require(features[1]["geometry"] as? [String: Any])
        #expect(lubeck["type"] as? String == "Point")
        #expect(lubeck["coordinates"] as? [Double] == [10.68656, 53.865467])
        let properties = try #require(features[1]["properties"] as? [String: Any])
        #expect(properties["name"] as? String == "Lübeck" && properties["position"] as? Int == 2)
        let route = try #require(features[3]["geometry"] as? [String: Any])
        #expect(route["type"] as? String == "LineString")
        #expect((route["coordinates"] as? [[Double]])?.first == [9.993, 53.5507])
    }

    /// Runs gpsbabel with `arguments` and an output file; returns what it wrote there.
    private func gpsbabel(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gpsbabel-\(getpid()).csv")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gpsbabel")
        process.arguments = arguments + ["-F", output.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && complaint.isEmpty, "gpsbabel read the file: \(complaint)")
        return try String(contentsOf: output, encoding: .utf8)
    }
}
