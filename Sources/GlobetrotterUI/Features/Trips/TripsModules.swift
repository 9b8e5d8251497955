import GlobetrotterCore
import GtkKit
import OpenCombine

@MainActor
enum TripListModule {
    static func build(dependencies: TripsDependencies, tiles: any TileProviding) -> Module<
        TripListView, TripListState, TripListAction, TripListRoute
    > {
        Module(
            view: TripListView(tiles: tiles),
            presenter: TripListPresenter(
                interactor: TripListInteractor(
                    store: dependencies.store, files: dependencies.files, todos: dependencies.todos),
                photos: dependencies.photos),
            loaded: .viewDidLoad)
    }
}

@MainActor
enum TripDetailModule {
    static func build(tripID: Int64, isNew: Bool, dependencies: TripsDependencies, tiles: any TileProviding)
        -> Module<TripDetailView, TripDetailState, TripDetailAction, TripDetailRoute>
    {
        let interactor = TripDetailInteractor(
            tripID: tripID, store: dependencies.store, routes: dependencies.routes, files: dependencies.files,
            naming: dependencies.naming, todos: dependencies.todos)
        let presenter = TripDetailPresenter(
            tripID: tripID, isNew: isNew, interactor: interactor, places: dependencies.places,
            days: dependencies.days)
        return Module(
            view: TripDetailView(tileProvider: tiles, labels: presenter.state.labels, travel: presenter.state.travel),
            presenter: presenter,
            loaded: .viewDidLoad)
    }
}

@MainActor
enum WaypointEditorModule {
    static func build(input: WaypointEditorInput, dependencies: TripsDependencies, tiles: any TileProviding)
        -> Module<WaypointEditorView, WaypointEditorState, WaypointEditorAction, WaypointEditorRoute>
    {
        let presenter = WaypointEditorPresenter(input: input, finder: dependencies.finder, places: dependencies.places)
        return Module(
            view: WaypointEditorView(tileProvider: tiles, labels: presenter.state.labels), presenter: presenter,
            loaded: .viewDidLoad)
    }
}

/// The map's module inside a page: its presenter draws the page's line for
/// the zoom level in view; its view is the page's map, which shows the rest
/// of the page's map content itself.
@MainActor
enum TripMapModule {
    static func build(view: TripMapView, line: AnyPublisher<MapLine, Never>) -> Module<
        TripMapView, DrawnLine, TripMapAction, Never
    > {
        let module = Module(view: view, presenter: TripMapPresenter(line: line))
        view.bind(to: module.viewModel)
        return module
    }
}
