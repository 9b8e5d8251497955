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

/// Routes for stop lists, per travel mode: a stored one when the exact list
/// was routed in that mode before (no request, works offline; switching
/// back to a mode costs nothing), else the mode's router's — stored for next
/// time — else straight lines with the reason. Each mode has its own
/// router (car, bicycle and foot are separate servers that fail separately).
public final class RouteService: Sendable {
    private let routers: [TravelMode: any RouteProviding]
    private let optimisers: [TravelMode: any OrderOptimising]
    private let store: TripStore

    /// Car routes only (and the car's optimiser).
    /// - Parameters:
    ///   - router: nil when the app is offline.
    ///   - optimiser: finds the shortest order; by default the router, when it can.
    public convenience init(router: (any RouteProviding)?, optimiser: (any OrderOptimising)? = nil, store: TripStore) {
        var optimisers: [TravelMode: any OrderOptimising] = [:]
        optimisers[.car] = optimiser
        self.init(routers: router.map { [.car: $0] } ?? [:], optimisers: optimisers, store: store)
    }

    /// - Parameters:
    ///   - routers: one per mode that can be routed; none offline.
    ///   - optimisers: per mode; by default each mode's router, when it can.
    public init(
        routers: [TravelMode: any RouteProviding], optimisers: [TravelMode: any OrderOptimising] = [:],
        store: TripStore
    ) {
        self.routers = routers
        var all = optimisers
        for (mode, router) in routers where all[mode] == nil {
            if let optimiser = router as? any OrderOptimising { all[mode] = optimiser }
        }
        self.optimisers = all
        self.store = store
    }

    /// The shortest order through `stops` with the first and last kept; its
    /// route is stored, so showing the new order needs no second request.
    public func optimisedOrder(for stops: [GeoPoint], mode: TravelMode = .car) async -> OrderOutcome {
        guard stops.count > 3 else { return .unchanged }
        guard let optimiser = optimisers[mode] else { return .failed(.http(.offline)) }
        do {
            let optimised = try await optimiser.optimisedOrder(through: stops)
            guard optimised.order != Array(stops.indices) else { return .unchanged }
            try? store.store(optimised.route, for: optimised.order.map { stops[$0] }, mode: mode)
            return .reordered(optimised.order)
        } catch {
            return .failed(error)
        }
    }

    /// The mode's routing service ("OSRM", "OSRM for bicycles"); nil offline.
    public func credit(for mode: TravelMode) -> String? { routers[mode]?.credit }

    public func storedRoute(for stops: [GeoPoint], mode: TravelMode = .car) -> Route? {
        try? store.storedRoute(for: stops, mode: mode)
    }

    public func route(for stops: [GeoPoint], mode: TravelMode = .car) async -> RouteOutcome {
        if let stored = storedRoute(for: stops, mode: mode) { return .routed(stored) }
        return await askRouter(for: stops, mode: mode)
    }

    /// Asks the mode's router even when a route is stored: a route stored
    /// before directions were asked for gets them when a leg's directions are opened.
    public func freshRoute(for stops: [GeoPoint], mode: TravelMode = .car) async -> RouteOutcome {
        await askRouter(for: stops, mode: mode)
    }

    private func askRouter(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome {
        guard stops.count > 1 else { return .routed(Route(legs: [], line: stops, source: .straightLine)) }
        guard let router = routers[mode] else {
            return .straightLines(.straightLines(through: stops), because: .http(.offline))
        }
        do {
            let route = try await router.route(through: stops)
            // Not storing is harmless: the route is asked for again next time.
            try? store.store(route, for: stops, mode: mode)
            return .routed(route)
        } catch {
            return .straightLines(.straightLines(through: stops), because: error)
        }
    }
}
