/// Why no road route came back, typed so the trip page can say which.
public enum RoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    case http(HTTPError)
    /// The server answered and found no route (OSRM's `NoRoute`, `NoSegment`…).
    case noRoute(code: String)
    /// Too many stops for one request (OSRM's `TooBig`).
    case tooManyStops
    case unreadable(String)

    public var description: String {
        switch self {
        case .http(let error): error.description
        case .noRoute(let code): "no route (\(code))"
        case .tooManyStops: "too many stops for one request"
        case .unreadable(let reason): "unreadable route: \(reason)"
        }
    }
}

/// Finds the driving route through stops, in order.
public protocol RouteProviding: Sendable {
    /// The service's name, as credited on the map ("OSRM").
    var credit: String { get }
    func route(through stops: [GeoPoint]) async throws(RoutingError) -> Route
}
