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
        on page: AppPage = .holidays, seed: (AppDatabase) throws -> Void = { _ in }
    ) async throws -> RunningShell {
        let databasePath = makeTemporaryDirectory(prefix: "shell") + "/globetrotter.sqlite"
        try seed(try AppDatabase.open(at: databasePath))
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.lastPage] = page.rawValue
        let environment = AppEnvironment(
            settings: settings, tiles: BlankTiles(), isOffline: true, startupSteps: [], splashMinimumDuration: .zero,
            holidays: HolidaysDependencies(
                service: HolidayService(
                    online: nil,
                    offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: HolidaysFlowTests.pack))),
                countries: CountryCatalog(pack: HolidaysFlowTests.pack), countryNames: EnglishCountryNames(),
                regionNames: IsoSubdivisionNames()),
            converter: ConverterFlowTests.offlineDependencies(), trips: offlineTrips(databasePath: databasePath))
        let application = TestApplication.shared
        let controller = MainWindowController(application: application, environment: environment)
        ApplicationActions.install(on: application, settings: settings) { controller }
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

    /// A second connection to the window's database, to check what was stored.
    func database() throws -> AppDatabase { try AppDatabase.open(at: databasePath) }

    /// Trips over the database file and the bundled cities, with no online services.
    static func offlineTrips(databasePath path: String) -> TripsSetup {
        let pack = HolidaysFlowTests.pack
        return TripsSetup(database: UserDatabase(path: path)) { database in
            let store = TripStore(database: database)
            return TripsDependencies(
                store: store, routes: RouteService(router: nil, store: store),
                finder: PlaceFinder(
                    typeAhead: nil, onSubmit: nil, offline: OfflinePlaceSearch(cities: CitySearch(pack: pack))),
                places: PlaceText { _ in nil }, naming: NearestCityNaming(pack: pack))
        }
    }
}
