import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct TripFileReaderTests {
    private func read(_ text: String, name: String = "Fallback") throws(TripFileError) -> [TripDocument] {
        try TripFileReader.trips(in: Data(text.utf8), fallbackName: name)
    }

    private func gpx(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">"#
            + body + "</gpx>"
    }

    @Test func aRouteIsTheStopsAndATrackTheLine() throws {
        let trips = try read(
            gpx(
                """
                <metadata><name>Coast &amp; Hills</name></metadata>
                <wpt lat="1" lon="1"><name>Ignored waypoint</name></wpt>
                <rte><name>Route</name><rtept lat="53.5" lon="10"><name>Hamburg</name></rtept>
                <rtept lat="0" lon="1"><name>Null Island-ish</name></rtept></rte>
                <trk><trkseg><trkpt lat="53.5" lon="10"/><trkpt lat="30" lon="5"/></trkseg>
                <trkseg><trkpt lat="0" lon="1"/></trkseg></trk>
                """))
        #expect(trips.count == 1)
        #expect(trips[0].name == "Coast & Hills")
        #expect(trips[0].stops.map(\.name) == ["Hamburg", "Null Island-ish"])
        #expect(trips[0].stops[1].point == GeoPoint(latitude: 0, longitude: 1))
        #expect(trips[0].line.count == 3, "Every segment of the track, in order")
    }

    @Test func withoutARouteTheWaypointsAreTheStops() throws {
        let trips = try read(
            gpx(#"<wpt lat="48.1" lon="11.5"><name>Munich</name></wpt><wpt lat="47.3" lon="8.5"></wpt>"#),
            name: "holiday")
        #expect(trips[0].name == "holiday", "An unnamed file's trip takes the file's name")
        #expect(trips[0].stops.map(\.name) == ["Munich", ""])
        #expect(trips[0].line.isEmpty)
    }

    @Test func aTrackAloneIsALineWithoutStops() throws {
        let trips = try read(
            gpx(
                #"<trk><name>Morning ride</name><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1.5" lon="2.5"/></trkseg></trk>"#
            ))
        #expect(trips[0].name == "Morning ride")
        #expect(trips[0].stops.isEmpty && trips[0].line.count == 2)
    }

    @Test func gpx10WithItsNameAtTheRootReads() throws {
        let trips = try read(
            #"<gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0"><name>Old</name><wpt lat="1" lon="2"><name>A</name></wpt></gpx>"#
        )
        #expect(trips[0].name == "Old" && trips[0].stops.map(\.name) == ["A"])
    }

    /// Every bad file is refused with its own reason, and nothing of it is read.
    @Test(arguments: [
        ("", TripFileError.empty),
        ("  \n\t ", .empty),
        ("hello", .unreadable),
        (#"<?xml version="1.0"?><gpx version="1.1"><rte><rtept lat="1" lon="2"><name>A</na"#, .truncated),
        (#"<gpx version="1.1"><rte><rtept lat="1" lon="2"></rte></gpx>"#, .malformedXML(line: 1)),
        (#"<kml><Placemark/></kml>"#, .notATripFile),
        (#"<gpx version="1.1"><metadata><name>Nothing</name></metadata></gpx>"#, .noUsablePoints),
        (#"<gpx version="1.1"><trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>"#, .noUsablePoints),
        (
            "<gpx version=\"1.1\">\n<wpt lat=\"1\" lon=\"2\"/>\n<wpt lat=\"95\" lon=\"2\"/></gpx>",
            .coordinateOutOfRange(latitude: "95", longitude: "2", line: 3)
        ),
        (
            #"<gpx version="1.1"><wpt lat="north" lon="2"/></gpx>"#,
            .coordinateOutOfRange(latitude: "north", longitude: "2", line: 1)
        ),
        (#"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point""#, .truncated),
        (#"{"type": FeatureCollection}"#, .malformedJSON),
        (#"{"name":"a package.json"}"#, .notATripFile),
        (#"[1, 2, 3]"#, .notATripFile),
        (#"{"type":"FeatureCollection","features":[]}"#, .noUsablePoints),
        (
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}}]}"#,
            .noUsablePoints
        ),
        (
            #"{"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[200,10]}}"#,
            .coordinateOutOfRange(latitude: "10", longitude: "200", line: nil)
        ),
        (#"{"trips":[]}"#, .noUsablePoints),
        (#"{"trips":[{"waypoints":[]}]}"#, .notATripFile),
        (
            #"{"trips":[{"name":"A","waypoints":[{"name":"x","location":{"latitude":true,"longitude":2}}]}]}"#,
            .coordinateOutOfRange(latitude: "true", longitude: "2", line: nil)
        ),
    ])
    func aBadFileIsRefusedWithItsReason(text: String, expected: TripFileError) {
        #expect(throws: expected) { try read(text) }
    }

    @Test func tooManyStopsAreRefused() {
        let points = (0..<1_001).map { #"<wpt lat="\#(Double($0) / 100)" lon="1"/>"# }.joined()
        #expect(throws: TripFileError.tooManyStops(count: 1_001, limit: 1_000)) { try read(gpx(points)) }
    }

    @Test func aFileOverTheSizeLimitIsRefusedUnread() {
        let data = Data(count: TripFileReader.byteLimit + 1)
        #expect(throws: TripFileError.tooLarge(bytes: TripFileReader.byteLimit + 1)) {
            try TripFileReader.trips(in: data, fallbackName: "x")
        }
    }

    /// A recorded track of 100,000 points reads whole (off the main thread in the app).
    @Test func aTrackOfAHundredThousandPointsReads() throws {
        let points = (0..<100_000).map {
            #"<trkpt lat="\#(45 + Double($0) / 100_000)" lon="\#(7 + Double($0 % 1_000) / 10_000)"/>"#
        }
        let trips = try read(gpx("<trk><trkseg>" + points.joined(separator: "\n") + "</trkseg></trk>"))
        #expect(trips[0].line.count == 100_000)
        #expect(trips[0].line.last == GeoPoint(latitude: 45.99999, longitude: 7.0999))
    }

    @Test func geoJSONPointsAreStopsInPositionOrderAndLinesTheLine() throws {
        let text = """
            {"type":"FeatureCollection","name":"Alps","features":[
              {"type":"Feature","properties":{"name":"Second","position":2},"geometry":{"type":"Point","coordinates":[8.5,47.3]}},
              {"type":"Feature","properties":{"name":"First","position":1,"countryCode":"DE","region":"Bavaria"},
               "geometry":{"type":"Point","coordinates":[11.5,48.1,520]}},
              {"type":"Feature","properties":{"name":"Way"},"geometry":{"type":"LineString","coordinates":[[11.5,48.1],[10,48],[8.5,47.3]]}},
              {"type":"Feature","properties":{},"geometry":{"type":"Point","coordinates":[0,1]}}
            ]}
            """
        let trip = try #require(try read(text).first)
        #expect(trip.name == "Alps")
        #expect(trip.stops.map(\.name) == ["First", "Second", ""])
        #expect(trip.stops[0].countryCode == "DE" && trip.stops[0].region == "Bavaria")
        #expect(trip.stops[2].point == GeoPoint(latitude: 1, longitude: 0), "0 and 1 are numbers, not booleans")
        #expect(
            trip.line == [
                GeoPoint(latitude: 48.1, longitude: 11.5), GeoPoint(latitude: 48, longitude: 10),
                GeoPoint(latitude: 47.3, longitude: 8.5),
            ])
    }

    @Test func aBareLineStringIsATrack() throws {
        let trip = try #require(
            try read(#"{"type":"LineString","coordinates":[[1,2],[3,4]]}"#, name: "drive").first)
        #expect(trip.name == "drive" && trip.stops.isEmpty && trip.line.count == 2)
    }

    /// The iOS sample's saved trips: every trip, its waypoints in order.
    @Test func theSamplesTripsJSONImportsAllItsTrips() throws {
        let text = """
            {"trips":[
              {"id":"6F2A7B9C-0000-4000-8000-000000000001","name":"California Dreaming","waypoints":[
                {"id":"6F2A7B9C-0000-4000-8000-000000000011","name":"San Francisco",
                 "location":{"latitude":37.7749,"longitude":-122.4194}},
                {"id":"6F2A7B9C-0000-4000-8000-000000000012","name":"Los Angeles",
                 "location":{"latitude":34.0522,"longitude":-118.2437}}]},
              {"id":"6F2A7B9C-0000-4000-8000-000000000002","name":"Empty for now","waypoints":[]}
            ]}
            """
        let trips = try read(text)
        #expect(trips.map(\.name) == ["California Dreaming", "Empty for now"])
        #expect(trips[0].stops.map(\.name) == ["San Francisco", "Los Angeles"])
        #expect(trips[0].stops[1].point == GeoPoint(latitude: 34.0522, longitude: -118.2437))
        #expect(trips[1].stops.isEmpty)
    }

    /// What we write reads back equal: names, regions, countries, order and line.
    @Test(arguments: TripFileFormat.allCases)
    func exportThenImportIsEqual(format: TripFileFormat) throws {
        let trip = TripDocument(
            name: "Baltic <Coast> & “more”",
            stops: [
                Place(
                    name: "Hamburg", region: "Hamburg", countryCode: "DE",
                    point: GeoPoint(latitude: 53.5507, longitude: 9.993)),
                Place(name: "Somewhere", countryName: "Atlantis", point: GeoPoint(latitude: -0.5, longitude: -179.25)),
                Place(
                    name: "Szczecin", region: "West Pomerania", countryCode: "PL",
                    point: GeoPoint(latitude: 53.4289, longitude: 14.553)),
            ],
            line: [
                GeoPoint(latitude: 53.5507, longitude: 9.993), GeoPoint(latitude: 53.7, longitude: 10.3),
                GeoPoint(latitude: 53.4289, longitude: 14.553),
            ])
        let data = format == .gpx ? Data(GPXWriter.gpx(trip).utf8) : try GeoJSONWriter.geoJSON(trip)
        let back = try TripFileReader.trips(in: data, fallbackName: "x")
        #expect(back == [trip])
    }
}

/// A file that a download or copy cut off is said to be cut off, wherever the
/// cut falls: inside a tag, an attribute's number, a name, a multi-byte
/// character. Never a half-read coordinate judged as "not on Earth".
@Suite(.timeLimit(.minutes(1))) struct TruncatedTripFileTests {
    @Test(arguments: [
        ("GPS unit GPX", TripFileSamples.gpsUnitGPX),
        ("GeoJSON", TripFileSamples.geoJSON),
        ("trips.json", TripFileSamples.tripsJSON),
    ])
    func everyCutIsTruncatedOrTheWholeFile(kind: String, text: String) throws {
        let data = Data(text.utf8)
        let whole = try TripFileReader.trips(in: data, fallbackName: "cut")
        var others: [Int: String] = [:]
        for length in 1..<data.count {
            do {
                let read = try TripFileReader.trips(in: data.prefix(length), fallbackName: "cut")
                if read != whole { others[length] = "a different reading" }
            } catch .truncated {
                continue
            } catch {
                others[length] = "\(error)"
            }
        }
        #expect(others.isEmpty, "\(kind) cut after these bytes: \(others.sorted { $0.key < $1.key }.prefix(8))")
    }

    /// The issue's file: a GPX that ends inside a track point's latitude.
    @Test func aGPXCutInsideAPointIsTruncated() {
        let text = TripFileSamples.gpsUnitGPX
        let cut = text.range(of: #"<trkpt lat="45.6"#)!.upperBound
        #expect(throws: TripFileError.truncated) {
            try TripFileReader.trips(in: Data(text[..<cut].utf8), fallbackName: "cut")
        }
    }
}

/// Entities in a GPX: a reference the file does not (or may not) define
/// keeps the text around it, and reads as written; nothing is expanded or
/// loaded from elsewhere.
@Suite(.timeLimit(.minutes(1))) struct GPXEntityTests {
    private func name(_ gpx: String) throws -> String {
        try #require(try TripFileReader.trips(in: Data(gpx.utf8), fallbackName: "fallback").first).name
    }

    private func gpx(doctype: String = "", name: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?>"# + doctype
            + #"<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>"# + name
            + #"</name></metadata><wpt lat="46.2" lon="6.1"><name>Stop &amp; &#233;</name></wpt></gpx>"#
    }

    @Test func anUndeclaredEntityKeepsTheTextAfterIt() throws {
        #expect(try name(gpx(name: "Trip &xxe; End")) == "Trip &xxe; End")
    }

    @Test func anExternalEntityIsNotReadAndKeepsTheTextAfterIt() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString)")
        try Data("TOP-SECRET".utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let doctype = #"<!DOCTYPE gpx [<!ENTITY xxe SYSTEM ""# + secret.absoluteString + #"">]>"#
        let read = try name(gpx(doctype: doctype, name: "Trip &xxe; End"))
        #expect(read == "Trip &xxe; End")
        #expect(!read.contains("TOP-SECRET"))
    }

    /// A DTD that pulls in another file is not read: libxml2 reports the
    /// parameter entity undeclared, and the file is refused as broken XML.
    @Test func anExternalParameterEntityIsNotLoaded() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("dtd-\(UUID().uuidString)")
        try Data(#"<!ENTITY leak "TOP-SECRET">"#.utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let doctype = #"<!DOCTYPE gpx [<!ENTITY % remote SYSTEM ""# + secret.absoluteString + #""> %remote;]>"#
        #expect(throws: TripFileError.malformedXML(line: 1)) {
            try name(gpx(doctype: doctype, name: "Trip &leak; End"))
        }
    }

    /// "Billion laughs": ten levels of ten references would be three gigabytes.
    @Test func nestedEntitiesAreNotExpanded() throws {
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            let references = String(repeating: "&lol\(level - 1);", count: 10)
            declarations += "<!ENTITY lol\(level) \"\(references)\">"
        }
        let read = try name(gpx(doctype: "<!DOCTYPE gpx [\(declarations)]>", name: "Laughs &lol9; End"))
        #expect(read == "Laughs &lol9; End")
    }

    @Test func xmlsOwnEntitiesCharacterReferencesAndCDATAReadAsBefore() throws {
        let trip = try #require(
            try TripFileReader.trips(
                in: Data(gpx(name: "Coast &amp; Hills &#x2013; &lt;Ost&gt; <![CDATA[Tom & Jerry &x;]]>").utf8),
                fallbackName: "x"
            ).first)
        #expect(trip.name == "Coast & Hills – <Ost> Tom & Jerry &x;")
        #expect(trip.stops.map(\.name) == ["Stop & é"])
    }
}
