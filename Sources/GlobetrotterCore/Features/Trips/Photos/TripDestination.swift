/// What a trip's photos are searched by: where the trip ends. A trip
/// without stops is searched by its name, unless that is still the name
/// every new trip gets ("New Trip"), which says nothing of a place.
public enum TripDestination {
    /// The last stop's name; else the trip's name; nil when neither names a place.
    public static func name(tripName: String, lastStop: String?) -> String? {
        if let lastStop = meaningful(lastStop) { return lastStop }
        guard let name = meaningful(tripName), name != TripsWording.newTripName else { return nil }
        return name
    }

    private static func meaningful(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}

extension TripDetailState {
    /// The destination the page's photo header shows.
    public var photoDestination: String? { TripDestination.name(tripName: name, lastStop: rows.last?.name) }
}
