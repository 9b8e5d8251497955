/// What the person can do on the trip list.
public enum TripListAction: Equatable, Sendable {
    case viewDidLoad
    /// The list may have changed elsewhere (a trip was edited): read it again.
    case reload
    case addTrip
    case openTrip(id: Int64)
    case deleteTrip(id: Int64)
    case undoDelete
}

public enum TripListRoute: Equatable, Sendable {
    case openTrip(id: Int64)
}

/// The trip list's use cases over the user's database.
public protocol TripListInteracting: Sendable {
    func trips() async throws -> [TripSummary]
    func createTrip(named name: String) async throws -> Trip
    func deleteTrip(id: Int64) async throws -> DeletedTrip?
    func restore(_ trip: DeletedTrip) async throws
}

/// One row of the list.
public struct TripRow: Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    /// "3 stops · 1,234 km"
    public var summary: String
    /// What the thumbnail draws: the stops and the line between them.
    public var stops: [GeoPoint]
    public var line: [GeoPoint]
    public var isLineStraight: Bool
}

public struct TripListState: Equatable, Sendable {
    public var rows: [TripRow] = []
    public var emptyTitle = ""
    public var emptyDescription = ""
    public var addLabel = ""
    public var deleteLabel = ""
    /// Why the list could not be read or changed; nil when all is well.
    public var problem: String?
    public var toast: Toast?
    public var isContentShown = false

    public init() {}
}
