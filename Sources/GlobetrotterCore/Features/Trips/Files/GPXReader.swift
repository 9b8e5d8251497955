import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a GPX 1.0 or 1.1 file (libxml2, through Foundation's streaming
/// parser): the stops are its first `<rte>`'s points, or else its `<wpt>`s;
/// its `<trk>` points are the line as drawn.
enum GPXReader {
    static func trip(in data: Data, fallbackName: String) throws(TripFileError) -> TripDocument {
        let reading = GPXParsing()
        let data = try XMLText.utf8(data)
        let parser = XMLParser(data: XMLEntities.keepingReferencesAsText(data))
        parser.shouldProcessNamespaces = true
        parser.delegate = reading
        let parsed = parser.parse()
        // A file cut short (a download or copy that stopped) is said to be
        // cut short before anything in it is judged: the half-written point
        // it ends in is no mistake of the file's author. Foundation's parser
        // on Linux may even read to the end without an error, elements open.
        guard XMLEnding.closesRoot(data, named: reading.rootName) else { throw .truncated }
        if let failure = reading.failure { throw failure }
        guard parsed, !reading.sawError else {
            throw .malformedXML(line: parser.lineNumber > 0 ? parser.lineNumber : nil)
        }
        guard reading.isBalanced else { throw .malformedXML(line: nil) }
        guard reading.sawRoot else { throw .notATripFile }
        let route = reading.routes.first { !$0.isEmpty } ?? []
        let stops = route.isEmpty ? reading.waypoints : route
        let line = reading.track.count > 1 ? reading.track : []
        guard !stops.isEmpty || !line.isEmpty else { throw .noUsablePoints }
        let name = [reading.metadataName, reading.routeName, reading.trackName]
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty }
        return TripDocument(name: name ?? fallbackName, stops: stops, line: line)
    }
}

/// The parser's delegate: collects points and names as the elements stream by.
private final class GPXParsing: NSObject, XMLParserDelegate {
    var failure: TripFileError?
    var sawRoot = false
    /// The root element's name as written ("gpx", "g:gpx"): what the file must end by closing.
    var rootName: String?
    var metadataName: String?
    var routeName: String?
    var trackName: String?
    var waypoints: [Place] = []
    var routes: [[Place]] = []
    var track: [GeoPoint] = []

    /// Where GPX has routes and points: the elements from the root down.
    private static let route = ["gpx", "rte"]
    private static let waypoint = ["gpx", "wpt"]
    private static let routePoint = ["gpx", "rte", "rtept"]
    private static let trackPoint = ["gpx", "trk", "trkseg", "trkpt"]

    private var path: [String] = []
    var isBalanced: Bool { path.isEmpty }
    /// The parser reported the text not well formed.
    var sawError = false
    private var text = ""
    private var point: Place?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if path.isEmpty {
            rootName = rootName ?? qualifiedName ?? name
            guard name == "gpx" else { return stop(parser, .notATripFile) }
            sawRoot = true
        }
        path.append(name)
        text = ""
        if path == Self.route { routes.append([]) }
        if path == Self.waypoint || path == Self.routePoint || path == Self.trackPoint {
            guard let position = coordinate(attributes, parser) else { return }
            if name == "trkpt" { track.append(position) } else { point = Place(name: "", point: position) }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    /// `<name><![CDATA[Tom & Jerry]]></name>`: text as much as any other.
    func parser(_ parser: XMLParser, foundCDATA block: Data) { text += String(decoding: block, as: UTF8.self) }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) { sawError = true }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard name == path.last else { return stop(parser, .malformedXML(line: parser.lineNumber)) }
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch path {
        case Self.waypoint + ["name"], Self.routePoint + ["name"]: point?.name = value
        // GPX 1.1 names the file in <metadata>, GPX 1.0 in the root.
        case ["gpx", "metadata", "name"], ["gpx", "name"]: metadataName = metadataName ?? value
        case Self.route + ["name"]: routeName = routeName ?? value
        case ["gpx", "trk", "name"]: trackName = trackName ?? value
        default:
            if namespaceURI == GPXWriter.extensionNamespace { readExtension(name, value) }
        }
        // Only where GPX puts points (as didStartElement): an `rtept` inside a `wpt`, or a route
        // nested anywhere but under the root, is no point of its own.
        if path == Self.waypoint { finishPoint { waypoints.append($0) } }
        if path == Self.routePoint { finishPoint { routes[routes.count - 1].append($0) } }
        path.removeLast()
        text = ""
    }

    /// Our own `<extensions>`: what the stop was found with, for a lossless round trip.
    private func readExtension(_ name: String, _ value: String) {
        switch name {
        case "region": point?.region = value.nonEmpty
        case "country": point?.countryCode = value.nonEmpty
        case "countryName": point?.countryName = value.nonEmpty
        default: break
        }
    }

    private func finishPoint(_ keep: (Place) -> Void) {
        if let point { keep(point) }
        point = nil
    }

    private func coordinate(_ attributes: [String: String], _ parser: XMLParser) -> GeoPoint? {
        let latitude = attributes["lat"] ?? "", longitude = attributes["lon"] ?? ""
        guard let lat = Double(latitude), let lon = Double(longitude),
            case let position = GeoPoint(latitude: lat, longitude: lon), position.isValid
        else {
            stop(parser, .coordinateOutOfRange(latitude: latitude, longitude: longitude, line: parser.lineNumber))
            return nil
        }
        return position
    }

    private func stop(_ parser: XMLParser, _ error: TripFileError) {
        failure = failure ?? error
        parser.abortParsing()
    }
}

extension String {
    /// Nil for the empty string: optional fields a file leaves blank.
    var nonEmpty: String? { isEmpty ? nil : self }
}
