import Foundation

/// The shortest order through a trip's stops, from OSRM's trip service
/// (`trip/v1/driving/…?source=first&destination=last&roundtrip=false`):
/// the first and last stops stay where they are, the ones between are
/// reordered, and the route for the new order comes with it.
public struct OptimisedOrder: Equatable, Sendable {
    /// The input stops' indices in the order to visit them.
    public var order: [Int]
    /// The road route through the stops in that order.
    public var route: Route
}

/// Finds the shortest order through stops, keeping the first and last.
public protocol OrderOptimising: Sendable {
    func optimisedOrder(through stops: [GeoPoint]) async throws(RoutingError) -> OptimisedOrder
}

extension OSRMRouter: OrderOptimising {
    public func optimisedOrder(through stops: [GeoPoint]) async throws(RoutingError) -> OptimisedOrder {
        guard stops.count <= Self.maximumStops else { throw .tooManyStops }
        let response = try await answer(
            path: "trip/v1/driving/", stops: stops,
            query: [("source", "first"), ("destination", "last"), ("roundtrip", "false")])
        return try OSRMDecoder.optimisedOrder(from: response, stopCount: stops.count)
    }
}

extension OSRMDecoder {
    private struct TripAnswer: Decodable {
        var code: String?
        var waypoints: [Waypoint]?
    }

    private struct Waypoint: Decodable {
        var waypoint_index: Int
        var trips_index: Int?
    }

    /// `waypoints[i].waypoint_index` is input stop i's place in the trip; the
    /// trip itself reads as a route (`trips` instead of `routes`).
    static func optimisedOrder(from response: HTTPResponse, stopCount: Int) throws(RoutingError) -> OptimisedOrder {
        let route = try self.route(from: response, legCount: stopCount - 1, member: "trips")
        let answer: TripAnswer
        do {
            answer = try JSONDecoder().decode(TripAnswer.self, from: response.body)
        } catch {
            throw .unreadable(readableDecodingFailure(error))
        }
        guard let waypoints = answer.waypoints, waypoints.count == stopCount,
            waypoints.allSatisfy({ ($0.trips_index ?? 0) == 0 })
        else { throw .unreadable("the trip does not visit every stop once") }
        var order = Array(repeating: -1, count: stopCount)
        for (input, waypoint) in waypoints.enumerated() {
            guard order.indices.contains(waypoint.waypoint_index), order[waypoint.waypoint_index] == -1 else {
                throw .unreadable("the trip's order is not a permutation of the stops")
            }
            order[waypoint.waypoint_index] = input
        }
        guard order.first == 0, order.last == stopCount - 1 else {
            throw .unreadable("the trip moved the first or the last stop")
        }
        return OptimisedOrder(order: order, route: route)
    }
}
