import Foundation
import OpenCombine

/// The Holidays page's use cases over the holiday service, the remembered
/// choice (GSettings) and the bundled country list.
@MainActor
public final class HolidaysInteractor: HolidaysInteracting {
    private let service: HolidayService
    private let settings: SettingsStore
    private let catalog: CountryCatalog
    private let clock: () -> Date
    private let home: HomeSettings

    /// - Parameter home: the home country the page follows until one is chosen; none by default.
    public init(
        service: HolidayService, settings: SettingsStore, catalog: CountryCatalog,
        clock: @escaping () -> Date = Date.init, home: HomeSettings? = nil
    ) {
        self.home = home ?? HomeSettings(settings: settings, countries: catalog)
        self.service = service
        self.settings = settings
        self.catalog = catalog
        self.clock = clock
    }

    /// The country chosen on the page, else the home country.
    public var savedCountry: Country? {
        let code = followsHome ? home.countryCode ?? "" : settings[SettingsKeys.holidaysCountry]
        guard !code.isEmpty else { return nil }
        return try? catalog.country(alpha2: code)
    }

    /// No country has been chosen on the page (`holidays-country` is empty).
    public var followsHome: Bool { settings[SettingsKeys.holidaysCountry].isEmpty }

    public var homeChanges: AnyPublisher<Void, Never> { home.changes }

    public func countries() throws(DataPackError) -> [Country] { try catalog.countries() }

    public var offlineDataProblem: DataPackError? { catalog.packProblem }

    public var savedYear: Int? {
        let year = settings[SettingsKeys.holidaysYear]
        return year == 0 ? nil : year
    }

    public func remember(country: Country) { settings[SettingsKeys.holidaysCountry] = country.alpha2 }
    public func remember(year: Int) { settings[SettingsKeys.holidaysYear] = year }

    /// Any year Nager.Date serves online; offline, the years of the pack.
    public var years: ClosedRange<Int> {
        if case .offline(let covered) = service.primarySource { return covered }
        return 1975...2075
    }

    public var today: LocalDate { LocalDate.today(now: clock()) }
    public var now: Date { clock() }

    public func holidays(country: Country, year: Int, reload: Bool) async throws(HolidayLoadError) -> HolidayYear {
        try await service.holidays(country: country.alpha2, year: year, reload: reload)
    }
}
