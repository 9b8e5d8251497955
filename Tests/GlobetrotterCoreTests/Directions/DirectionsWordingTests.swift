import Foundation
import Testing

@testable import GlobetrotterCore

/// Every maneuver worded, never raw: the English sentences (the German
/// catalogue is checked in GlobetrotterUITests' DirectionsInGermanTests).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DirectionsWordingTests {
    private let wording = DirectionsWording(wording: TripsWording(numbers: Locale(identifier: "en_US")))
    private let here = GeoPoint(latitude: 53.5, longitude: 10)

    private func step(
        _ type: String, _ modifier: String? = nil, name: String = "", ref: String? = nil, exit: Int? = nil,
        bearing: Double? = nil, distance: Double = 1_200
    ) -> RouteStep {
        RouteStep(
            maneuver: Maneuver(type: type, modifier: modifier, exit: exit, bearingAfter: bearing, location: here),
            name: name, ref: ref, distance: distance, duration: 60)
    }

    @Test func sentences() {
        let table: [(RouteStep, String)] = [
            (step("turn", "left", name: "Hauptstraße"), "Turn left onto Hauptstraße · 1.2 km"),
            (step("turn", "sharp right", name: "Am Markt", distance: 850), "Turn sharp right onto Am Markt · 850 m"),
            (step("turn", "slight left"), "Turn slightly left · 1.2 km"),
            (step("turn", "uturn"), "Make a U-turn · 1.2 km"),
            (step("turn", "straight", name: "A 1", distance: 25_300), "Go straight onto A 1 · 25 km"),
            (step("depart", name: "Hauptstraße", bearing: 92), "Head east on Hauptstraße · 1.2 km"),
            (step("depart", bearing: 350), "Head north · 1.2 km"),
            (step("depart"), "Start · 1.2 km"),
            (step("arrive", "left", distance: 0), "Arrive at Lübeck, on the left"),
            (step("arrive", distance: 0), "Arrive at Lübeck"),
            (step("new name", "straight", name: "Lindenallee"), "Continue onto Lindenallee · 1.2 km"),
            (step("continue", "straight"), "Continue · 1.2 km"),
            (step("continue", "right", name: "Ring"), "Turn right onto Ring · 1.2 km"),
            (step("merge", "slight left", ref: "A 7"), "Merge onto A 7 · 1.2 km"),
            (step("on ramp", "right", name: "A 1"), "Take the ramp onto A 1 · 1.2 km"),
            (step("off ramp", "slight right"), "Take the exit · 1.2 km"),
            (step("fork", "slight left", name: "B 75"), "Keep left at the fork onto B 75 · 1.2 km"),
            (step("fork", "right"), "Keep right at the fork · 1.2 km"),
            (step("end of road", "left", name: "Ufer"), "At the end of the road, turn left onto Ufer · 1.2 km"),
            (step("roundabout", "right", name: "Ring", exit: 2), "At the roundabout, take exit 2 onto Ring · 1.2 km"),
            (step("rotary", exit: 3), "At the roundabout, take exit 3 · 1.2 km"),
            (step("roundabout"), "Enter the roundabout · 1.2 km"),
            (step("roundabout turn", "left", name: "Ring"), "At the roundabout: Turn left onto Ring · 1.2 km"),
            (step("exit roundabout", name: "Ring"), "Leave the roundabout onto Ring · 1.2 km"),
            (step("notification", name: "Ring"), "Continue onto Ring · 1.2 km"),
            // Unknown to this app: a plain "Continue", never the raw type.
            (step("teleport", "left", name: "Ring"), "Continue onto Ring · 1.2 km"),
            (step("", nil), "Continue · 1.2 km"),
        ]
        for (step, expected) in table {
            #expect(wording.sentence(for: step, destination: "Lübeck") == expected, "\(step.maneuver)")
        }
    }

    @Test func legFiguresAndTotalsByMode() {
        let trips = TripsWording(numbers: Locale(identifier: "en_US"))
        #expect(trips.duration(19_080) == "5 h 18 min")
        let road = RouteLeg(distance: 66_400, duration: 3_000)
        #expect(trips.leg(road, isStraight: false, mode: .car) == "+ 66 km · 50 min")
        #expect(trips.leg(RouteLeg(distance: 66_400, duration: nil), isStraight: false, mode: .car) == "+ 66 km")
        let straight = RouteLeg(distance: 58_000, duration: nil)
        #expect(trips.leg(straight, isStraight: true, mode: .car) == "+ ≈ 58 km · ≈ 50 min")
        #expect(trips.leg(straight, isStraight: true, mode: .foot) == "+ ≈ 58 km · ≈ 11 h 36 min")
        let line = Route.straightLines(through: [here, GeoPoint(latitude: 54.5, longitude: 10)])
        #expect(trips.total(of: line, mode: .bicycle) == "≈ 111 km in a straight line · ≈ 7 h 25 min at 15 km/h")
    }

    /// What the benchmark words (`globetrotter-bench directions`), each step
    /// with its own road; how fast is the benchmark's to say, not a test's.
    @Test func oneThousandStepsAreEachWordedWithTheirRoad() {
        let types = ["turn", "roundabout", "depart", "fork", "end of road", "new name", "arrive", "merge"]
        let steps = (0..<1_000).map {
            step(types[$0 % types.count], $0 % 2 == 0 ? "left" : "right", name: "Road \($0)", exit: 2)
        }
        let sentences = steps.map { wording.sentence(for: $0, destination: "Lübeck") }
        let named = zip(sentences, steps).filter { sentence, step in
            step.maneuver.type == "arrive" || sentence.contains(step.name)
        }
        #expect(named.count == 1_000)
    }
}
