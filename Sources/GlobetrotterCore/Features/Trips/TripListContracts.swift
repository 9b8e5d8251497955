import Foundation

/// What the person can do on the trip list.
public enum TripListAction: Equatable, Sendable {
    case viewDidLoad
    /// The list may have changed elsewhere (a trip was edited): read it again.
    case reload
    case addTrip
    case openTrip(id: Int64)
    case deleteTrip(id: Int64)
    /// The answer to "Delete “…”? Keep its to-do items or delete them?"; nil cancels.
    case answerDeleteQuestion(TripItemsChoice?)
    case undoDelete
    /// Import… (the menu, Ctrl+O): asks for a file.
    case chooseFileToImport
    /// Imports a file (chosen, dropped on the window or named on the command line).
    case importFile(path: String)
    /// The answer to "Latitude and Longitude Swapped?": import the file read latitude first, or not at all.
    case answerSwapQuestion(importSwapped: Bool)
    /// The view could not decode the photo at `path` of trip `id`: it shows the route again.
    case photoUnreadable(id: Int64, path: String)
}

public enum TripListRoute: Equatable, Sendable {
    case openTrip(id: Int64)
    /// A trip just created ("New Trip", Ctrl+N): its page offers the name to type over.
    case openNewTrip(id: Int64)
    /// Show a file chooser for GPX, GeoJSON and trips.json files.
    case chooseFileToImport
}

/// The trip list's use cases over the user's database.
public protocol TripListInteracting: Sendable {
    func trips() async throws(AppDatabaseError) -> [TripSummary]
    func createTrip(named name: String) async throws(SaveFailure) -> Trip
    /// How many to-do items the trip has (asked before it is deleted).
    func toDoCount(ofTrip id: Int64) async throws(AppDatabaseError) -> Int
    func deleteTrip(id: Int64, items: TripItemsChoice) async throws(SaveFailure) -> DeletedTrip?
    func restore(_ trip: DeletedTrip) async throws(SaveFailure)
    /// Every trip in the file, stored in one transaction, or none; GeoJSON
    /// positions read in `order`.
    func importTrips(from url: URL, order: CoordinateOrder) async throws(TripImportError) -> [Trip]
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

    /// The row's delete button, named after its trip: "Delete Baltic Coast".
    public var deleteLabel: String { tr("Delete {trip}", ["trip": name]) }
}

public struct TripListState: Equatable, Sendable {
    public var rows: [TripRow] = []
    public var labels = TripListLabels()
    /// Shown while a file is read and stored ("Importing “big.gpx”…").
    public var importing: String?
    /// A failed import: what was wrong with the file.
    public var alert: Alert?
    /// Asked before deleting a trip that has to-do items.
    public var deleteQuestion: TripItemsQuestion?
    /// Asked before importing a GeoJSON whose positions look swapped.
    public var swapQuestion: TripSwapQuestion?
    /// Why the list could not be read or changed; nil when all is well.
    public var problem: String?
    public var toast: Toast?
    public var isContentShown = false
    /// Up to two photo files per trip (by id), shown instead of its route
    /// thumbnail; a trip without photos is not in it.
    public var photos: [Int64: [String]] = [:]
    /// "Photos: Pixabay" while any trip shows a photo.
    public var photoCredit: PhotoCredit?

    public init() {}
}

/// The trip list's fixed words.
public struct TripListLabels: Equatable, Sendable {
    public var emptyTitle = tr("No Trips Yet")
    public var emptyDescription = tr("Plan a road trip: add a trip, then its stops.")
    public var add = tr("New Trip")
    public var delete = tr("Delete Trip")
    public var importTrips = tr("_Import Trips…")
    /// The list menu's tooltip and accessible name.
    public var menu = tr("Trip list menu")

    public init() {}
}
