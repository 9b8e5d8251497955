import Foundation
import Testing

@testable import GlobetrotterCore

/// Directions and travel figures in German, through the catalogue built from po/de.po.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct DirectionsInGermanTests {
    private func step(
        _ type: String, _ modifier: String? = nil, name: String = "", exit: Int? = nil, bearing: Double? = nil,
        distance: Double = 1_200
    ) -> RouteStep {
        RouteStep(
            maneuver: Maneuver(
                type: type, modifier: modifier, exit: exit, bearingAfter: bearing,
                location: GeoPoint(latitude: 53.5, longitude: 10)), name: name, distance: distance, duration: 60)
    }

    @Test func stepsAreWordedInGerman() throws {
        let wording = DirectionsWording(wording: TripsWording(numbers: Locale(identifier: "de_DE")))
        let table: [(RouteStep, String)] = [
            (step("turn", "left", name: "Hauptstraße"), "Links abbiegen auf Hauptstraße · 1,2 km"),
            (step("depart", name: "Steintorwall", bearing: 80), "Richtung Osten auf Steintorwall losfahren · 1,2 km"),
            (step("roundabout", name: "Ring", exit: 2), "Im Kreisverkehr die 2. Ausfahrt auf Ring nehmen · 1,2 km"),
            (step("end of road", "right"), "Am Ende der Straße rechts abbiegen · 1,2 km"),
            (step("teleport"), "Weiterfahren · 1,2 km"),
            (step("arrive", "left", distance: 0), "Ankunft in Lübeck, links"),
        ]
        let worded = try inGerman { table.map { wording.sentence(for: $0.0, destination: "Lübeck") } }
        #expect(worded == table.map(\.1))
    }

    @Test func modesAndEstimatesInGerman() throws {
        let trips = TripsWording(numbers: Locale(identifier: "de_DE"))
        let words = try inGerman {
            [
                TravelModeChoice.label(.car), TravelModeChoice.label(.bicycle), TravelModeChoice.label(.foot),
                trips.leg(RouteLeg(distance: 19_080_000 / 1_000, duration: 19_080), isStraight: false, mode: .car),
                trips.leg(RouteLeg(distance: 58_000, duration: nil), isStraight: true, mode: .bicycle),
                ModeRouters.credit(for: .foot),
            ]
        }
        #expect(
            words == [
                "Auto", "Fahrrad", "Zu Fuß", "+ 19 km · 5 h 18 min", "+ ≈ 58 km · ≈ 3 h 52 min", "OSRM für Fußwege",
            ])
    }

    /// A leg of an old road opened offline (see OfflineDirectionsTests) says so in German.
    @Test func offlineALegSaysSoInGerman() throws {
        let said = try inGerman { tr("Offline: turn-by-turn directions are not available.") }
        #expect(said == "Offline: Wegbeschreibungen sind nicht verfügbar.")
    }
}
