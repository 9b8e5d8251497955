import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// Three loopback OSRM servers, one per travel mode (car at the root,
    /// bicycle and foot under FOSSGIS's `routed-bike/` and `routed-foot/`),
    /// set by the environment as the app is: each mode asks its own server
    /// once, none when switching back, and each fails on its own.
    @MainActor
    @Suite
    struct TravelModeLoopbackTests {
        private let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
        private let stops = [
            GeoPoint(latitude: 53.551086, longitude: 9.993682), GeoPoint(latitude: 53.865467, longitude: 10.686559),
        ]
        private static let coordinates = "9.993682,53.551086;10.686559,53.865467"

        init() { SoupTestEnvironment.prepare() }

        private static func answer(metres: Int, seconds: Int) -> String {
            #"{"code":"Ok","routes":[{"geometry":{"type":"LineString","coordinates":[[9.993682,53.551086],"#
                + #"[10.686559,53.865467]]},"legs":[{"distance":\#(metres),"duration":\#(seconds),"steps":["#
                + #"{"distance":1200,"duration":90,"name":"Hauptstraße","maneuver":{"type":"turn","modifier":"left","#
                + #""location":[9.993682,53.551086]}},{"distance":0,"duration":0,"name":"","maneuver":{"type":"arrive","#
                + #""location":[10.686559,53.865467]}}]}],"distance":\#(metres),"duration":\#(seconds)}]}"#
        }

        /// The servers, the environment naming them, and the route service the app would build from it.
        private func servers(
            car: LoopbackReply, bike: LoopbackReply, foot: LoopbackReply
        ) throws -> (servers: [LoopbackServer], paths: [String], service: RouteService) {
            let servers = try (0..<3).map { _ in try LoopbackServer() }
            let prefixes = ["", "/routed-bike", "/routed-foot"]
            let paths = prefixes.map { $0 + "/route/v1/driving/" + Self.coordinates }
            for (server, (path, reply)) in zip(servers, zip(paths, [car, bike, foot])) {
                server.route(path) { _ in reply }
            }
            let environment = [
                "GLOBETROTTER_OSRM_URL": servers[0].url("/").absoluteString,
                "GLOBETROTTER_OSRM_BIKE_URL": servers[1].url("/routed-bike").absoluteString,
                "GLOBETROTTER_OSRM_FOOT_URL": servers[2].url("/routed-foot/").absoluteString,
            ]
            let routers = ModeRouters.live(environment: environment, client: client) { _ in
                RequestSpacing(interval: .zero)
            }
            let store = TripStore(database: try AppDatabase.inMemory())
            return (servers, paths, RouteService(routers: routers, store: store))
        }

        private func route(_ service: RouteService, _ mode: TravelMode) async throws -> RouteOutcome {
            let stops = stops
            return try #require(await awaitPumping { await service.route(for: stops, mode: mode) })
        }

        @Test func eachModeAsksItsOwnServerOnceAndSwitchingBackAsksNone() async throws {
            let (servers, paths, service) = try servers(
                car: .json(Self.answer(metres: 66_200, seconds: 3_120)),
                bike: .json(Self.answer(metres: 63_900, seconds: 13_200)),
                foot: .json(Self.answer(metres: 61_000, seconds: 46_000)))
            defer { servers.forEach { $0.stop() } }
            for mode in [TravelMode.car, .bicycle, .foot, .car, .bicycle, .foot] {
                guard case .routed(let route) = try await route(service, mode) else {
                    Issue.record("\(mode) was not routed")
                    continue
                }
                #expect(route.distance == [.car: 66_200, .bicycle: 63_900, .foot: 61_000][mode])
                #expect(route.legs.first?.steps?.map(\.maneuver.type) == ["turn", "arrive"])
            }
            #expect(zip(servers, paths).map { $0.hits($1) } == [Int](repeating: 1, count: 3))
            for (server, path) in zip(servers, paths) {
                let query = try #require(server.requests(path).first?.query)
                #expect(query.contains("steps=true") && query.contains("overview=full"))
            }
            #expect(service.credit(for: .bicycle) == "OSRM for bicycles")
        }

        @Test func theBikeAndFootServersFailOnTheirOwnAndEachIsNamed() async throws {
            let (servers, _, service) = try servers(
                car: .json(Self.answer(metres: 66_200, seconds: 3_120)), bike: .status(429),
                foot: .json(#"{"code":"NoRoute","message":"Impossible route between points"}"#, status: 400))
            defer { servers.forEach { $0.stop() } }
            let wording = TripsWording(numbers: Locale(identifier: "en_US"))
            guard case .routed = try await route(service, .car) else {
                Issue.record("the car was not routed")
                return
            }
            guard case .straightLines(_, let bikeFault) = try await route(service, .bicycle) else {
                Issue.record("the bicycle was routed")
                return
            }
            #expect(
                wording.routingNote(bikeFault, source: service.credit(for: .bicycle) ?? "")
                    == "OSRM for bicycles is not available right now (too many requests, HTTP 429). Showing straight lines."
            )
            guard case .straightLines(_, let footFault) = try await route(service, .foot) else {
                Issue.record("the walk was routed")
                return
            }
            #expect(
                wording.routingNote(footFault, source: service.credit(for: .foot) ?? "")
                    == "OSRM for walking found no road between these stops. Showing straight lines.")
        }
    }
}
