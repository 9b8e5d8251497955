/// Reads the iOS VIPER sample's saved trips, `{"trips":[…]}`: each trip a
/// `name` and `waypoints`, each waypoint a `name` and a `location` of
/// `latitude` and `longitude` (as `CLLocationCoordinate2D` encodes), or those
/// two on the waypoint itself. Every trip in the file is imported.
enum SampleTripsReader {
    static func trips(in object: [String: Any]) throws(TripFileError) -> [TripDocument] {
        guard let trips = object["trips"] as? [[String: Any]] else { throw .notATripFile }
        guard !trips.isEmpty else { throw .noUsablePoints }
        var documents: [TripDocument] = []
        for trip in trips {
            guard let name = trip["name"] as? String else { throw .notATripFile }
            let waypoints = trip["waypoints"] as? [[String: Any]] ?? []
            var stops: [Place] = []
            for waypoint in waypoints { stops.append(try place(waypoint)) }
            documents.append(TripDocument(name: name, stops: stops))
        }
        return documents
    }

    private static func place(_ waypoint: [String: Any]) throws(TripFileError) -> Place {
        let location = waypoint["location"] as? [String: Any] ?? waypoint
        let latitude = location["latitude"] ?? location["lat"], longitude = location["longitude"] ?? location["lon"]
        guard let lat = latitude.flatMap(JSONNumber.double), let lon = longitude.flatMap(JSONNumber.double),
            case let point = GeoPoint(latitude: lat, longitude: lon), point.isValid
        else {
            throw .coordinateOutOfRange(
                latitude: latitude.map(JSONNumber.text) ?? "", longitude: longitude.map(JSONNumber.text) ?? "",
                line: nil)
        }
        return Place(name: (waypoint["name"] as? String) ?? "", point: point)
    }
}
