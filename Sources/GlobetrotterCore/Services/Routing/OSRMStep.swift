import Foundation

/// One of OSRM's `legs[].steps[]` (`steps=true`), read leniently: a step
/// without a usable maneuver position is left out rather than failing the
/// whole route, and missing names, distances and durations read as empty.
struct OSRMStep: Decodable {
    struct ManeuverJSON: Decodable {
        var type: String?
        var modifier: String?
        var exit: Int?
        var bearing_after: Double?
        var location: [Double]?
    }

    var maneuver: ManeuverJSON?
    var name: String?
    var ref: String?
    var distance: Double?
    var duration: Double?

    var step: RouteStep? {
        guard let maneuver, let pair = maneuver.location, pair.count >= 2 else { return nil }
        let location = GeoPoint(latitude: pair[1], longitude: pair[0])
        guard location.isValid else { return nil }
        let ref = ref?.trimmingCharacters(in: .whitespaces)
        return RouteStep(
            maneuver: Maneuver(
                type: maneuver.type ?? "", modifier: maneuver.modifier, exit: maneuver.exit,
                bearingAfter: maneuver.bearing_after, location: location),
            name: name?.trimmingCharacters(in: .whitespaces) ?? "", ref: ref?.isEmpty == false ? ref : nil,
            distance: Self.finite(distance), duration: Self.finite(duration))
    }

    private static func finite(_ value: Double?) -> Double {
        guard let value, value.isFinite, value >= 0 else { return 0 }
        return value
    }
}
