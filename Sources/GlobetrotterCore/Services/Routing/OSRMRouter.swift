import Foundation

/// OSRM's `route/v1/driving/{lon,lat;…}?overview=full&geometries=geojson&steps=true`
/// (APIS.md): one request for the whole stop list, one leg per pair, each
/// with its turn-by-turn steps. OSRM words its refusals in a JSON body on
/// HTTP 400, so those bodies are read. One router per travel mode: the
/// profile is the server's (FOSSGIS's `routed-bike/` keeps `driving` in the path).
public struct OSRMRouter: RouteProviding {
    public static let defaultBaseURL = URL(string: "https://router.project-osrm.org/")!
    /// The public demo server's limit; more gives `TooBig`.
    public static let maximumStops = 100

    private let baseURL: URL
    private let client: any HTTPClient
    private let spacing: RequestSpacing
    private let timeout: Duration
    public let credit: String

    /// - Parameter credit: the service's name on the map and in its fault sentences.
    public init(
        baseURL: URL = Self.defaultBaseURL, client: any HTTPClient, spacing: RequestSpacing = RequestSpacing(),
        timeout: Duration = .seconds(15), credit: String = "OSRM"
    ) {
        self.baseURL = baseURL.asBaseDirectory
        self.client = client
        self.spacing = spacing
        self.timeout = timeout
        self.credit = credit
    }

    public func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route {
        guard stops.count <= Self.maximumStops else { throw .tooManyStops }
        guard stops.count > 1 else { return Route(legs: [], line: stops, source: .osrm) }
        let response = try await answer(path: "route/v1/driving/", stops: stops, query: [])
        return try OSRMDecoder.route(from: response, legCount: stops.count - 1)
    }

    /// One request to the service at `path` with the stops as `lon,lat;…`,
    /// the whole line as GeoJSON, in its turn (one a second).
    func answer(path: String, stops: [GeoPoint], query: [(String, String)]) async throws(RoutingError) -> HTTPResponse {
        let coordinates = stops.map { String(format: "%.6f,%.6f", $0.longitude, $0.latitude) }.joined(separator: ";")
        let url = ServiceURL.make(
            baseURL, path: path + coordinates,
            query: query + [("overview", "full"), ("geometries", "geojson"), ("steps", "true")])
        try await spacing.waitForTurn(orThrow: RoutingError.http(.cancelled))
        let response: HTTPResponse
        do {
            response = try await client.send(
                HTTPRequest(
                    url: url, headers: ["Accept": "application/json"], timeout: timeout,
                    returnsClientErrorBodies: true))
        } catch {
            throw .http(error)
        }
        return response
    }
}

/// Reads OSRM's answers: `{"code":"Ok","routes":[{geometry, legs}]}` or an error code.
enum OSRMDecoder {
    private struct Answer: Decodable {
        var code: String?
        var routes: [RouteJSON]?
        /// The trip service's name for its routes.
        var trips: [RouteJSON]?
    }

    private struct RouteJSON: Decodable {
        var geometry: Geometry?
        var legs: [Leg]?
    }

    private struct Geometry: Decodable {
        var coordinates: [[Double]]
    }

    private struct Leg: Decodable {
        var distance: Double
        var duration: Double?
        var steps: [OSRMStep]?
    }

    /// - Parameter member: where the routes are: `routes` (route service) or `trips` (trip service).
    static func route(from response: HTTPResponse, legCount: Int, member: String = "routes") throws(RoutingError)
        -> Route
    {
        let answer: Answer
        do {
            answer = try JSONDecoder().decode(Answer.self, from: response.body)
        } catch {
            // A 4xx without OSRM's JSON is the status's error, not garbage.
            if let error = HTTPError.from(status: response.status, url: response.url, retryAfter: nil) {
                throw .http(error)
            }
            throw .unreadable(response.body.isEmpty ? "empty answer" : readableDecodingFailure(error))
        }
        switch answer.code {
        case "Ok": break
        case "TooBig": throw .tooManyStops
        case let code?: throw .noRoute(code: code)
        case nil:
            if let error = HTTPError.from(status: response.status, url: response.url, retryAfter: nil) {
                throw .http(error)
            }
            throw .unreadable("no code")
        }
        guard let route = (member == "trips" ? answer.trips : answer.routes)?.first, let legs = route.legs,
            let geometry = route.geometry
        else {
            throw .unreadable("no route in an Ok answer")
        }
        guard legs.count == legCount else {
            throw .unreadable("\(legs.count) legs for \(legCount) pairs of stops")
        }
        let line = geometry.coordinates.compactMap { pair -> GeoPoint? in
            guard pair.count >= 2 else { return nil }
            let point = GeoPoint(latitude: pair[1], longitude: pair[0])
            return point.isValid ? point : nil
        }
        guard line.count == geometry.coordinates.count, line.count >= 2 else {
            throw .unreadable("the route's line has invalid coordinates")
        }
        guard legs.allSatisfy({ $0.distance.isFinite && $0.distance >= 0 }) else {
            throw .unreadable("a leg has no valid distance")
        }
        return Route(
            legs: legs.map {
                RouteLeg(distance: $0.distance, duration: $0.duration, steps: $0.steps?.compactMap(\.step))
            },
            line: line, source: .osrm)
    }
}
