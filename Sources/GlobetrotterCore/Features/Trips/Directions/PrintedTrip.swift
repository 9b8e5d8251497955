/// A trip as printed (Ctrl+P): every word already in the interface
/// language, the map's line and pins, and each leg's directions.
public struct PrintedTrip: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var number: String
        public var name: String
        public var detail: String
        /// "+ 66 km · 50 min"; nil for the first.
        public var leg: String?

        /// "2. Lübeck (Schleswig-Holstein, Germany)": the stop's line on paper.
        public var line: String {
            detail.isEmpty
                ? tr("{number}. {name}", ["number": number, "name": name])
                : tr("{number}. {name} ({detail})", ["number": number, "name": name, "detail": detail])
        }
    }

    public struct Leg: Equatable, Sendable {
        /// "1 → 2: Hamburg → Lübeck"
        public var title: String
        /// "66 km · 50 min"
        public var summary: String
        /// "Turn left onto Hauptstraße · 1.2 km", one a line, never split across pages.
        public var steps: [String]
    }

    public var title: String
    /// "By car · 1,234 km · 14 h 20 min"
    public var summary: String
    public var stopsHeading = tr("Stops")
    public var directionsHeading = tr("Directions")
    public var stops: [Stop]
    public var legs: [Leg]
    /// The route as drawn on the trip's map, and the stops on it.
    public var line: [GeoPoint]
    public var isLineDashed: Bool
    public var pins: [GeoPoint]
    /// "Routes: OSRM" under the map (the tiles' own credit is drawn on the map); nil without a road route.
    public var credit: String?
}

/// A print asked for; `id` grows, so asking twice prints twice.
public struct PrintRequest: Equatable, Sendable {
    /// Tells two prints of the same trip apart.
    public var id: Int
    public var trip: PrintedTrip

    public init(id: Int = Occurrence.next(), trip: PrintedTrip) {
        self.id = id
        self.trip = trip
    }
}
