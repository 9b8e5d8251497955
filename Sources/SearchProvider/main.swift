import CGLib
import Foundation
import GLibKit
import GlobetrotterCore
import InstalledData

// The GNOME Shell search provider: a GApplication service started by D-Bus
// when the Shell first searches, it answers from the offline pack, the rate
// cache and the user's trips without building a window, and ends after a
// quiet spell.
DiagnosticLog.routeThroughGLib()
Translations.bind()
MainLoopIntegration.install()

@MainActor
func makeService(application: ServiceApplication) throws(GLibError) -> SearchProviderService {
    let environment = ProcessInfo.processInfo.environment
    let now = AppClock.now(environment: environment)
    let today = { LocalDate.today(now: now()) }
    DiagnosticLog.debug("Offline data from \(DataLocations.dataPack.path)")
    let settings = SettingsStore.app().store
    let sources = LocalSearchSources(
        pack: DataPack(root: DataLocations.dataPack),
        rateCache: JSONFileRateCache(cacheDirectory: UserDirectories.cache), settings: settings,
        locale: .userRegion,
        tripsDatabasePath: AppDatabase.defaultPath(dataDirectory: UserDirectories.data), today: today,
        // The trips' days as their pages work them out: Preferences' daily driving limit.
        dailyDrivingLimit: { Double(settings[SettingsKeys.dailyDrivingHours]) * 3_600 })
    let interactor = SearchInteractor(
        sources: sources, keywords: SearchPresenter.keywords,
        decimalSeparator: Locale.userNumbers.decimalSeparator?.first ?? ".")
    let presenter = SearchPresenter(interactor: interactor, countryNames: GettextCountryNames(), today: today)
    return SearchProviderService(
        presenter: presenter, connection: try DBusConnection.session(), application: application)
}

let application = ServiceApplication(id: SearchProviderInterface.busName)
// Ten seconds without a search: the Shell has closed its overview.
application.inactivityTimeoutMilliseconds =
    ProcessInfo.processInfo.environment["GLOBETROTTER_SEARCH_IDLE_MS"].flatMap(UInt32.init) ?? 10_000
let service: SearchProviderService
do {
    service = try makeService(application: application)
    // Another provider holds the name (started twice), or there is no bus.
    try service.start()
} catch {
    DiagnosticLog.warning("The search provider could not start: \(error)")
    exit(1)
}
for signal in [SIGINT, SIGTERM] {
    MainContext.onUnixSignal(signal) { application.quit() }
}
exit(withExtendedLifetime(service) { application.run() })
