/// What the trip page shows for a stop list: a road route, or straight lines and why.
public enum RouteOutcome: Equatable, Sendable {
    case routed(Route)
    /// Great-circle lines, because no road route could be had.
    case straightLines(Route, because: RoutingError)

    public var route: Route {
        switch self {
        case .routed(let route), .straightLines(let route, _): route
        }
    }
}

/// Routes for stop lists: a stored one when the exact list was routed
/// before (no request, works offline), else the router's — stored for next
/// time — else straight lines with the reason.
public final class RouteService: Sendable {
    private let router: (any RouteProviding)?
    private let store: TripStore

    /// - Parameter router: nil when the app is offline.
    public init(router: (any RouteProviding)?, store: TripStore) {
        self.router = router
        self.store = store
    }

    /// The routing service's credit while its route is shown ("OSRM").
    public var credit: String? { router?.credit }

    public func storedRoute(for stops: [GeoPoint]) -> Route? {
        try? store.storedRoute(for: stops)
    }

    public func route(for stops: [GeoPoint]) async -> RouteOutcome {
        if let stored = storedRoute(for: stops) { return .routed(stored) }
        guard stops.count > 1 else { return .routed(Route(legs: [], line: stops, source: .straightLine)) }
        guard let router else { return .straightLines(.straightLines(through: stops), because: .http(.offline)) }
        do {
            let route = try await router.route(through: stops)
            // Not storing is harmless: the route is asked for again next time.
            try? store.store(route, for: stops)
            return .routed(route)
        } catch {
            return .straightLines(.straightLines(through: stops), because: error)
        }
    }
}
