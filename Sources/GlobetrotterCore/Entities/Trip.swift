/// A road trip: a name and, in `Waypoint`s, its ordered stops.
public struct Trip: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    /// How the trip is travelled (Car unless chosen).
    public var travelMode: TravelMode
    /// The first day of the trip; nil (the default) when it has no dates.
    public var startDate: LocalDate?

    public init(id: Int64, name: String, travelMode: TravelMode = .car, startDate: LocalDate? = nil) {
        self.id = id
        self.name = name
        self.travelMode = travelMode
        self.startDate = startDate
    }
}

/// One stop of a trip, at `position` (0-based) in the trip's order.
public struct Waypoint: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var tripID: Int64
    public var position: Int
    public var place: Place
    /// Nights spent there as chosen; nil for the default (see `nights(count:)`).
    public var nights: Int?

    public init(id: Int64, tripID: Int64, position: Int, place: Place, nights: Int? = nil) {
        self.id = id
        self.tripID = tripID
        self.position = position
        self.place = place
        self.nights = nights
    }

    public var point: GeoPoint { place.point }

    /// The nights spent there in a trip of `count` stops: as chosen, else one
    /// at every stop but the last — a default that follows the stop when it moves.
    public func nights(count: Int) -> Int {
        nights ?? Self.defaultNights(position: position, count: count)
    }

    /// The nights a stop has when none were chosen: one at every stop but the last.
    public static func defaultNights(position: Int, count: Int) -> Int {
        position < count - 1 ? 1 : 0
    }
}

/// A named place: a search result, or where a waypoint is.
public struct Place: Hashable, Sendable, Codable {
    public var name: String
    /// The state or province, when known.
    public var region: String?
    /// The region's ISO 3166-2 code (`DE-BY`, `FR-57`), when the source gave
    /// or iso-codes resolved it: the stop then has its region's holidays.
    public var regionCode: String?
    /// ISO 3166-1 alpha-2, when known.
    public var countryCode: String?
    /// The country's name as the source gave it, when it has no code.
    public var countryName: String?
    public var point: GeoPoint

    public init(
        name: String, region: String? = nil, regionCode: String? = nil, countryCode: String? = nil,
        countryName: String? = nil, point: GeoPoint
    ) {
        self.name = name
        self.region = region
        self.regionCode = regionCode
        self.countryCode = countryCode
        self.countryName = countryName
        self.point = point
    }
}

/// A trip with what its row in the list shows.
public struct TripSummary: Hashable, Sendable, Identifiable {
    public var trip: Trip
    /// The stops, in order (the row draws their route's thumbnail).
    public var stops: [GeoPoint]
    /// The stored route for exactly these stops, if one was calculated.
    public var route: Route?
    /// The last stop's name: where the trip goes, which its photos show.
    public var lastStopName: String?

    public init(trip: Trip, stops: [GeoPoint], route: Route?, lastStopName: String? = nil) {
        self.trip = trip
        self.stops = stops
        self.route = route
        self.lastStopName = lastStopName
    }

    public var id: Int64 { trip.id }
}
