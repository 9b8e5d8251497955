/// Turn-by-turn sentences from OSRM's maneuvers, in the interface language:
/// OSRM sends a maneuver type and modifier, never words (the approach of the
/// osrm-text-instructions project, with whole sentences for translators).
/// Every step is worded: a type this app does not know reads as "Continue",
/// a road without a name or number is left out of the sentence.
@MainActor
public final class DirectionsWording {
    private let wording: TripsWording
    /// Step distances as shown, by their rounded metres: a leg repeats few of
    /// them, and formatting a number costs more than wording its sentence.
    private var distances: [Int: String] = [:]

    public init(wording: TripsWording) {
        self.wording = wording
    }

    /// "Turn left onto Hauptstraße · 1.2 km"; the arrival has no distance.
    public func sentence(for step: RouteStep, destination: String) -> String {
        let instruction = instruction(for: step, destination: destination)
        guard let distance = distance(of: step) else { return instruction }
        return tr("{instruction} · {distance}", ["instruction": instruction, "distance": distance])
    }

    /// How far the step goes on: "850 m", "1.2 km", "57 km", to the nearest
    /// 10 m under a kilometre (as a driver reads it); nil on arrival.
    public func distance(of step: RouteStep) -> String? {
        guard step.maneuver.type != "arrive", step.distance > 0 else { return nil }
        let metres = step.distance
        let precision = metres < 1_000 ? 10.0 : metres < 10_000 ? 100 : 1_000
        let rounded = Int((metres / precision).rounded() * precision)
        if let known = distances[rounded] { return known }
        let text = wording.distance(Double(rounded))
        distances[rounded] = text
        return text
    }

    /// "Turn left onto Hauptstraße".
    /// - Parameter destination: the stop the leg ends at, named on arrival.
    public func instruction(for step: RouteStep, destination: String) -> String {
        let road = Self.road(of: step)
        let modifier = step.maneuver.modifier ?? ""
        switch step.maneuver.type {
        case "depart": return depart(bearing: step.maneuver.bearingAfter, road: road)
        case "arrive": return arrive(at: destination, side: modifier)
        case "turn",
            "continue" where !["", "straight"].contains(modifier), "roundabout turn":
            return turn(modifier, road: road, atRoundabout: step.maneuver.type == "roundabout turn")
        case "new name", "continue", "notification":
            return road.map { tr("Continue onto {road}", ["road": $0]) } ?? tr("Continue")
        case "merge":
            return road.map { tr("Merge onto {road}", ["road": $0]) } ?? tr("Merge")
        case "on ramp":
            return road.map { tr("Take the ramp onto {road}", ["road": $0]) } ?? tr("Take the ramp")
        case "off ramp":
            return road.map { tr("Take the exit onto {road}", ["road": $0]) } ?? tr("Take the exit")
        case "fork": return fork(modifier, road: road)
        case "end of road": return endOfRoad(modifier, road: road)
        case "roundabout", "rotary": return roundabout(exit: step.maneuver.exit, road: road)
        case "exit roundabout", "exit rotary":
            return road.map { tr("Leave the roundabout onto {road}", ["road": $0]) } ?? tr("Leave the roundabout")
        default:
            return road.map { tr("Continue onto {road}", ["road": $0]) } ?? tr("Continue")
        }
    }

    /// The road's name, else its number, else nil ("Hauptstraße", "B 4").
    static func road(of step: RouteStep) -> String? {
        if !step.name.isEmpty { return step.name }
        return step.ref
    }

    private func depart(bearing: Double?, road: String?) -> String {
        guard let bearing, bearing.isFinite else {
            return road.map { tr("Start on {road}", ["road": $0]) } ?? tr("Start")
        }
        let direction = Self.compass(bearing)
        guard let road else { return tr("Head {direction}", ["direction": direction]) }
        return tr("Head {direction} on {road}", ["direction": direction, "road": road])
    }

    /// One of eight compass points for a bearing in degrees.
    static func compass(_ bearing: Double) -> String {
        let points = [
            tr("north"), tr("northeast"), tr("east"), tr("southeast"), tr("south"), tr("southwest"), tr("west"),
            tr("northwest"),
        ]
        let normalised = (bearing.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return points[Int((normalised / 45).rounded()) % 8]
    }

    private func arrive(at destination: String, side: String) -> String {
        switch side {
        case "left", "slight left", "sharp left":
            tr("Arrive at {destination}, on the left", ["destination": destination])
        case "right", "slight right", "sharp right":
            tr("Arrive at {destination}, on the right", ["destination": destination])
        default: tr("Arrive at {destination}", ["destination": destination])
        }
    }

    private func turn(_ modifier: String, road: String?, atRoundabout: Bool) -> String {
        let turn = turnWords(modifier)
        let sentence = road.map { tr("{turn} onto {road}", ["turn": turn, "road": $0]) } ?? turn
        return atRoundabout ? tr("At the roundabout: {instruction}", ["instruction": sentence]) : sentence
    }

    /// "Turn left", "Make a U-turn", "Go straight".
    private func turnWords(_ modifier: String) -> String {
        switch modifier {
        case "left": tr("Turn left")
        case "right": tr("Turn right")
        case "slight left": tr("Turn slightly left")
        case "slight right": tr("Turn slightly right")
        case "sharp left": tr("Turn sharp left")
        case "sharp right": tr("Turn sharp right")
        case "uturn": tr("Make a U-turn")
        default: tr("Go straight")
        }
    }

    private func fork(_ modifier: String, road: String?) -> String {
        switch (Self.side(modifier), road) {
        case ("left", let road?): tr("Keep left at the fork onto {road}", ["road": road])
        case ("left", nil): tr("Keep left at the fork")
        case ("right", let road?): tr("Keep right at the fork onto {road}", ["road": road])
        case ("right", nil): tr("Keep right at the fork")
        case (_, let road?): tr("Keep straight at the fork onto {road}", ["road": road])
        case (_, nil): tr("Keep straight at the fork")
        }
    }

    private func endOfRoad(_ modifier: String, road: String?) -> String {
        switch (Self.side(modifier), road) {
        case ("left", let road?): tr("At the end of the road, turn left onto {road}", ["road": road])
        case ("left", nil): tr("At the end of the road, turn left")
        case ("right", let road?): tr("At the end of the road, turn right onto {road}", ["road": road])
        case ("right", nil): tr("At the end of the road, turn right")
        case (_, let road?): tr("At the end of the road, continue onto {road}", ["road": road])
        case (_, nil): tr("At the end of the road, continue")
        }
    }

    /// "left", "right" or "straight" (a U-turn and anything unknown go straight on).
    private static func side(_ modifier: String) -> String {
        if modifier.hasSuffix("left") { return "left" }
        if modifier.hasSuffix("right") { return "right" }
        return "straight"
    }

    /// "At the roundabout, take exit 2 onto Hauptstraße".
    private func roundabout(exit: Int?, road: String?) -> String {
        switch (exit, road) {
        case (let exit?, let road?) where exit > 0:
            tr("At the roundabout, take exit {exit} onto {road}", ["exit": String(exit), "road": road])
        case (let exit?, nil) where exit > 0:
            tr("At the roundabout, take exit {exit}", ["exit": String(exit)])
        case (_, let road?): tr("Enter the roundabout and leave it onto {road}", ["road": road])
        case (_, nil): tr("Enter the roundabout")
        }
    }
}
