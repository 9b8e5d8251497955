/// Everything a trip's days follow from; `Itinerary(_:)` is a pure function of it.
public struct ItineraryInput: Hashable, Sendable {
    public var stops: [ItineraryStop]
    /// One per consecutive pair of stops; a missing leg is taken as a straight line.
    public var legs: [ItineraryLeg]
    /// How the trip goes: a missing leg's time is estimated at its speed.
    public var travelMode: TravelMode
    /// The first day; nil means no dates at all (and so no holidays).
    public var startDate: LocalDate?
    /// Seconds of driving a day, at most 24 h; a leg that does not fit goes on the next day.
    public var dailyDrivingLimit: Double
    /// The holidays of the countries on the way, by ISO 3166-1 alpha-2, for the trip's years.
    public var holidays: [String: [Holiday]]
    /// The currency in use in each country, by alpha-2 (the pack's countries).
    public var currencies: [String: String]
    /// The person's own currency (Profile): not listed among the money on the way.
    public var homeCurrency: String
    /// Each foreign currency's rate from the home currency, by the foreign currency's code.
    public var rates: [String: RateQuote]

    /// Eight hours at the wheel a day, unless the person chooses otherwise.
    public static let defaultDailyDrivingLimit: Double = 8 * 3_600

    public init(
        stops: [ItineraryStop], legs: [ItineraryLeg], startDate: LocalDate? = nil,
        dailyDrivingLimit: Double = ItineraryInput.defaultDailyDrivingLimit, holidays: [String: [Holiday]] = [:],
        currencies: [String: String] = [:], travelMode: TravelMode, homeCurrency: String,
        rates: [String: RateQuote] = [:]
    ) {
        self.stops = stops
        self.legs = legs
        self.travelMode = travelMode
        self.startDate = startDate
        self.dailyDrivingLimit = dailyDrivingLimit
        self.holidays = holidays
        self.currencies = currencies
        self.homeCurrency = homeCurrency
        self.rates = rates
    }
}

/// A stop as the days see it: where, and for how many nights.
public struct ItineraryStop: Hashable, Sendable {
    public var place: Place
    /// 0 = passing through.
    public var nights: Int
    /// The ISO 3166-2 subdivisions the stop lies in, finest first (Barcelona:
    /// `ES-B`, `ES-CT`): the stop has the holidays of each, at whatever level
    /// the holidays name them. Empty when unknown: then only nationwide ones.
    public var regionCodes: [String]

    public init(place: Place, nights: Int, regionCodes: [String] = []) {
        self.place = place
        self.nights = nights
        self.regionCodes = regionCodes
    }
}

/// A leg's distance and driving time; `isApproximate` when the time is estimated.
public struct ItineraryLeg: Hashable, Sendable {
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    public var isApproximate: Bool

    public init(distance: Double, duration: Double, isApproximate: Bool = false) {
        self.distance = distance
        self.duration = duration
        self.isApproximate = isApproximate
    }

    /// The route's legs with their times: the router's, or for straight lines
    /// and legs without one an estimate at the mode's average speed. Without a
    /// route for exactly these stops, straight lines between them.
    public static func legs(of route: Route?, through stops: [GeoPoint], mode: TravelMode) -> [ItineraryLeg] {
        let route =
            route.flatMap { $0.legs.count == max(0, stops.count - 1) ? $0 : nil }
            ?? .straightLines(through: stops)
        return route.legs.map { leg in
            if !route.isStraight, let duration = leg.duration {
                return ItineraryLeg(distance: leg.distance, duration: duration)
            }
            return ItineraryLeg(
                distance: leg.distance, duration: mode.estimatedDuration(metres: leg.distance), isApproximate: true)
        }
    }
}

extension ItineraryStop {
    /// A trip's stops, in order, with their nights (as chosen, else the
    /// default) and their regions: the place's code, else its region's name
    /// resolved now (places stored before codes were).
    public static func stops(of waypoints: [Waypoint], regions: IsoSubdivisions = .system) -> [ItineraryStop] {
        waypoints.map { waypoint in
            ItineraryStop(
                place: waypoint.place, nights: waypoint.nights(count: waypoints.count),
                regionCodes: regions.regionCodes(of: waypoint.place))
        }
    }
}
