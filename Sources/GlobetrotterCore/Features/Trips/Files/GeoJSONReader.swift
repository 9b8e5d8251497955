/// Reads GeoJSON (RFC 7946): a FeatureCollection, a single Feature or a bare
/// geometry. Point and MultiPoint features are the stops (in their
/// `position` property's order when they have one, else the file's), and
/// LineString and MultiLineString features the line; other geometries are
/// left out.
enum GeoJSONReader {
    /// - Parameter order: how a position's numbers are read: longitude first
    ///   as RFC 7946 has it, or latitude first, as some tools wrongly write them.
    static func trip(
        in object: [String: Any], fallbackName: String, order: CoordinateOrder = .longitudeFirst
    ) throws(TripFileError) -> TripDocument {
        var stops: [(order: Int, place: Place)] = []
        var line: [GeoPoint] = []
        var lineName: String?
        for feature in try features(of: object) {
            let properties = feature["properties"] as? [String: Any] ?? [:]
            guard let geometry = feature["geometry"] as? [String: Any] else { continue }
            let coordinates = geometry["coordinates"]
            switch geometry["type"] as? String {
            case "Point":
                let place = try self.place(at: try position(coordinates, order), properties: properties)
                stops.append((properties["position"] as? Int ?? Int.max, place))
            case "MultiPoint":
                for point in try positions(coordinates, order) {
                    stops.append((Int.max, try place(at: point, properties: properties)))
                }
            case "LineString":
                line += try positions(coordinates, order)
                lineName = lineName ?? properties["name"] as? String
            case "MultiLineString":
                for part in coordinates as? [Any] ?? [] { line += try positions(part, order) }
                lineName = lineName ?? properties["name"] as? String
            default: continue
            }
        }
        // A stable sort: stops without a position keep the file's order.
        let ordered = stops.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        let places = ordered.map(\.element.place)
        guard !places.isEmpty || line.count > 1 else { throw .noUsablePoints }
        let name = [object["name"] as? String, lineName].compactMap { $0 }.first { !$0.isEmpty }
        return TripDocument(name: name ?? fallbackName, stops: places, line: line.count > 1 ? line : [])
    }

    private static func features(of object: [String: Any]) throws(TripFileError) -> [[String: Any]] {
        switch object["type"] as? String {
        case "FeatureCollection":
            guard let features = object["features"] as? [[String: Any]] else { throw .notATripFile }
            return features
        case "Feature": return [object]
        case "Point", "MultiPoint", "LineString", "MultiLineString": return [["geometry": object]]
        default: throw .notATripFile
        }
    }

    private static func place(at point: GeoPoint, properties: [String: Any]) throws(TripFileError) -> Place {
        let text = { (key: String) in (properties[key] as? String)?.nonEmpty }
        return Place(
            name: text("name") ?? text("title") ?? "", region: text("region"), countryCode: text("countryCode"),
            countryName: text("countryName"), point: point)
    }

    /// `[longitude, latitude]` or `[longitude, latitude, altitude]` (latitude first when swapped).
    private static func position(_ value: Any?, _ order: CoordinateOrder) throws(TripFileError) -> GeoPoint {
        guard var numbers = value as? [Any], numbers.count >= 2 else { throw .notATripFile }
        if order == .latitudeFirst { numbers.swapAt(0, 1) }
        guard let longitude = number(numbers[0]), let latitude = number(numbers[1]),
            case let point = GeoPoint(latitude: latitude, longitude: longitude), point.isValid
        else {
            throw .coordinateOutOfRange(
                latitude: JSONNumber.text(numbers[1]), longitude: JSONNumber.text(numbers[0]), line: nil)
        }
        return point
    }

    private static func positions(_ value: Any?, _ order: CoordinateOrder) throws(TripFileError) -> [GeoPoint] {
        guard let list = value as? [Any] else { throw .notATripFile }
        var points: [GeoPoint] = []
        points.reserveCapacity(list.count)
        for item in list { points.append(try position(item, order)) }
        return points
    }

    private static func number(_ value: Any) -> Double? { JSONNumber.double(value) }
}
