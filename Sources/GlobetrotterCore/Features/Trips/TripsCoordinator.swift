import OpenCombine

/// What the Trips flow needs from the UI: the list, a trip's page, the waypoint editor.
@MainActor
public protocol TripsScreens: AnyObject {
    func showTripList() -> AnyPublisher<TripListRoute, Never>
    func sendToTripList(_ action: TripListAction)
    /// Opens a trip's page over the list; its routes come back through the
    /// publisher. A new trip's page offers its name to type over.
    func showTrip(id: Int64, isNew: Bool) -> AnyPublisher<TripDetailRoute, Never>
    func sendToTrip(_ action: TripDetailAction)
    /// Back from a trip's page to the list.
    func closeTrip()
    /// Shows the editor; its publisher carries the result (Done or cancelled).
    func presentWaypointEditor(_ input: WaypointEditorInput) -> AnyPublisher<WaypointEditorResult, Never>
    func dismissWaypointEditor()
    /// Shows a file chooser; its publisher carries the chosen path, or nil when cancelled.
    func chooseFile(_ request: FileRequest) -> AnyPublisher<String?, Never>
}

/// What a file chooser is for.
public enum FileRequest: Equatable, Sendable {
    /// Open a GPX, GeoJSON or trips.json file.
    case importTrips
    /// Save a trip, starting at this file name.
    case exportTrip(suggestedName: String)
}

/// The Trips flow: the list, a trip's page, and the waypoint editor as a
/// child coordinator whose result goes back to the trip. Runs as long as the window.
@MainActor
public final class TripsCoordinator: Coordinator<Never> {
    private let screens: any TripsScreens
    private var listRoutes: AnyCancellable?
    private var tripRoutes: AnyCancellable?
    private var childRun: AnyCancellable?

    public init(screens: any TripsScreens) {
        self.screens = screens
    }

    public override func start() -> AnyPublisher<Never, Never> {
        listRoutes = screens.showTripList().sink { [weak self] in self?.handle($0) }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func handle(_ route: TripListRoute) {
        switch route {
        case .openTrip(let id):
            tripRoutes = screens.showTrip(id: id, isNew: false).sink { [weak self] in self?.handle($0) }
        case .openNewTrip(let id):
            tripRoutes = screens.showTrip(id: id, isNew: true).sink { [weak self] in self?.handle($0) }
        case .chooseFileToImport:
            choose(.importTrips) { [weak self] path in self?.screens.sendToTripList(.importFile(path: path)) }
        }
    }

    private func handle(_ route: TripDetailRoute) {
        switch route {
        case .editStop(let input):
            guard childCoordinatorCount == 0 else { return }
            childRun = coordinate(to: ModalCoordinator(editing: input, on: screens))
                .sink { [weak self] result in self?.screens.sendToTrip(.stopEdited(result)) }
        case .back:
            tripRoutes = nil
            screens.closeTrip()
            screens.sendToTripList(.reload)
        case .chooseExportFile(let name):
            choose(.exportTrip(suggestedName: name)) { [weak self] path in self?.screens.sendToTrip(.export(path: path))
            }
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
