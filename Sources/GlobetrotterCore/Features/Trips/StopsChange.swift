/// What one write did to a trip's stops, as the store reports it: the page
/// applies it to the stops it shows instead of reading every stop again (a
/// trip of 1,000 stops re-read 1,000 rows per edit).
public enum StopsChange: Equatable, Sendable {
    case appended(Waypoint)
    case updated(id: Int64, to: Place)
    case removed(id: Int64)
    /// A removed stop put back where it was.
    case restored(Waypoint)
    case moved(id: Int64, to: Int)
    /// Every stop's id, in the new order.
    case reordered([Int64])
    /// A stop's nights as chosen (nil: the default).
    case nights(id: Int64, Int?)
    /// Nothing changed (the stop was gone already).
    case none

    /// `stops` after the change, positions numbered again.
    public func applied(to stops: [Waypoint]) -> [Waypoint] {
        var stops = stops
        switch self {
        case .appended(let stop): stops.append(stop)
        case .updated(let id, let place):
            if let index = stops.firstIndex(where: { $0.id == id }) { stops[index].place = place }
        case .removed(let id): stops.removeAll { $0.id == id }
        case .restored(let stop): stops.insert(stop, at: min(max(stop.position, 0), stops.count))
        case .moved(let id, let to):
            if let from = stops.firstIndex(where: { $0.id == id }) {
                let index = min(max(to, 0), stops.count - 1)
                stops.insert(stops.remove(at: from), at: index)
            }
        case .reordered(let ids):
            let byID = Dictionary(stops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            stops = ids.compactMap { byID[$0] }
        case .nights(let id, let nights):
            if let index = stops.firstIndex(where: { $0.id == id }) { stops[index].nights = nights }
        case .none: break
        }
        for position in stops.indices { stops[position].position = position }
        return stops
    }
}
