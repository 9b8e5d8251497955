import Foundation
import Synchronization
import Testing

@testable import GlobetrotterCore

/// OSRM's steps read into directions; one server per mode; routes kept per mode.
@Suite(.timeLimit(.minutes(1))) struct ModeRoutingTests {
    private let stops = [GeoPoint(latitude: 53.55, longitude: 9.99), GeoPoint(latitude: 53.87, longitude: 10.69)]

    static let answerWithSteps = #"""
        {"code":"Ok","routes":[{"geometry":{"type":"LineString","coordinates":[[9.99,53.55],[10.69,53.87]]},
        "legs":[{"distance":66400,"duration":3000,"steps":[
          {"distance":1200.5,"duration":90,"name":"Hauptstraße","ref":"B 4","mode":"driving",
           "maneuver":{"type":"depart","bearing_after":92,"location":[9.99,53.55]}},
          {"distance":800,"duration":60,"name":"","mode":"driving",
           "maneuver":{"type":"roundabout","modifier":"right","exit":2,"location":[10.1,53.6]}},
          {"distance":300,"duration":20,"maneuver":{"type":"turn","modifier":"slight left","location":[10.2,53.7]}},
          {"distance":10,"duration":1,"name":"Nowhere","maneuver":{"type":"turn","location":[999,999]}},
          {"distance":0,"duration":0,"name":"Markt","maneuver":{"type":"arrive","modifier":"left","location":[10.69,53.87]}}
        ]}],"distance":66400,"duration":3000}]}
        """#

    @Test func stepsAreDecodedWithTheirManeuverNameDistanceAndPlace() throws {
        let response = HTTPResponse(
            status: 200, body: Data(Self.answerWithSteps.utf8), url: URL(string: "http://localhost/")!)
        let route = try OSRMDecoder.route(from: response, legCount: 1)
        let steps = try #require(route.legs.first?.steps)
        // The step at an impossible position is left out, not the route.
        #expect(steps.count == 4)
        #expect(
            steps[0]
                == RouteStep(
                    maneuver: Maneuver(
                        type: "depart", bearingAfter: 92, location: GeoPoint(latitude: 53.55, longitude: 9.99)),
                    name: "Hauptstraße", ref: "B 4", distance: 1200.5, duration: 90))
        #expect(steps[1].maneuver.type == "roundabout" && steps[1].maneuver.modifier == "right")
        #expect(steps[1].maneuver.exit == 2 && steps[1].name == "")
        #expect(steps[2].name == "" && steps[2].ref == nil && steps[2].maneuver.modifier == "slight left")
        #expect(steps[3].maneuver.type == "arrive" && steps[3].maneuver.location.latitude == 53.87)
        #expect(route.legs.first?.duration == 3000)
    }

    @Test func theRouterAsksForStepsAtItsOwnBaseURL() async throws {
        let client = RecordingHTTPClient(body: Self.answerWithSteps)
        let router = OSRMRouter(
            baseURL: URL(string: "http://127.0.0.1:9/routed-bike")!, client: client,
            spacing: RequestSpacing(interval: .zero), credit: "OSRM for bicycles")
        let route = try await router.route(through: stops)
        #expect(route.legs.first?.steps?.count == 4)
        let url = try #require(client.urls.first?.absoluteString)
        #expect(
            url.hasPrefix("http://127.0.0.1:9/routed-bike/route/v1/driving/9.990000,53.550000;10.690000,53.870000?"))
        #expect(url.contains("steps=true") && url.contains("overview=full"))
        #expect(router.credit == "OSRM for bicycles")
    }

    @Test(arguments: [
        (
            [:],
            [
                "https://router.project-osrm.org/", "https://routing.openstreetmap.de/routed-bike/",
                "https://routing.openstreetmap.de/routed-foot/",
            ]
        ),
        (
            [
                "GLOBETROTTER_OSRM_URL": "http://127.0.0.1:8001",
                "GLOBETROTTER_OSRM_BIKE_URL": "http://127.0.0.1:8002/bike",
                "GLOBETROTTER_OSRM_FOOT_URL": "ftp://nope",
            ],
            ["http://127.0.0.1:8001/", "http://127.0.0.1:8002/bike/", "https://routing.openstreetmap.de/routed-foot/"]
        ),
    ])
    func eachModeHasItsOwnOverridableBaseURL(environment: [String: String], expected: [String]) {
        let urls = ModeRouters.baseURLs(environment: environment)
        #expect([urls[.car], urls[.bicycle], urls[.foot]].map { $0?.absoluteString } == expected)
    }

    @Test func modesOnOneServerShareItsOneRequestASecondAndOthersDoNot() {
        let asked = Mutex<[String]>([])
        let routers = ModeRouters.live(environment: [:], client: RecordingHTTPClient()) { server in
            asked.withLock { $0.append(server) }
            return RequestSpacing()
        }
        #expect(routers.count == 3)
        #expect(asked.withLock { $0.sorted() } == ["router.project-osrm.org:0", "routing.openstreetmap.de:0"])
        #expect(routers[.car]?.credit == "OSRM")
        #expect(routers[.bicycle]?.credit == "OSRM for bicycles")
        #expect(routers[.foot]?.credit == "OSRM for walking")
    }

    @Test func eachModeIsAskedOnceAndSwitchingBackCostsNoRequest() async throws {
        let store = TripStore(database: try AppDatabase.inMemory())
        let car = FakeRouteProvider(
            .success(Route(legs: [RouteLeg(distance: 66_400, duration: 3_000)], line: stops, source: .osrm)))
        let bike = FakeRouteProvider(
            .success(Route(legs: [RouteLeg(distance: 61_000, duration: 12_000)], line: stops, source: .osrm)))
        let foot = FakeRouteProvider(.failure(.http(.serverError(status: 503))))
        let service = RouteService(routers: [.car: car, .bicycle: bike, .foot: foot], store: store)
        #expect(await service.route(for: stops, mode: .car).route.distance == 66_400)
        #expect(await service.route(for: stops, mode: .bicycle).route.distance == 61_000)
        // The foot server fails on its own: straight lines, the others unaffected.
        #expect(
            await service.route(for: stops, mode: .foot)
                == .straightLines(.straightLines(through: stops), because: .http(.serverError(status: 503))))
        #expect(await service.route(for: stops, mode: .car).route.distance == 66_400)
        #expect(await service.route(for: stops, mode: .bicycle).route.distance == 61_000)
        #expect([car.requestCount, bike.requestCount, foot.requestCount] == [Int](repeating: 1, count: 3))
        // A fresh route is asked for even when one is stored.
        _ = await service.freshRoute(for: stops, mode: .bicycle)
        #expect(bike.requestCount == 2)
    }

    @Test func aStraightLineTakesTheModesStatedSpeed() {
        #expect(TravelMode.car.estimatedDuration(metres: 70_000).rounded() == 3_600)
        #expect(TravelMode.bicycle.estimatedDuration(metres: 15_000).rounded() == 3_600)
        #expect(TravelMode.foot.estimatedDuration(metres: 5_000).rounded() == 3_600)
    }
}
