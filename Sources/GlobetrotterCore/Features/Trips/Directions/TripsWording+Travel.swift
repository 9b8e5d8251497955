/// Times by travel mode: a road route's own, else an estimate at the mode's
/// stated average speed, marked "≈" as the straight line's distance is.
extension TripsWording {
    /// A stop's leg: "+ 66 km · 50 min", "+ ≈ 58 km · ≈ 50 min" in a straight line.
    public func leg(_ leg: RouteLeg, isStraight: Bool, mode: TravelMode) -> String {
        tr("+ {leg}", ["leg": legSummary(leg, isStraight: isStraight, mode: mode)])
    }

    /// "66 km · 50 min"; "≈ 58 km · ≈ 50 min" in a straight line; the distance alone without a time.
    public func legSummary(_ leg: RouteLeg, isStraight: Bool, mode: TravelMode) -> String {
        let figures = legFigures(leg, isStraight: isStraight, mode: mode)
        guard let time = figures.duration else { return figures.distance }
        if isStraight { return tr("≈ {distance} · ≈ {duration}", ["distance": figures.distance, "duration": time]) }
        return tr("{distance} · {duration}", ["distance": figures.distance, "duration": time])
    }

    /// A leg's distance and time in words, as shown and as said: the time is
    /// the route's own, or estimated at the mode's speed in a straight line;
    /// nil for a road leg without one.
    func legFigures(_ leg: RouteLeg, isStraight: Bool, mode: TravelMode) -> (distance: String, duration: String?) {
        let seconds = isStraight ? mode.estimatedDuration(metres: leg.distance) : leg.duration
        return (distance(leg.distance), seconds.map(duration))
    }

    /// The trip's total in `mode`: "1,234 km · 14 h 20 min" by road; in a
    /// straight line, "≈ 1,100 km in a straight line · ≈ 15 h 43 min at 70 km/h".
    public func total(of route: Route, mode: TravelMode) -> String {
        guard route.isStraight, route.distance > 0 else { return total(of: route) }
        return tr(
            "{distance} · ≈ {duration} at {speed}",
            [
                "distance": total(of: route), "duration": duration(mode.estimatedDuration(metres: route.distance)),
                "speed": speed(mode.averageSpeed),
            ])
    }

    /// "70 km/h"
    public func speed(_ kilometresPerHour: Double) -> String {
        tr("{speed} km/h", ["speed": String(Int(kilometresPerHour.rounded()))])
    }

    /// "By car", "By bicycle", "On foot": how the trip is travelled, as printed.
    public static func travelled(_ mode: TravelMode) -> String {
        switch mode {
        case .car: tr("By car")
        case .bicycle: tr("By bicycle")
        case .foot: tr("On foot")
        }
    }
}
