import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Trips page of the window: the trip planner over the user's database
/// (opened when the page is first shown), or — when the database cannot be
/// opened — the map alone, or a page saying why.
@MainActor
final class TripsPage: WindowPage {
    let root: Widget
    private let container = Box(.vertical)
    private let environment: AppEnvironment
    /// Built when first shown, when the user's database opens.
    private(set) var flow: TripsFlow?
    /// Built when first shown without a database: the map alone.
    private(set) var map: BasemapView?
    private var coordinator: PageCoordinatorRun?
    private let title = CurrentValueSubject<String?, Never>(nil)
    private var titleFollowing: AnyCancellable?

    init(environment: AppEnvironment) {
        self.environment = environment
        root = container
    }

    func start() {
        guard let setup = environment.userData else {
            let map = BasemapView(tileProvider: environment.tiles)
            self.map = map
            container.append(map.root)
            return
        }
        do {
            let flow = TripsFlow(dependencies: try setup.dependencies(), tiles: environment.tiles)
            self.flow = flow
            titleFollowing = flow.openTripTitle.sink { [title] in title.send($0) }
            container.append(flow.root)
            coordinator = PageCoordinatorRun(TripsCoordinator(screens: flow))
        } catch {
            let problem = TripsUnavailable(error)
            container.append(
                StatusPage(iconName: "dialog-error-symbolic", title: problem.title, description: problem.details))
        }
    }

    func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        if let flow { return flow.whenContentReady(handler) }
        map?.map.whenTilesShown(handler) ?? handler()
    }

    /// The open trip's name titles the window.
    var documentTitle: AnyPublisher<String?, Never> { title.eraseToAnyPublisher() }

    func goBack() -> Bool {
        guard let flow, flow.isShowingTrip else { return false }
        // On a narrow window the map is a pane of its own: back from it goes to the stops first.
        if flow.trip?.view.panes.goBack() == true { return true }
        flow.sendToTrip(.goBack)
        return true
    }

    func open(_ target: SearchTarget) -> Bool {
        guard case .trip(let id) = target else { return false }
        flow?.openTrip(id: id)
        return true
    }

    /// Ctrl+N: a new trip, open.
    func newTrip() { flow?.newTrip() }

    /// Ctrl+O: a file chooser for trip files.
    func chooseTripsToImport() { flow?.sendToTripList(.chooseFileToImport) }

    /// Files dropped on the window or named on the command line.
    func importTrips(from paths: [String]) {
        for path in paths { flow?.sendToTripList(.importFile(path: path)) }
    }

    /// Ctrl+E: the open trip's save dialog; nothing when no trip is open.
    func exportOpenTrip(as format: TripFileFormat) {
        guard let flow, flow.isShowingTrip else { return }
        flow.sendToTrip(.chooseExportFile(format))
    }

    /// Ctrl+P: prints the open trip; nothing when no trip is open.
    func printOpenTrip() {
        guard let flow, flow.isShowingTrip else { return }
        flow.sendToTrip(.print)
    }

    /// Export to Calendar…: the open trip's days as an iCalendar file.
    func exportOpenTripToCalendar() {
        guard let flow, flow.isShowingTrip else { return }
        flow.sendToTrip(.chooseCalendarFile)
    }
}

extension ShellModule {
    /// Trip files dropped on the window or named on the command line, imported on the Trips page.
    public func importTrips(from paths: [String]) { show(TripsPage.self)?.importTrips(from: paths) }
}
