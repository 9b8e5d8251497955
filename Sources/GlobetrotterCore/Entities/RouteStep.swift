/// One instruction of a leg's turn-by-turn directions, as OSRM gives it
/// (`steps=true`): what to do where, and how far it goes on from there.
public struct RouteStep: Hashable, Sendable, Codable {
    public var maneuver: Maneuver
    /// The road the step follows; empty for a road without a name.
    public var name: String
    /// The road's number ("B 4"), when it has one.
    public var ref: String?
    /// Metres from this maneuver to the next.
    public var distance: Double
    /// Seconds from this maneuver to the next.
    public var duration: Double

    public init(maneuver: Maneuver, name: String, ref: String? = nil, distance: Double, duration: Double) {
        self.maneuver = maneuver
        self.name = name
        self.ref = ref
        self.distance = distance
        self.duration = duration
    }
}

/// What to do at a step's start: OSRM's `maneuver` object, kept as sent
/// (an unknown type is kept too, and worded as a plain "Continue").
public struct Maneuver: Hashable, Sendable, Codable {
    /// "turn", "depart", "arrive", "roundabout", …
    public var type: String
    /// "left", "slight right", "uturn", …; nil when OSRM gives none.
    public var modifier: String?
    /// The roundabout's exit to take, counted from the entry.
    public var exit: Int?
    /// The heading after the maneuver, in degrees from north (a departure's direction).
    public var bearingAfter: Double?
    public var location: GeoPoint

    public init(
        type: String, modifier: String? = nil, exit: Int? = nil, bearingAfter: Double? = nil, location: GeoPoint
    ) {
        self.type = type
        self.modifier = modifier
        self.exit = exit
        self.bearingAfter = bearingAfter
        self.location = location
    }
}
