import Foundation
import Testing

@testable import GlobetrotterCore

/// GPX text in the encodings files are written in, and bytes that are no text
/// at all: read as the file says, or refused with a line, never a crash.
@Suite(.timeLimit(.minutes(1))) struct GPXEncodingTests {
    private func gpx(named name: String, encoding: String? = nil) -> String {
        let declaration = encoding.map { " encoding=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0"\(declaration)?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="46.2044" lon="6.1432"><name>\(name)</name></wpt>
            </gpx>
            """
    }

    private func stopName(_ data: Data) throws(TripFileError) -> String? {
        try TripFileReader.trips(in: data, fallbackName: "x").first?.stops.first?.name
    }

    /// The fuzzer's find: bytes that are not UTF-8 inside tag names made Foundation's parser trap.
    @Test func tagsWithBytesThatAreNotUTF8AreRefusedNotACrash() throws {
        let data = try #require(
            Data(
                base64Encoded:
                    "PD94lJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlJSUlG1sIHZlcnNpb249IjEuMCI/Pgo8Z3B4/////////////////////////////////////////////////////////////yB2ZXJzaW9uPSIxLjAiIGNyZWF0b3I9InRlc3QiIHhtbG5zPSJodHRwOi8vu3d3LnRvcG9ncmFmaXguY29tL0dQWC8xLzAiPgo8cnRlPjxuYW1lPkJhbHRpYyBDb2FzdDwvbmFtZT4KPHJ0ZXB0IGxhdD0iNTIuNTUxMSIgbG9uPSI5Ljk5MzciPjxuYW1lPkhhbWJ1cmc8L25hbWU+PC9ydGVwdD4KPHJ0ZXB0IGxhdD0iNTMuODY1NSIgbG9uPSIxMC42ODY2Ij48bmFtZT5Mw7xiZWNrPC9uYW1lPjwvcnRlcHQ+CjxydGVwdCBsYXQ9IjU0LjA5MjQiIGxvbj0iMTIuMDk5MSI+PG5hbWU+Um9zdG9jazwvbmFtZT48L3J0ZXB0Pgo8L3J0ZT48L2dweD4K"
            ))
        #expect(throws: TripFileError.malformedXML(line: 1)) { try TripFileReader.trips(in: data, fallbackName: "x") }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirLine() {
        var data = Data(gpx(named: "Gen_ve").utf8)
        data[data.firstIndex(of: UInt8(ascii: "_"))!] = 0xE8  // Latin-1's è, in a file that says nothing (UTF-8)
        #expect(throws: TripFileError.malformedXML(line: 3)) { try stopName(data) }
    }

    @Test(arguments: [("ISO-8859-1", String.Encoding.isoLatin1), ("windows-1252", .windowsCP1252)])
    func aDeclaredEncodingIsRead(name: String, encoding: String.Encoding) throws {
        let data = try #require(gpx(named: "Genève", encoding: name).data(using: encoding))
        #expect(try stopName(data) == "Genève")
    }

    @Test func utf16WithItsByteOrderMarkIsRead() throws {
        let data = try #require(gpx(named: "Genève", encoding: "UTF-16").data(using: .utf16))
        #expect(data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]))
        #expect(try stopName(data) == "Genève")
    }

    @Test func anEncodingFoundationCannotReadIsRefused() {
        #expect(throws: TripFileError.malformedXML(line: 1)) {
            try stopName(Data(gpx(named: "x", encoding: "EBCDIC-XY").utf8))
        }
    }

    @Test func aCharacterCutAtTheEndIsACutFile() {
        let whole = Data(gpx(named: "Genève").utf8)
        let cut = whole.prefix(upTo: whole.firstRange(of: Data("è".utf8))!.lowerBound + 1)
        #expect(throws: TripFileError.truncated) { try stopName(Data(cut)) }
    }

    /// The fuzzer's second find: a route point ending inside a waypoint (no route begun) indexed a
    /// route that did not exist. Points count only where GPX puts them.
    @Test func pointsNestedWhereGPXHasNoneAreNotPoints() throws {
        let text = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="46.2" lon="6.1"><name>Genève</name><rtept lat="1" lon="1"><name>In</name></rtept></wpt>
            <wpt lat="45.1" lon="7.7"><rte><rtept lat="3" lon="3"></rtept></rte><name>Torino</name></wpt>
            <rte><rtept lat="45.7" lon="4.8"><wpt lat="2" lon="2"></wpt><name>Lyon</name></rtept></rte>
            </gpx>
            """
        let trip = try #require(try TripFileReader.trips(in: Data(text.utf8), fallbackName: "x").first)
        #expect(trip.stops.map(\.name) == ["Lyon"], "the route's stops, as in any GPX with a route")
        let waypoints = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="46.2" lon="6.1"><name>Genève</name><rtept lat="1" lon="1"><name>In</name></rtept></wpt>
            <wpt lat="45.1" lon="7.7"><rte><rtept lat="3" lon="3"></rtept></rte><name>Torino</name></wpt>
            </gpx>
            """
        let stops = try #require(try TripFileReader.trips(in: Data(waypoints.utf8), fallbackName: "x").first).stops
        #expect(stops.map(\.name) == ["Genève", "Torino"])
    }
}
