import CGtkTestSupport
import Foundation
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// The real main window as the app builds it (splash, shell, the app's and
/// the window's actions and accelerators), offline, with Trips and To-Do over
/// a database in the test's own temporary folder: what real key presses are
/// sent to.
@MainActor
struct RunningShell {
    static let title = "Globetrotter"

    let controller: MainWindowController
    let shell: ShellModule
    let settings: SettingsStore
    let databasePath: String
    private let subscription: AnyCancellable

    var window: ApplicationWindow { controller.window }

    /// Opens the window on `page` (the last page of a person's earlier session)
    /// and waits for the shell; `seed` writes to the database first.
    static func start(
        on page: AppPage = .holidays, pages: PageList = AppPages.list, windowWidth: Int? = nil,
        seed: (AppDatabase) throws -> Void = { _ in }
    ) async throws -> RunningShell {
        let databasePath = makeTemporaryDirectory(prefix: "shell") + "/globetrotter.sqlite"
        try seed(try AppDatabase.open(at: databasePath))
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.lastPage] = page.rawValue
        // The width the window opens at, as a person's earlier session left it.
        if let windowWidth { settings[SettingsKeys.windowWidth] = windowWidth }
        let environment = AppEnvironment(
            settings: settings, tiles: BlankTiles(), isOffline: true, startupSteps: [], splashMinimumDuration: .zero,
            holidays: .offlineFromThePack,
            converter: ConverterFlowTests.offlineDependencies(), userData: offlineTrips(databasePath: databasePath))
        let application = TestApplication.shared
        let controller = MainWindowController(application: application, environment: environment, pages: pages)
        ApplicationActions.install(on: application, settings: settings, pages: pages) { controller }
        let coordinator = AppCoordinator(screens: controller, requestedPage: nil, settings: settings)
        let subscription = coordinator.start().sink { _ in }
        controller.window.present()
        let shown = await pumpUntil(timeout: .seconds(10)) {
            controller.shell != nil && !controller.isShowingSplash && controller.window.isMapped
        }
        guard shown, let shell = controller.shell else {
            controller.window.destroy()
            subscription.cancel()
            throw NotShown()
        }
        return RunningShell(
            controller: controller, shell: shell, settings: settings, databasePath: databasePath,
            subscription: subscription)
    }

    struct NotShown: Error {}

    func close() {
        controller.window.destroy()
        subscription.cancel()
    }

    /// Presses `keys` ("alt+4") in the window, as a person does.
    func press(_ keys: String) throws { try KeyboardInput.press(keys, in: window) }

    /// Types `text` key by key into whatever has the focus in the window.
    func type(_ text: String) throws { try KeyboardInput.type(text, in: window) }

    /// A second connection to the window's database, to check what was stored.
    func database() throws -> AppDatabase { try AppDatabase.open(at: databasePath) }

    /// Trips over the database file (with its to-do items) and the bundled cities, with no online services.
    static func offlineTrips(databasePath path: String) -> UserDataSetup {
        let pack = HolidaysFlowTests.pack
        return UserDataSetup(database: UserDatabase(path: path)) { database in
            let store = TripStore(database: database)
            var dependencies = TripsDependencies(
                store: store, routes: RouteService(router: nil, store: store),
                finder: PlaceFinder(
                    typeAhead: nil, onSubmit: nil, offline: OfflinePlaceSearch(cities: CitySearch(pack: pack))),
                places: PlaceText { _ in nil }, naming: NearestCityNaming(pack: pack))
            // As the app has it: a trip's page lists its to-do items.
            dependencies.todos = ToDoStore(database: database)
            return dependencies
        }
    }
}

extension KeyboardInput {
    /// Presses `keys` in the window that shows `widget`, found by its X
    /// window, not its title: the main window's title follows the open trip,
    /// and a title the X server has not been sent yet would never match.
    static func press(_ keys: String, in widget: Widget) throws {
        try xdotool(["key", keys], in: widget)
    }

    /// Types `text` key by key into the focused widget of the window that shows `widget`.
    static func type(_ text: String, in widget: Widget) throws {
        try xdotool(["type", "--delay", "20", text], in: widget)
    }

    private static func xdotool(_ command: [String], in widget: Widget) throws {
        var (x, y) = (0.0, 0.0)
        let window = gt_test_widget_x11_point(widget.widgetPointer, &x, &y)
        guard window != 0 else { throw PointerInput.Failure.notOnScreen }
        try GlobetrotterUITests.xdotool(["windowfocus", "--sync", String(window)] + command)
    }
}

/// The app's pages inside a shell, as tests reach them (the shell itself knows only `WindowPage`).
@MainActor
extension ShellModule {
    var holidaysFlow: HolidaysFlow? { (page(.holidays) as? HolidaysPage)?.flow }
    var converterFlow: ConverterFlow? { (page(.converter) as? ConverterPage)?.flow }
    var profileFlow: ProfileFlow? { (page(.profile) as? ProfilePage)?.flow }
    /// The header's Profile avatar.
    var profileAvatar: Avatar? { (page(.profile) as? ProfilePage)?.avatar }
    var tripsFlow: TripsFlow? { (page(.trips) as? TripsPage)?.flow }
    var tripsMap: BasemapView? { (page(.trips) as? TripsPage)?.map }
    var toDo: Module<ToDoView, ToDoState, ToDoAction, ToDoRoute>? { (page(.todo) as? ToDoPage)?.module }
    func newTrip() { show(TripsPage.self)?.newTrip() }
}
