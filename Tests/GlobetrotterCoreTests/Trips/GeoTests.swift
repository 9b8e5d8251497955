import Foundation
import Testing

@testable import GlobetrotterCore

@Suite(.timeLimit(.minutes(1))) struct GeoTests {
    private let berlin = GeoPoint(latitude: 52.52, longitude: 13.405)
    private let paris = GeoPoint(latitude: 48.8566, longitude: 2.3522)

    @Test func distanceIsTheGreatCircleDistance() {
        // Berlin–Paris is 878 km as the crow flies.
        #expect(abs(GeoMath.distance(from: berlin, to: paris) - 878_000) < 3_000)
        #expect(GeoMath.distance(from: berlin, to: berlin) == 0)
        // Across the antimeridian, the short way round.
        let fiji = GeoPoint(latitude: -17.7, longitude: 178), samoa = GeoPoint(latitude: -13.8, longitude: -172)
        #expect(GeoMath.distance(from: fiji, to: samoa) < 1_200_000)
    }

    @Test func greatCircleStartsAndEndsAtTheStopsAndBendsPoleward() {
        let line = GeoMath.greatCircle(from: berlin, to: GeoPoint(latitude: 40.71, longitude: -74.0))
        #expect(line.first == berlin)
        #expect(line.last == GeoPoint(latitude: 40.71, longitude: -74.0))
        #expect(line.count > 10)
        // The shortest way to New York passes north of both ends.
        #expect(line.map(\.latitude).max()! > 52.52)
    }

    @Test func straightLinesHaveOneLegPerPair() {
        let route = Route.straightLines(through: [berlin, paris, berlin])
        #expect(route.legs.count == 2)
        #expect(route.legs.allSatisfy { $0.duration == nil })
        #expect(abs(route.distance - 2 * GeoMath.distance(from: berlin, to: paris)) < 1)
        #expect(route.duration == nil)
        #expect(route.source == .straightLine)
        #expect(route.line.first == berlin && route.line.last == berlin)
    }

    @Test func durationIsKnownOnlyWhenEveryLegHasOne() {
        let route = Route(
            legs: [RouteLeg(distance: 1, duration: 60), RouteLeg(distance: 2, duration: 30)], line: [], source: .osrm)
        #expect(route.duration == 90)
        #expect(route.distance == 3)
    }

    @Test func theFittingZoomShowsTheWholeBox() throws {
        let box = try #require(GeoBox([berlin, paris]))
        let zoom = box.fittingZoom(width: 800, height: 600, padding: 0)
        // At that zoom the box's width in pixels just fits 800.
        let width = (WebMercator.x(longitude: box.east) - WebMercator.x(longitude: box.west)) * 256 * pow(2, zoom)
        #expect(width <= 800.5 && width > 700)
        #expect(GeoBox([berlin])!.fittingZoom(width: 800, height: 600, maxZoom: 12) == 12)
        #expect(GeoBox([GeoPoint]()) == nil)
        // The centre sits between the two in Mercator (north of the arithmetic mean).
        #expect(box.center.latitude > (berlin.latitude + paris.latitude) / 2)
    }

    @Test func simplifyingKeepsTheEndsAndTheCorners() {
        // A straight run of 1,000 points with one sharp corner in the middle.
        let run = (0..<500).map { GeoPoint(latitude: 50, longitude: 10 + Double($0) / 1000) }
        let back = (0..<500).map { GeoPoint(latitude: 50 + Double($0) / 1000, longitude: 10.5) }
        let line = run + back
        let simple = LineSimplifier.simplify(line, tolerance: LineSimplifier.tolerance(zoom: 10))
        #expect(simple.first == line.first && simple.last == line.last)
        #expect(simple.count == 3)
        // A zigzag has no point to spare at any tolerance finer than its teeth.
        let zigzag = (0..<10).map { GeoPoint(latitude: 50 + Double($0 % 2) / 100, longitude: 10 + Double($0) / 100) }
        #expect(LineSimplifier.simplify(zigzag, tolerance: LineSimplifier.tolerance(zoom: 12)) == zigzag)
    }
}

@Suite(.timeLimit(.minutes(1))) struct RequestSpacingTests {
    @Test func requestsAreSpacedAndQueuedInOrder() async throws {
        let clock = ManualClock()
        let spacing = RequestSpacing(interval: .seconds(1), clock: clock)
        try await spacing.waitForTurn()  // the first goes at once
        let second = Task { try await spacing.waitForTurn() }
        await clock.sleepersRegistered(1)
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        try await second.value
        // Long after the last request, the next goes at once.
        clock.advance(by: .seconds(5))
        try await spacing.waitForTurn()
        #expect(clock.sleeperCount == 0)
    }

    /// Enter pressed six times in half a second: each search cancels the one
    /// before, and a cancelled wait gives its turn back. The last search goes
    /// out one second after the first request, not five.
    @Test func aCancelledWaitGivesItsTurnBack() async throws {
        let clock = ManualClock()
        let spacing = RequestSpacing(interval: .seconds(1), clock: clock)
        try await spacing.waitForTurn()  // the first Enter's request goes at once
        var waits: [Task<Void, any Error>] = []
        for _ in 2...6 {
            clock.advance(by: .milliseconds(100))
            waits.last?.cancel()
            waits.append(Task { try await spacing.waitForTurn() })
            await clock.sleepersRegistered(1)
        }
        clock.advance(by: .milliseconds(499))  // 0.999 s after the first request
        #expect(clock.sleeperCount == 1, "not before a second has passed")
        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0, "the last search's turn is at 1 s")
        guard clock.sleeperCount == 0 else { return waits.forEach { $0.cancel() } }
        try await waits[4].value
        for cancelled in waits.dropLast() {
            await #expect(throws: CancellationError.self) { try await cancelled.value }
        }
        // Still one request a second: the next waits a whole interval after it.
        let next = Task { try await spacing.waitForTurn() }
        await clock.sleepersRegistered(1)
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        try await next.value
    }
}
