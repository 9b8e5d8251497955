/// The way through a trip's stops: one leg per consecutive pair, and the line to draw.
public struct Route: Hashable, Sendable, Codable {
    public var legs: [RouteLeg]
    /// The whole line, from the first stop to the last.
    public var line: [GeoPoint]
    public var source: RouteSource

    public init(legs: [RouteLeg], line: [GeoPoint], source: RouteSource) {
        self.legs = legs
        self.line = line
        self.source = source
    }

    /// Metres along the route.
    public var distance: Double { legs.reduce(0) { $0 + $1.distance } }
    /// Seconds of driving, when the source knows.
    public var duration: Double? {
        legs.reduce(Double?.some(0)) { total, leg in total.flatMap { sum in leg.duration.map { sum + $0 } } }
    }

    /// Lines as the crow flies, whose distance is an estimate ("≈").
    public var isStraight: Bool { source == .straightLine }

    /// Straight (great-circle) lines between the stops, for when no router answers.
    public static func straightLines(through stops: [GeoPoint]) -> Route {
        let pairs = zip(stops, stops.dropFirst())
        let legs = pairs.map { RouteLeg(distance: GeoMath.distance(from: $0, to: $1), duration: nil) }
        var line: [GeoPoint] = stops.first.map { [$0] } ?? []
        for (from, to) in pairs { line += GeoMath.greatCircle(from: from, to: to).dropFirst() }
        return Route(legs: legs, line: line, source: .straightLine)
    }
}

public struct RouteLeg: Hashable, Sendable, Codable {
    /// Metres.
    public var distance: Double
    /// Seconds; nil for a straight line.
    public var duration: Double?
    /// The turn-by-turn directions; nil where the source has none (straight
    /// lines, an imported line, a route stored before directions were asked for).
    public var steps: [RouteStep]?

    public init(distance: Double, duration: Double?, steps: [RouteStep]? = nil) {
        self.distance = distance
        self.duration = duration
        self.steps = steps
    }
}

public enum RouteSource: String, Hashable, Sendable, Codable {
    /// Driving directions from an OSRM server.
    case osrm
    /// Great-circle lines: the distance as the crow flies.
    case straightLine
    /// The line as drawn in an imported file (a recorded track, another planner's route).
    case imported
}
