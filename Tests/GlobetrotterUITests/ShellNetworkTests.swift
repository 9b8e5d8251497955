import Foundation
import GLibTestSupport
import GtkKit
import Synchronization
import Testing

@testable import GlobetrotterCore
@testable import GlobetrotterUI

/// An online source that times out until the test brings the network back.
private final class ComesBackOnline: CachedHolidayProviding {
    let source = HolidaySource.nager
    private let isUp = Atomic<Bool>(false)

    func comeBack() { isUp.store(true, ordering: .sequentiallyConsistent) }

    func holidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        guard isUp.load(ordering: .sequentiallyConsistent) else { throw .http(.timedOut) }
        return [
            Holiday(
                date: LocalDate(year: year, month: 12, day: 25)!, localName: "Erster Weihnachtstag",
                name: "Live Christmas Day", countryCode: country)
        ]
    }

    func cachedHolidays(country: String, year: Int) async throws(HolidayProviderError) -> [Holiday] {
        throw .http(.offline)
    }
}

/// The shell hands "the network is back" to its pages.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3))) struct ShellNetworkTests {
    private func makeShell(isOffline: Bool, online: ComesBackOnline) -> (ShellModule, ApplicationWindow) {
        let window = ApplicationWindow(application: TestApplication.shared)
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.holidaysCountry] = "DE"
        settings[SettingsKeys.holidaysYear] = 2025
        let pack = HolidaysFlowTests.pack
        let environment = AppEnvironment(
            settings: settings, tiles: BlankTiles(), isOffline: isOffline, startupSteps: [],
            splashMinimumDuration: .zero,
            holidays: HolidaysDependencies(
                service: HolidayService(
                    online: isOffline ? nil : online,
                    offline: OfflineHolidayProvider(store: OfflineHolidayStore(pack: pack))),
                countries: CountryCatalog(pack: pack), countryNames: EnglishCountryNames(),
                regionNames: SubdivisionCodesOnly()))
        let shell = ShellModule(environment: environment, initialPage: .holidays, report: StartupReport(), menu: Menu())
        window.setPageContent(shell.root)
        window.setDefaultSize(width: 900, height: 700)
        window.present()
        return (shell, window)
    }

    @Test func networkBackTurnsTheOfflineFallbackIntoLiveData() async throws {
        let online = ComesBackOnline()
        let (shell, window) = makeShell(isOffline: false, online: online)
        defer { window.destroy() }
        #expect(shell.networkWatch?.isConnected == true, "online, the shell watches the network")
        let view = try #require(shell.holidaysFlow?.page?.view)
        #expect(await pumpUntil(timeout: .seconds(10)) { view.noticeShown && !view.holidayNames.isEmpty })
        #expect(view.source.text == "Source: Offline data, 2024–2030")
        #expect(view.holidayNames.contains("Summer Break"))

        online.comeBack()
        shell.networkBecameAvailable()
        #expect(!view.holidayNames.isEmpty, "the offline list stays while live data loads")
        #expect(
            await pumpUntil(timeout: .seconds(10)) { view.holidayNames == ["Live Christmas Day"] },
            "\(view.holidayNames.prefix(3))")
        #expect(!view.noticeShown)
        #expect(view.source.text == "Source: Nager.Date")
    }

    @Test func offlineModeDoesNotWatchTheNetwork() {
        let (shell, window) = makeShell(isOffline: true, online: ComesBackOnline())
        defer { window.destroy() }
        #expect(shell.networkWatch == nil)
    }
}
