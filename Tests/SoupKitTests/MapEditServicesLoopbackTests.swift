import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// OSRM's trip service (Optimise Order) and Nominatim's reverse lookup
    /// (a stop put on the map) against a loopback server.
    @MainActor
    @Suite
    struct MapEditServicesLoopbackTests {
        private let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
        private let stops = [
            GeoPoint(latitude: 53.55, longitude: 9.99), GeoPoint(latitude: 48.14, longitude: 11.58),
            GeoPoint(latitude: 52.52, longitude: 13.40), GeoPoint(latitude: 50.94, longitude: 6.96),
        ]
        private static let tripPath =
            "/trip/v1/driving/9.990000,53.550000;11.580000,48.140000;13.400000,52.520000;6.960000,50.940000"

        init() { SoupTestEnvironment.prepare() }

        private func optimise(_ server: LoopbackServer) async throws -> Result<OptimisedOrder, RoutingError> {
            let router = OSRMRouter(baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero))
            let result = await awaitPumping { [stops] () async -> Result<OptimisedOrder, RoutingError> in
                do throws(RoutingError) {
                    return .success(try await router.optimisedOrder(through: stops))
                } catch {
                    return .failure(error)
                }
            }
            return try #require(result, "the router did not return")
        }

        /// Hamburg, Munich, Berlin, Cologne: the shortest way visits Berlin before Munich.
        private static let okTrip = """
            {"code":"Ok","trips":[{"geometry":{"type":"LineString","coordinates":[[9.99,53.55],[13.4,52.52],\
            [11.58,48.14],[6.96,50.94]]},"legs":[{"distance":289000,"duration":10000},{"distance":585000,"duration":20000},\
            {"distance":575000,"duration":19000}],"distance":1449000,"duration":49000}],"waypoints":[\
            {"waypoint_index":0,"trips_index":0,"location":[9.99,53.55]},{"waypoint_index":2,"trips_index":0,"location":[11.58,48.14]},\
            {"waypoint_index":1,"trips_index":0,"location":[13.4,52.52]},{"waypoint_index":3,"trips_index":0,"location":[6.96,50.94]}]}
            """

        @Test func theTripServiceGivesTheNewOrderWithItsRoute() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.tripPath) { _ in .json(Self.okTrip) }
            let optimised = try await optimise(server).get()
            #expect(optimised.order == [0, 2, 1, 3])
            #expect(optimised.route.legs.map(\.distance) == [289_000, 585_000, 575_000])
            #expect(optimised.route.line.count == 4)
            let query = try #require(server.requests(Self.tripPath).first?.query)
            #expect(query.contains("source=first") && query.contains("destination=last"))
            #expect(query.contains("roundtrip=false") && query.contains("geometries=geojson"))
        }

        @Test(arguments: [
            (
                LoopbackReply.json(
                    #"{"code":"NoTrips","message":"No trip visiting all destinations possible."}"#, status: 400),
                RoutingError.noRoute(code: "NoTrips")
            ),
            (
                .json(
                    #"{"code":"Ok","trips":[{"geometry":{"type":"LineString","coordinates":[[9.99,53.55],[6.96,50.94]]},"legs":[{"distance":1},{"distance":1},{"distance":1}]}],"waypoints":[{"waypoint_index":0},{"waypoint_index":0},{"waypoint_index":1},{"waypoint_index":3}]}"#
                ), .unreadable("the trip's order is not a permutation of the stops")
            ),
            (
                .json(
                    #"{"code":"Ok","trips":[{"geometry":{"type":"LineString","coordinates":[[9.99,53.55],[6.96,50.94]]},"legs":[{"distance":1},{"distance":1},{"distance":1}]}],"waypoints":[{"waypoint_index":1},{"waypoint_index":0},{"waypoint_index":2},{"waypoint_index":3}]}"#
                ), .unreadable("the trip moved the first or the last stop")
            ),
            (.status(429), .http(.rateLimited(retryAfterSeconds: nil))),
            (.json(#"{"code":"Ok","trips":[{"geometry":"#), .unreadable("truncated JSON")),
        ])
        func tripFailuresAreTyped(reply: LoopbackReply, expected: RoutingError) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.tripPath) { _ in reply }
            let result = try await optimise(server)
            switch (result, expected) {
            case (.failure(.unreadable), .unreadable("truncated JSON")): break
            default: #expect(result == .failure(expected))
            }
        }

        @Test func reverseLookupNamesTheTownAndKeepsThePoint() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/reverse") { _ in
                .json(
                    #"{"place_id":5,"lat":"53.86","lon":"10.68","name":"Lübeck","address":{"city":"Lübeck","state":"Schleswig-Holstein","country":"Deutschland","country_code":"de"}}"#
                )
            }
            let naming = NominatimReverseNaming(
                nominatim: NominatimPlaceSearch(
                    baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero)))
            let point = GeoPoint(latitude: 53.8612, longitude: 10.6801)
            let place = await awaitPumping { await naming.place(at: point) } ?? nil
            #expect(place?.name == "Lübeck" && place?.countryCode == "DE" && place?.region == "Schleswig-Holstein")
            #expect(place?.point == point, "the stop stays where it was put")
            let query = try #require(server.requests("/reverse").first?.query)
            #expect(query.contains("lat=53.861200") && query.contains("zoom=10") && query.contains("format=jsonv2"))
        }

        /// Nominatim's "Unable to geocode" (the sea), an error or a timeout: the bundled city names it.
        @Test(arguments: [
            LoopbackReply.json(#"{"error":"Unable to geocode"}"#), .status(500), .json("not json"),
        ])
        func withoutAnOnlineNameTheNearestBundledCityNamesIt(reply: LoopbackReply) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/reverse") { _ in reply }
            let naming = FallbackNaming(
                online: NominatimReverseNaming(
                    nominatim: NominatimPlaceSearch(
                        baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero))),
                offline: NearestCityNaming(pack: committedPack))
            // A field just outside Lübeck's old town.
            let point = GeoPoint(latitude: 53.88, longitude: 10.70)
            let place = await awaitPumping { await naming.place(at: point) } ?? nil
            #expect(place?.name == "Lübeck")
            #expect(place?.countryCode == "DE")
            #expect(place?.point == point, "named, not moved to the city")
        }
    }
}

/// Tests/SoupKitTests/this file → repository root → data/pack.
private let committedPack = DataPack(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/pack"))
