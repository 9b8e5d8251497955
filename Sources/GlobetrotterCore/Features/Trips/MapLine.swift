/// A line on a map (a trip's road, its straight lines), shared rather than
/// copied: a road has up to 50,000 points, and states holding it are
/// compared at every update, so two lines are equal when they are the same
/// line — made once, where the route or the stops changed — never point by point.
public struct MapLine: Equatable, Sendable {
    private final class Points: Sendable {
        let values: [GeoPoint]
        init(_ values: [GeoPoint]) { self.values = values }
    }

    private let storage: Points
    /// Straight lines are drawn dashed: they are not roads.
    public let isDashed: Bool

    /// No line (a trip of one stop, an editor's preview).
    public static let none = MapLine([], isDashed: false)

    public init(_ points: [GeoPoint], isDashed: Bool) {
        storage = Points(points)
        self.isDashed = isDashed
    }

    public var points: [GeoPoint] { storage.values }

    public static func == (lhs: MapLine, rhs: MapLine) -> Bool {
        lhs.storage === rhs.storage && lhs.isDashed == rhs.isDashed
    }
}
