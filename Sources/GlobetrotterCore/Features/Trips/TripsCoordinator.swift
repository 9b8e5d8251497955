import OpenCombine

/// What the Trips flow needs from the UI: the list, a trip's page, the waypoint editor.
@MainActor
public protocol TripsScreens: AnyObject {
    func showTripList() -> AnyPublisher<TripListRoute, Never>
    func sendToTripList(_ action: TripListAction)
    /// Opens a trip's page over the list; its routes come back through the publisher.
    func showTrip(id: Int64) -> AnyPublisher<TripDetailRoute, Never>
    func sendToTrip(_ action: TripDetailAction)
    /// Back from a trip's page to the list.
    func closeTrip()
    /// Shows the editor; its publisher carries the result (Done or cancelled).
    func presentWaypointEditor(_ input: WaypointEditorInput) -> AnyPublisher<WaypointEditorResult, Never>
    func dismissWaypointEditor()
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
            tripRoutes = screens.showTrip(id: id).sink { [weak self] in self?.handle($0) }
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
        }
    }
}

extension ModalCoordinator where Result == WaypointEditorResult {
    /// The waypoint editor as a child flow: its result is the edited place, or cancelled.
    public convenience init(editing input: WaypointEditorInput, on screens: any TripsScreens) {
        self.init(present: { screens.presentWaypointEditor(input) }, dismiss: { screens.dismissWaypointEditor() })
    }
}
