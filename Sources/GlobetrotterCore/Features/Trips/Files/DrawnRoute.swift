import Foundation

/// A route made from a line an imported file drew: its legs are the line's
/// lengths between the points nearest each stop. Nil when the line does not
/// pass the stops in order (another plan's track): the trip is routed anew.
enum DrawnRoute {
    /// How near the line must come to each stop: OSRM snaps a stop to the
    /// nearest road, which can be kilometres away in open country.
    static let reach = 10_000.0

    static func route(along line: [GeoPoint], through stops: [GeoPoint]) -> Route? {
        guard line.count > 1, stops.count > 1 else { return nil }
        var travelled = [0.0]
        travelled.reserveCapacity(line.count)
        for (from, to) in zip(line, line.dropFirst()) {
            travelled.append(travelled[travelled.count - 1] + GeoMath.distance(from: from, to: to))
        }
        var indices: [Int] = []
        var start = 0
        for (number, stop) in stops.enumerated() {
            // The ends are matched to the line's ends, so a loop's end is not taken for its start.
            let last = line.count - 1
            let searched = number == 0 ? 0...0 : number == stops.count - 1 ? last...last : start...last
            guard let nearest = nearestIndex(to: stop, in: line, among: searched),
                GeoMath.distance(from: stop, to: line[nearest]) <= reach
            else { return nil }
            indices.append(nearest)
            start = nearest
        }
        let legs = zip(indices, indices.dropFirst()).map {
            RouteLeg(distance: travelled[$1] - travelled[$0], duration: nil)
        }
        return Route(legs: legs, line: line, source: .imported)
    }

    /// The index in `range` of the point nearest `target`, by a flat-earth
    /// measure good enough to compare (and cheap over a million points).
    private static func nearestIndex(to target: GeoPoint, in line: [GeoPoint], among range: ClosedRange<Int>) -> Int? {
        let shrink = cos(GeoMath.radians(target.latitude))
        var best: (index: Int, distance: Double)?
        for index in range {
            let dLat = line[index].latitude - target.latitude
            var dLon = abs(line[index].longitude - target.longitude)
            if dLon > 180 { dLon = 360 - dLon }
            let distance = dLat * dLat + (dLon * shrink) * (dLon * shrink)
            if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
        }
        return best?.index
    }
}
