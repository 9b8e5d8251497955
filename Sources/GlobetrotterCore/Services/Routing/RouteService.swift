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

/// What asking for the shortest order gave.
public enum OrderOutcome: Equatable, Sendable {
    /// The stops' indices in the new order.
    case reordered([Int])
    /// The order is already the shortest (or too short to change).
    case unchanged
    case failed(RoutingError)
}

/// Routes for stop lists: a stored one when the exact list was routed
/// before (no request, works offline), else the router's — stored for next
/// time — else straight lines with the reason.
public final class RouteService: Sendable {
    private let router: (any RouteProviding)?
    private let optimiser: (any OrderOptimising)?
    private let store: TripStore

    /// - Parameters:
    ///   - router: nil when the app is offline.
    ///   - optimiser: finds the shortest order; by default the router, when it can.
    public init(router: (any RouteProviding)?, optimiser: (any OrderOptimising)? = nil, store: TripStore) {
        self.router = router
        self.optimiser = optimiser ?? (router as? any OrderOptimising)
        self.store = store
    }

    /// The shortest order through `stops` with the first and last kept; its
    /// route is stored, so showing the new order needs no second request.
    public func optimisedOrder(for stops: [GeoPoint]) async -> OrderOutcome {
        guard stops.count > 3 else { return .unchanged }
        guard let optimiser else { return .failed(.http(.offline)) }
        do {
            let optimised = try await optimiser.optimisedOrder(through: stops)
            guard optimised.order != Array(stops.indices) else { return .unchanged }
            try? store.store(optimised.route, for: optimised.order.map { stops[$0] })
            return .reordered(optimised.order)
        } catch {
            return .failed(error)
        }
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
