import Foundation
import GlobetrotterCore

/// Directions: wording 1,000 OSRM steps (a long leg) into sentences, in the
/// interface language (< 5 ms: opening a leg's directions stays instant).
@MainActor
struct DirectionsBenchmark {
    let runs: Int

    func run() {
        let trips = TripsWording()
        let types = ["depart", "turn", "new name", "roundabout", "fork", "end of road", "merge", "off ramp", "arrive"]
        let modifiers = ["left", "slight right", "sharp left", "straight", "uturn", "right"]
        let steps = (0..<1_000).map { index in
            RouteStep(
                maneuver: Maneuver(
                    type: types[index % types.count], modifier: modifiers[index % modifiers.count], exit: 2,
                    bearingAfter: Double(index % 360), location: GeoPoint(latitude: 50, longitude: 10)),
                name: index % 5 == 0 ? "" : "Straße \(index)", distance: Double(index * 37 % 5_000), duration: 60)
        }
        var samples: [Double] = []
        for _ in 0..<max(runs, 3) {
            // A leg opened for the first time: no step distance formatted before.
            let wording = DirectionsWording(wording: trips)
            samples.append(milliseconds { _ = steps.map { wording.sentence(for: $0, destination: "Lübeck") } })
        }
        let sorted = samples.sorted()
        emit([
            "benchmark": "directions", "measurement": "word_1000_steps", "steps": steps.count,
            "median_ms": round3(percentile(sorted, 0.5)), "max_ms": round3(sorted.last ?? 0), "target_ms": 5,
            "met": percentile(sorted, 0.5) < 5,
        ])
    }
}
