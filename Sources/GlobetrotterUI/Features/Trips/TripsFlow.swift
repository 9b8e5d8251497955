import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The Trips flow's screens for its coordinator: the list and a trip's page
/// in one navigation stack, the waypoint editor as a modal window.
@MainActor
public final class TripsFlow: TripsScreens {
    public let root = Stack(transition: .slideLeftRight)
    private let dependencies: TripsDependencies
    private let tiles: any TileProviding
    private(set) var list: Module<TripListView, TripListState, TripListAction, TripListRoute>?
    private(set) var trip: Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute>?
    private(set) var editor: Module<WaypointEditorView, WaypointEditorState, WaypointEditorAction, WaypointEditorRoute>?
    private(set) var editorWindow: ModalWindow?
    /// The maps of the trip's page and of the editor, each its own module.
    private(set) var tripMap: Module<TripMapView, DrawnLine, TripMapAction, Never>?
    private var editorMap: Module<TripMapView, DrawnLine, TripMapAction, Never>?
    /// The trip page's photo header, its own module.
    private(set) var tripPhotos: Module<TripPhotoView, TripPhotoState, TripPhotoAction, Never>?
    private var oldTripPage: Widget?
    /// The open trip's title ("Baltic Coast", "Untitled Trip"), as typed; nil on the list.
    public let openTripTitle = CurrentValueSubject<String?, Never>(nil)
    private var titleFollowing: AnyCancellable?

    public init(dependencies: TripsDependencies, tiles: any TileProviding) {
        self.dependencies = dependencies
        self.tiles = tiles
    }

    public func showTripList() -> ModuleHandle<TripListAction, TripListRoute> {
        let module = TripListModule.build(dependencies: dependencies, tiles: tiles)
        list = module
        root.addNamed(module.view.root, name: "list")
        root.visibleChildName = "list"
        return module.handle
    }

    /// What the page asks of the list (Ctrl+O, files dropped on the window).
    public func sendToTripList(_ action: TripListAction) { list?.viewModel.send(action) }

    /// Adds a trip and opens it, from wherever the flow is.
    public func newTrip() {
        trip?.viewModel.send(.goBack)
        sendToTripList(.addTrip)
    }

    /// Opens a trip from wherever the flow is (a search result).
    public func openTrip(id: Int64) {
        trip?.viewModel.send(.goBack)
        sendToTripList(.openTrip(id: id))
    }

    public var isShowingTrip: Bool { trip != nil }

    public func showTrip(id: Int64, isNew: Bool) -> ModuleHandle<TripDetailAction, TripDetailRoute> {
        removeOldTripPage()
        let module = TripDetailModule.build(tripID: id, isNew: isNew, dependencies: dependencies, tiles: tiles)
        trip = module
        tripMap = TripMapModule.build(view: module.view.mapView, line: module.viewModel.field(\.map.line))
        tripPhotos = TripPhotoModule.build(
            view: module.view.photoHeader, page: module.viewModel, photos: dependencies.photos)
        root.addNamed(module.view.root, name: "trip-\(id)")
        root.visibleChildName = "trip-\(id)"
        _ = module.view.name.grabFocus()
        titleFollowing = module.viewModel.field(\.title).sink { [openTripTitle] in openTripTitle.send($0) }
        return module.handle
    }

    /// What the page asks of the open trip (Alt+Left, Ctrl+E).
    public func sendToTrip(_ action: TripDetailAction) { trip?.viewModel.send(action) }

    public func closeTrip() {
        root.visibleChildName = "list"
        oldTripPage = trip?.view.root
        trip = nil
        tripMap = nil
        tripPhotos = nil
        titleFollowing = nil
        openTripTitle.send(nil)
        // Removed once the slide is over: removing a stack's child mid-transition draws nothing.
        MainContext.idle { [weak self] in self?.removeOldTripPage() }
    }

    private func removeOldTripPage() {
        guard let page = oldTripPage else { return }
        oldTripPage = nil
        root.whenTransitionFinished { [root] in root.remove(page) }
    }

    public func presentWaypointEditor(_ input: WaypointEditorInput) -> AnyPublisher<WaypointEditorResult, Never> {
        let module = WaypointEditorModule.build(input: input, dependencies: dependencies, tiles: tiles)
        editorMap = TripMapModule.build(view: module.view.mapView, line: module.viewModel.field(\.map.line))
        let window = ModalWindow(
            title: module.viewModel.state.title, transientFor: root.root, content: module.view.root, width: 480,
            height: 640)
        window.headerBar.packStart(module.view.cancel)
        window.headerBar.packEnd(module.view.done)
        window.onCloseRequest { [viewModel = module.viewModel] in viewModel.send(.cancel) }
        window.onMap { [view = module.view] in _ = view.search.grabFocus() }
        window.setFocus(module.view.search)
        (editor, editorWindow) = (module, window)
        window.present()
        return module.routes
            .map { route -> WaypointEditorResult in
                switch route {
                case .finished(let result): result
                }
            }
            .eraseToAnyPublisher()
    }

    /// Closed from idle: the result may arrive inside the window's own close-request.
    public func dismissWaypointEditor() {
        guard let window = editorWindow else { return }
        MainContext.idle { window.close() }
        (editor, editorWindow, editorMap) = (nil, nil, nil)
    }

    /// Through the window's `win.open`, as a search result opens.
    public func open(_ target: SearchTarget) {
        let action = AppAction.window(.open(target))
        _ = root.activateAction(action.qualifiedName, target: action.target)
    }

    /// GTK's file chooser: GPX, GeoJSON and JSON files to import; a file name to export to.
    public func chooseFile(_ request: FileRequest) -> AnyPublisher<String?, Never> {
        let answer = PassthroughSubject<String?, Never>()
        let words = TripFileChooserWords()
        let kinds = [
            FileKind(
                name: words.tripFiles, mimeTypes: ["application/gpx+xml", "application/geo+json", "application/json"],
                patterns: ["*.gpx", "*.geojson", "*.json"]),
            FileKind(name: words.gpx, mimeTypes: ["application/gpx+xml"], patterns: ["*.gpx"]),
            FileKind(name: words.geoJSON, mimeTypes: ["application/geo+json"], patterns: ["*.geojson"]),
        ]
        let dialog: FileDialog
        switch request {
        case .importTrips:
            dialog = OpenFileDialog(title: words.importTitle, transientFor: root.root, kinds: kinds)
        case .exportTrip(let name):
            dialog = SaveFileDialog(
                title: words.exportTitle, transientFor: root.root, suggestedName: name, kinds: Array(kinds.dropFirst()))
        case .exportCalendar(let name):
            let calendar = FileKind(name: words.calendar, mimeTypes: ["text/calendar"], patterns: ["*.ics"])
            dialog = SaveFileDialog(
                title: words.calendarTitle, transientFor: root.root, suggestedName: name, kinds: [calendar])
        }
        // The dialog keeps itself alive until it answers, always after `present` returns.
        dialog.present { answer.send($0) }
        return answer.eraseToAnyPublisher()
    }

    /// Calls `handler` once the list shows its trips (or its empty state),
    /// settled, no import is running, and a trip opened meanwhile is at rest:
    /// its stops, its total worked out, the slide over, the map fitted with
    /// its line and every tile drawn — what a screenshot waits for.
    public func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let list else { return handler() }
        var subscription: AnyCancellable?
        subscription = list.viewModel.states.first(where: { $0.isContentShown && $0.importing == nil }).sink { _ in
            subscription = nil
            MainContext.idle { [weak self] in
                list.view.whenSettled { self?.whenOpenTripSettled(handler) ?? handler() }
            }
        }
        _ = subscription
    }

    private func whenOpenTripSettled(_ handler: @escaping @MainActor () -> Void) {
        guard let trip, let tripMap else { return handler() }
        let map = trip.view.mapView.map
        whenTrue(trip.viewModel.states.map { $0.isContentShown && !$0.isCalculating }) { [root] in
            // Folded on a narrow window with the stops in view, the map is not laid out
            // (no fit, no tiles): the page is ready once its stops are.
            if trip.view.panes.isFolded && trip.view.panes.shownPane == .stops {
                return root.whenTransitionFinished(handler)
            }
            // The total's line is drawn by the map's own presenter, once the fit has chosen the zoom.
            whenTrue(tripMap.viewModel.field(\.isSettled)) {
                root.whenTransitionFinished {
                    // The map is fitted when laid out; a frame later it has asked for the tiles in view.
                    map.onNextFrame { map.whenTilesShown(handler) }
                }
            }
        }
    }
}

/// Calls `handler` once `flag` is true (at once if it is now).
@MainActor
private func whenTrue(_ flag: some Publisher<Bool, Never>, _ handler: @escaping @MainActor () -> Void) {
    var subscription: AnyCancellable?
    subscription = flag.first { $0 }.sink { _ in
        subscription = nil
        handler()
    }
    _ = subscription
}
