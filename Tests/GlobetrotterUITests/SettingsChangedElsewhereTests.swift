import CGtk
import GLibKit
import GLibTestSupport
import GtkKit
import OpenCombine
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// A setting changed outside the app — another instance, the search provider,
/// `gsettings set` — shows at once: the store hears GSettings' own `changed`
/// signal, not only its own writes.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(2))) struct SettingsChangedElsewhereTests {
    @Test func theStoreHearsAKeyChangedThroughAnotherSettingsObject() throws {
        let gsettings = try AppGSettings()
        var heard: [String] = []
        let following = gsettings.store.changes.sink { heard.append($0) }
        defer { following.cancel() }

        try gsettings.elsewhere.set("AT", for: SettingsKeys.homeCountry.name)
        #expect(heard == [SettingsKeys.homeCountry.name])
        #expect(gsettings.store[SettingsKeys.homeCountry] == "AT")

        gsettings.store[SettingsKeys.converterTo] = "JPY"
        #expect(heard == [SettingsKeys.homeCountry.name, SettingsKeys.converterTo.name], "its own writes, once each")
    }

    /// The home country set elsewhere (in Profile of another instance, say) while
    /// Holidays follows the home country: the page shows the new country at once.
    @Test func theHolidaysPageFollowsAHomeCountrySetElsewhere() async throws {
        let gsettings = try AppGSettings()
        let window = ApplicationWindow(application: TestApplication.shared)
        defer { window.destroy() }
        let environment = AppEnvironment(
            settings: gsettings.store, tiles: BlankTiles(), isOffline: true, startupSteps: [],
            splashMinimumDuration: .zero,
            holidays: HolidaysDependencies(
                service: HolidayService(
                    online: nil,
                    offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: HolidaysFlowTests.pack))),
                countries: CountryCatalog(pack: HolidaysFlowTests.pack), countryNames: EnglishCountryNames(),
                regionNames: IsoSubdivisionNames()))
        let shell = ShellModule(environment: environment, initialPage: .holidays, report: StartupReport(), menu: Menu())
        window.setPageContent(shell.root)
        window.present()
        var ready = false
        shell.whenContentReady(of: .holidays) { ready = true }
        #expect(await pumpUntil(timeout: .seconds(10)) { ready })
        #expect(shell.holidaysFlow?.page?.viewModel.state.countryTitle == nil, "no home country, no country shown")

        try gsettings.elsewhere.set("AT", for: SettingsKeys.homeCountry.name)
        #expect(
            await pumpUntil(timeout: .seconds(10)) {
                shell.holidaysFlow?.page?.viewModel.state.countryTitle == "🇦🇹 Austria"
            })
    }
}
