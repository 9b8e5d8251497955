import Foundation
import GLibTestSupport
import GlobetrotterCore
import SoupKit
import Testing

extension SoupKitTests {
    /// OSRM, Photon and Nominatim against a loopback server: each documented
    /// answer and each failure, typed; nothing hangs.
    @MainActor
    @Suite
    struct TripServicesLoopbackTests {
        private let client = SoupHTTPClient(userAgent: "Globetrotter/test", cacheDirectory: nil)
        private let berlin = GeoPoint(latitude: 52.517037, longitude: 13.38886)
        private let pankow = GeoPoint(latitude: 52.529407, longitude: 13.397634)
        private let leipzig = GeoPoint(latitude: 51.3397, longitude: 12.3731)
        private static let routePath = "/route/v1/driving/13.388860,52.517037;13.397634,52.529407;12.373100,51.339700"

        init() { SoupTestEnvironment.prepare() }

        private func route(_ server: LoopbackServer, timeout: Duration = .seconds(5)) async throws
            -> Result<Route, RoutingError>
        {
            let router = OSRMRouter(
                baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero), timeout: timeout)
            let stops = [berlin, pankow, leipzig]
            let result = await awaitPumping { () async -> Result<Route, RoutingError> in
                do throws(RoutingError) {
                    return .success(try await router.route(through: stops))
                } catch {
                    return .failure(error)
                }
            }
            return try #require(result, "the router did not return")
        }

        private static let okRoute = """
            {"code":"Ok","routes":[{"geometry":{"type":"LineString","coordinates":[[13.38886,52.517037],\
            [13.39,52.52],[13.397634,52.529407],[12.3731,51.3397]]},"legs":[{"distance":1886.3,"duration":260.7},\
            {"distance":190100.5,"duration":7300}],"distance":191986.8,"duration":7560.7}],"waypoints":[]}
            """

        @Test func okRouteHasOneLegPerPairAndTheWholeLine() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.routePath) { _ in .json(Self.okRoute) }
            let route = try await route(server).get()
            #expect(
                route.legs == [
                    RouteLeg(distance: 1886.3, duration: 260.7), RouteLeg(distance: 190100.5, duration: 7300),
                ])
            #expect(route.line.count == 4)
            #expect(route.line.first == GeoPoint(latitude: 52.517037, longitude: 13.38886))
            #expect(route.source == .osrm)
            let query = try #require(server.requests(Self.routePath).first?.query)
            #expect(query.contains("overview=full") && query.contains("geometries=geojson"))
        }

        @Test func noRouteOnHTTP400IsReadFromTheBody() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.routePath) { _ in
                .json(#"{"code":"NoRoute","message":"Impossible route between points"}"#, status: 400)
            }
            #expect(try await route(server) == .failure(.noRoute(code: "NoRoute")))
        }

        @Test func tooBigIsTooManyStops() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.routePath) { _ in .json(#"{"code":"TooBig","message":"Too many"}"#, status: 400) }
            #expect(try await route(server) == .failure(.tooManyStops))
        }

        @Test(arguments: [
            (
                LoopbackReply.status(429, headers: ["Retry-After": "7"]),
                RoutingError.http(.rateLimited(retryAfterSeconds: 7))
            ),
            (.status(500), .http(.serverError(status: 500))),
            (.status(400), .http(.clientError(status: 400))),
            (.json("{\"code\":\"Ok\",\"routes\":[{\"legs\":[{\"distance\":1}", status: 200), .unreadable("")),
            (.json("<html>busy</html>"), .unreadable("")),
            (.json(""), .unreadable("empty answer")),
            (.json(#"{"code":"Ok","routes":[]}"#), .unreadable("no route in an Ok answer")),
        ])
        func failuresAreTyped(reply: LoopbackReply, expected: RoutingError) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.routePath) { _ in reply }
            let result = try await route(server)
            switch (result, expected) {
            case (.failure(.unreadable(let reason)), .unreadable(let expectedReason)):
                #expect(expectedReason.isEmpty || reason == expectedReason)
            default:
                #expect(result == .failure(expected))
            }
        }

        @Test func aLegCountThatDoesNotMatchTheStopsIsUnreadable() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.routePath) { _ in
                .json(#"{"code":"Ok","routes":[{"geometry":{"coordinates":[[1,2],[3,4]]},"legs":[{"distance":5}]}]}"#)
            }
            #expect(try await route(server) == .failure(.unreadable("1 legs for 2 pairs of stops")))
        }

        @Test func aRedirectIsFollowed() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/old" + Self.routePath) { _ in .redirect(to: server.url(Self.routePath).absoluteString) }
            server.route(Self.routePath) { _ in .json(Self.okRoute) }
            let router = OSRMRouter(
                baseURL: server.url("/old/"), client: client, spacing: RequestSpacing(interval: .zero))
            let stops = [berlin, pankow, leipzig]
            let result = await awaitPumping { try? await router.route(through: stops) }
            #expect(result??.legs.count == 2)
        }

        @Test func aServerThatNeverAnswersTimesOut() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route(Self.routePath) { _ in .pause }
            #expect(try await route(server, timeout: .milliseconds(300)) == .failure(.http(.timedOut)))
        }

        @Test func moreStopsThanTheServerTakesNeverReachIt() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let router = OSRMRouter(baseURL: server.url("/"), client: client)
            let stops = (0..<101).map { GeoPoint(latitude: Double($0) / 10, longitude: 10) }
            let result = await awaitPumping { () async -> RoutingError? in
                do throws(RoutingError) {
                    _ = try await router.route(through: stops)
                    return nil
                } catch { return error }
            }
            #expect(result == .tooManyStops)
        }

        // MARK: Places

        private func places(_ search: any PlaceSearching, _ query: String) async throws -> Result<
            [Place], PlaceSearchError
        > {
            let result = await awaitPumping { () async -> Result<[Place], PlaceSearchError> in
                do throws(PlaceSearchError) {
                    return .success(try await search.places(matching: query, limit: 5))
                } catch {
                    return .failure(error)
                }
            }
            return try #require(result, "the search did not return")
        }

        @Test func photonFeaturesArePlacesWithLonLatSwapped() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/") { _ in
                .json(
                    #"{"type":"FeatureCollection","features":[{"geometry":{"type":"Point","coordinates":[13.38,52.51]},"#
                        + #""properties":{"name":"Berlin","country":"Deutschland","countrycode":"de","state":"Berlin"}},"#
                        + #"{"geometry":{"type":"Point","coordinates":[200,100]},"properties":{"name":"Nowhere"}},"#
                        + #"{"geometry":null,"properties":{"name":"No geometry"}}]}"#)
            }
            let photon = PhotonPlaceSearch(baseURL: server.url("/"), client: client)
            let found = try await places(photon, "berlin").get()
            #expect(
                found == [
                    Place(
                        name: "Berlin", region: "Berlin", countryCode: "DE", countryName: "Deutschland",
                        point: GeoPoint(latitude: 52.51, longitude: 13.38))
                ])
            let query = try #require(server.requests("/api/").first?.query)
            #expect(query.contains("q=berlin") && query.contains("limit=5"))
        }

        /// Near a point, Photon is asked to rank places close to it first, as
        /// GNOME Maps passes the map's centre; without one, the request has no bias.
        @Test func photonRanksNearTheGivenPoint() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/") { _ in .json(#"{"type":"FeatureCollection","features":[]}"#) }
            let photon = PhotonPlaceSearch(baseURL: server.url("/"), client: client)
            let paris = GeoPoint(latitude: 48.856_61, longitude: 2.351_49)
            let result = await awaitPumping { () async -> Result<[Place], PlaceSearchError> in
                do throws(PlaceSearchError) {
                    return .success(try await photon.places(matching: "saint", limit: 5, near: paris))
                } catch {
                    return .failure(error)
                }
            }
            #expect(try #require(result) == .success([]))
            _ = try await places(photon, "saint")
            let queries = server.requests("/api/").map(\.query)
            #expect(queries.count == 2)
            let biased = try #require(queries.first ?? nil)
            #expect(biased.contains("lat=48.8566") && biased.contains("lon=2.3515"), "\(biased)")
            let plain = try #require(queries.last ?? nil)
            #expect(!plain.contains("lat=") && !plain.contains("lon="), "\(plain)")
        }

        @Test func photonFailuresAreTyped() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/") { _ in .status(500) }
            let photon = PhotonPlaceSearch(baseURL: server.url("/"), client: client)
            #expect(try await places(photon, "x") == .failure(.http(.serverError(status: 500))))
            server.route("/api/") { _ in .json(#"{"features":[{"geometry":"#) }
            if case .failure(.unreadable) = try await places(photon, "x") {
            } else {
                Issue.record("truncated JSON accepted")
            }
        }

        @Test(arguments: [
            (LoopbackReply.status(429), PlaceSearchError.http(.rateLimited(retryAfterSeconds: nil))),
            (.status(503), .http(.serverError(status: 503))),
            (.json("{\"features\":[{\"geometry\":"), .unreadable("")),
            (.json("[1, 2, 3]"), .unreadable("")),
            (.json(""), .unreadable("empty answer")),
        ])
        func placeSearchFailuresAreTypedForBothServices(reply: LoopbackReply, expected: PlaceSearchError) async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/api/") { _ in reply }
            server.route("/search") { _ in reply }
            let searches: [any PlaceSearching] = [
                PhotonPlaceSearch(baseURL: server.url("/"), client: client),
                NominatimPlaceSearch(
                    baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero)),
            ]
            for search in searches {
                let result = try await places(search, "x")
                switch (result, expected) {
                case (.failure(.unreadable(let reason)), .unreadable(let expectedReason)):
                    #expect(expectedReason.isEmpty || reason == expectedReason, "\(search.name)")
                default:
                    #expect(result == .failure(expected), "\(search.name)")
                }
            }
        }

        @Test func placeSearchesFollowRedirectsAndTimeOut() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/old/api/") { _ in .redirect(to: server.url("/api/").absoluteString) }
            server.route("/api/") { _ in
                .json(#"{"features":[{"geometry":{"coordinates":[8.54,47.37]},"properties":{"name":"Zürich"}}]}"#)
            }
            let moved = PhotonPlaceSearch(baseURL: server.url("/old/"), client: client)
            #expect(try await places(moved, "zur").get().map(\.name) == ["Zürich"])
            server.route("/search") { _ in .pause }
            let silent = NominatimPlaceSearch(
                baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero),
                timeout: .milliseconds(300))
            #expect(try await places(silent, "x") == .failure(.http(.timedOut)))
        }

        @Test func nominatimReadsStringCoordinates() async throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            server.route("/search") { _ in
                .json(
                    #"[{"place_id":1,"lat":"47.3769","lon":"8.5417","name":"Zürich","display_name":"Zürich, Schweiz","#
                        + #""address":{"state":"Zürich","country":"Schweiz","country_code":"ch"}},{"lat":"x","lon":"1"}]"#
                )
            }
            let nominatim = NominatimPlaceSearch(
                baseURL: server.url("/"), client: client, spacing: RequestSpacing(interval: .zero))
            let first = try await places(nominatim, "zurich").get()
            #expect(first.map(\.name) == ["Zürich"])
            #expect(first.first?.countryCode == "CH")
            let query = try #require(server.requests("/search").first?.query)
            #expect(query.contains("format=jsonv2") && query.contains("q=zurich"))
        }
    }
}
