/// How a trip is travelled: which OSRM profile routes it, and how fast a
/// straight line is taken to be when no road route can be had.
public enum TravelMode: String, CaseIterable, Hashable, Sendable, Codable {
    case car
    case bicycle
    case foot

    /// The average speed a straight-line estimate assumes, in km/h: slower
    /// than the roads' limits, as the crow does not drive (GNOME Maps' and
    /// OSRM's profiles travel at about these speeds over a whole route).
    public var averageSpeed: Double {
        switch self {
        case .car: 70
        case .bicycle: 15
        case .foot: 5
        }
    }

    /// Seconds to cover `metres` at the average speed.
    public func estimatedDuration(metres: Double) -> Double {
        metres / (averageSpeed / 3.6)
    }
}
