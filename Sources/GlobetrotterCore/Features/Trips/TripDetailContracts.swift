import Foundation
import OpenCombine

/// What the person can do on a trip's page.
public enum TripDetailAction: Equatable, Sendable {
    case viewDidLoad
    /// The name as typed; saved as it is typed.
    case rename(String)
    case addStop
    case editStop(id: Int64)
    case deleteStop(id: Int64)
    /// Moves a stop by `offset` places (Alt+Up is -1).
    case moveStop(id: Int64, offset: Int)
    /// Moves a stop to `index` (drag and drop).
    case moveStopTo(id: Int64, index: Int)
    case select(id: Int64?)
    case undo
    case retryRoute
    case goBack
    /// The waypoint editor's result, fed back by the coordinator.
    case stopEdited(WaypointEditorResult)
    /// Export… in a format (the trip menu, Ctrl+E for GPX): asks where.
    case chooseExportFile(TripFileFormat)
    /// Writes the trip to the chosen file, in the format its extension names.
    case export(path: String)
    /// The shortest order, first and last stops kept (never done unasked).
    case optimiseOrder
    /// A pin dragged to `point`: the stop moves there.
    case relocateStop(id: Int64, to: GeoPoint)
    /// "Add Stop Here" on the map.
    case addStopHere(GeoPoint)
    /// Ticks or unticks an item of the trip's checklist.
    case toggleChecklistItem(id: Int64)
    /// Car, Bicycle or On Foot: stored with the trip, routed by that mode's server.
    case setTravelMode(TravelMode)
    /// Opens the directions of the leg that ends at this stop.
    case openDirections(stopID: Int64)
    case closeDirections
    /// Chooses a step of the open directions: the map centres on it and marks it.
    case selectStep(Int)
    /// Hands the stop to the map app as a `geo:` URI.
    case openInMaps(id: Int64)
    /// Prints the trip (Ctrl+P).
    case print
    /// Printing failed; the reason went to the log.
    case printFailed
    /// The trip's first day; nil takes its dates away.
    case setStartDate(LocalDate?)
    /// One night more (`by: 1`) or less (`by: -1`) at a stop.
    case changeNights(id: Int64, by: Int)
    /// Opens a holiday on the way in Holidays (an index into the Days view's holidays).
    case openHoliday(Int)
    /// Opens the converter from the home currency to a currency on the way (an index into its rows).
    case openCurrency(Int)
    /// Export to Calendar…: asks where.
    case chooseCalendarFile
    /// Writes the trip's days as an iCalendar file.
    case exportCalendar(path: String)
}

public enum TripDetailRoute: Equatable, Sendable {
    case editStop(WaypointEditorInput)
    case back
    /// Show a save dialog starting at this name ("Baltic Coast.gpx").
    case chooseExportFile(suggestedName: String)
    /// Show a save dialog for the trip's days as a calendar ("Baltic Coast.ics").
    case chooseCalendarFile(suggestedName: String)
    /// Holidays or the converter, on what the Days view's row names.
    case open(SearchTarget)
}

/// The trip page's use cases: the trip, its stops and their route.
/// Reads throw what the database refused (`AppDatabaseError`); writes, the
/// refusal as the page words it (`SaveFailure`: read-only, full, busy).
public protocol TripDetailInteracting: Sendable {
    func trip() async throws(AppDatabaseError) -> Trip?
    func waypoints() async throws(AppDatabaseError) -> [Waypoint]
    func rename(to name: String) async throws(SaveFailure)
    // Each write returns what it changed, for the page to apply.
    func append(_ place: Place) async throws(SaveFailure) -> StopsChange
    func update(id: Int64, to place: Place) async throws(SaveFailure) -> StopsChange
    /// - Returns: `.removed`, or `.none` when the stop was gone.
    func delete(id: Int64) async throws(SaveFailure) -> StopsChange
    func restore(_ waypoint: Waypoint) async throws(SaveFailure) -> StopsChange
    func move(id: Int64, to index: Int) async throws(SaveFailure) -> StopsChange
    /// Writes the trip (stops and road line) to `url`.
    func export(to url: URL) async throws(TripExportError)
    /// Writes the trip's days, as an iCalendar text, to `url`.
    func exportCalendar(_ text: String, to url: URL) async throws(TripExportError)
    /// Puts the stops in this order, in one write.
    func reorder(ids: [Int64]) async throws(SaveFailure) -> StopsChange
    /// What is at `point` (a town), to name a stop put there.
    func place(at point: GeoPoint) async -> Place?
    /// Follows the trip's to-do items: `onChange` gets them now and after
    /// every change, made on this page or another (the To-Do page), until the
    /// returned token goes; nil where the app keeps no to-do list.
    @MainActor
    func followChecklist(_ onChange: @escaping @MainActor (Result<[ToDoItem], any Error>) -> Void) -> AnyCancellable?
    func setItemDone(id: Int64, _ isDone: Bool) async throws(SaveFailure)
    func setTravelMode(_ mode: TravelMode) async throws(SaveFailure)
    func setStartDate(_ date: LocalDate?) async throws(SaveFailure)
    /// - Returns: `.nights`, or `.none` when the stop was gone.
    func setNights(_ nights: Int?, ofStop id: Int64) async throws(SaveFailure) -> StopsChange
    /// A stored route for these stops in `mode`, without asking the network.
    func storedRoute(for stops: [GeoPoint], mode: TravelMode) async -> Route?
    func route(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome
    /// Asks the mode's server even when a route is stored (one stored before directions existed).
    func freshRoute(for stops: [GeoPoint], mode: TravelMode) async -> RouteOutcome
    /// Who to credit for a road route in `mode` ("OSRM for bicycles"); nil offline.
    func routeCredit(for mode: TravelMode) -> String?
    /// The shortest order through `stops` in `mode`, first and last kept.
    func optimisedOrder(for stops: [GeoPoint], mode: TravelMode) async -> OrderOutcome
}

/// What the waypoint editor opens on: a stop to change, or nothing for a new one.
public struct WaypointEditorInput: Equatable, Sendable {
    public var waypointID: Int64?
    public var place: Place?
    /// Where the map starts when there is no place yet.
    public var near: GeoPoint?

    public init(waypointID: Int64?, place: Place?, near: GeoPoint?) {
        self.waypointID = waypointID
        self.place = place
        self.near = near
    }
}

public enum WaypointEditorResult: Equatable, Sendable {
    case done(Place, waypointID: Int64?)
    case cancelled
}
