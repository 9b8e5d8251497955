import OpenCombine

/// What the Trips flow needs from the UI: the list, a trip's page, the waypoint editor.
@MainActor
public protocol TripsScreens: AnyObject {
    /// Shows the list of trips; the coordinator takes its routes and sends it results.
    func showTripList() -> ModuleHandle<TripListAction, TripListRoute>
    /// Opens a trip's page over the list. A new trip's page offers its name to type over.
    func showTrip(id: Int64, isNew: Bool) -> ModuleHandle<TripDetailAction, TripDetailRoute>
    /// Back from a trip's page to the list.
    func closeTrip()
    /// Shows the editor; its publisher carries the result (Done or cancelled).
    func presentWaypointEditor(_ input: WaypointEditorInput) -> AnyPublisher<WaypointEditorResult, Never>
    func dismissWaypointEditor()
    /// Shows a file chooser; its publisher carries the chosen path, or nil when cancelled.
    func chooseFile(_ request: FileRequest) -> AnyPublisher<String?, Never>
    /// Another page, on what a row names (a holiday in Holidays, a pair in the converter).
    func open(_ target: SearchTarget)
}

/// What a file chooser is for.
public enum FileRequest: Equatable, Sendable {
    /// Open a GPX, GeoJSON or trips.json file.
    case importTrips
    /// Save a trip, starting at this file name.
    case exportTrip(suggestedName: String)
    /// Save a trip's days as an iCalendar file, starting at this file name.
    case exportCalendar(suggestedName: String)
}

/// The Trips flow: the list, a trip's page, and the waypoint editor as a
/// child coordinator whose result goes back to the trip. Runs as long as the window.
@MainActor
public final class TripsCoordinator: Coordinator<Never> {
    private let screens: any TripsScreens
    private var list: ModuleHandle<TripListAction, TripListRoute>?
    private var listRoutes: AnyCancellable?
    /// The open trip's page, while it is open.
    private var trip: ModuleHandle<TripDetailAction, TripDetailRoute>?
    private var tripRoutes: AnyCancellable?
    private var childRun: AnyCancellable?

    public init(screens: any TripsScreens) {
        self.screens = screens
    }

    public override func start() -> AnyPublisher<Never, Never> {
        let list = screens.showTripList()
        self.list = list
        listRoutes = list.routes.sink { [weak self] in self?.handle($0) }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func handle(_ route: TripListRoute) {
        switch route {
        case .openTrip(let id): openTrip(id, isNew: false)
        case .openNewTrip(let id): openTrip(id, isNew: true)
        case .chooseFileToImport:
            choose(.importTrips) { [weak self] path in self?.list?.send(.importFile(path: path)) }
        }
    }

    private func openTrip(_ id: Int64, isNew: Bool) {
        let trip = screens.showTrip(id: id, isNew: isNew)
        self.trip = trip
        tripRoutes = trip.routes.sink { [weak self] in self?.handle($0) }
    }

    private func handle(_ route: TripDetailRoute) {
        switch route {
        case .editStop(let input):
            guard childCoordinatorCount == 0 else { return }
            // The editor's answer goes straight to the page that asked.
            childRun = coordinate(to: ModalCoordinator(editing: input, on: screens))
                .sink { [trip] result in trip?.send(.stopEdited(result)) }
        case .back:
            (trip, tripRoutes) = (nil, nil)
            screens.closeTrip()
            list?.send(.reload)
        case .chooseExportFile(let name):
            choose(.exportTrip(suggestedName: name)) { [trip] path in trip?.send(.export(path: path)) }
        case .chooseCalendarFile(let name):
            choose(.exportCalendar(suggestedName: name)) { [trip] path in trip?.send(.exportCalendar(path: path)) }
        case .open(let target): screens.open(target)
        }
    }

    /// The file chooser as a child flow: its result is a path, or nothing when cancelled.
    private func choose(_ request: FileRequest, then use: @escaping @MainActor (String) -> Void) {
        guard childCoordinatorCount == 0 else { return }
        childRun = coordinate(to: ModalCoordinator(present: { [screens] in screens.chooseFile(request) }))
            .sink { path in if let path { use(path) } }
    }
}

extension ModalCoordinator where Result == WaypointEditorResult {
    /// The waypoint editor as a child flow: its result is the edited place, or cancelled.
    public convenience init(editing input: WaypointEditorInput, on screens: any TripsScreens) {
        self.init(present: { screens.presentWaypointEditor(input) }, dismiss: { screens.dismissWaypointEditor() })
    }
}
