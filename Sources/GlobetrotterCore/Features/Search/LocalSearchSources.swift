import Foundation

/// The search's data on this machine: the offline pack (names in every
/// language, holidays, ECB rates), the converter's cache of the last rates
/// fetched online, the user's trips (read-only, beside a running app) and the
/// Profile's home country and currency. What the pack says is read once and
/// kept; the trips, the rate cache and the settings are read at each search,
/// because the app may change them while the provider runs.
@MainActor
public final class LocalSearchSources: SearchSources {
    private let pack: DataPack
    private let holidayStore: OfflineHolidayStore
    private let offlineRates: OfflineRateStore
    private let rateCache: any RateCacheStoring
    private let countries: CountryCatalog
    private let currencies: CurrencyCatalog
    private let home: HomeSettings
    private let tripsDatabasePath: String
    private let clock: () -> LocalDate
    private let drivingLimit: () -> Double
    private var tripStore: TripStore?
    private lazy var currencyCodes: Set<String> = Set(((try? currencies.currencies()) ?? []).map(\.code))
    private lazy var holidayCountries: Set<String> = Set((try? holidayStore.countryCodes()) ?? [])
    public private(set) lazy var offlineHolidayYears: ClosedRange<Int>? = try? holidayStore.coveredYears()

    public init(
        pack: DataPack, rateCache: any RateCacheStoring, settings: SettingsStore, locale: Locale?,
        tripsDatabasePath: String, today: @escaping () -> LocalDate = { LocalDate.today() },
        dailyDrivingLimit: @escaping () -> Double = { ItineraryInput.defaultDailyDrivingLimit }
    ) {
        self.pack = pack
        holidayStore = OfflineHolidayStore(pack: pack)
        offlineRates = OfflineRateStore(pack: pack)
        self.rateCache = rateCache
        countries = CountryCatalog(pack: pack)
        currencies = CurrencyCatalog(pack: pack)
        home = HomeSettings(settings: settings, locale: locale, countries: countries)
        self.tripsDatabasePath = tripsDatabasePath
        clock = today
        drivingLimit = dailyDrivingLimit
    }

    public func isCurrency(_ code: String) -> Bool { currencyCodes.contains(code) }

    public func currencyCodes(named foldedName: String) -> [String] {
        (try? pack.currencyCodes(named: foldedName)) ?? []
    }

    public func countryCodes(named foldedName: String) -> [String] {
        (try? pack.countryCodes(named: foldedName)) ?? []
    }

    public func country(_ code: String) -> Country? { (try? countries.country(alpha2: code)) ?? nil }

    public func hasHolidays(country: String) -> Bool { holidayCountries.contains(country) }

    public func holidays(country: String, year: Int) -> [Holiday] {
        (try? holidayStore.holidays(country: country, year: year)) ?? []
    }

    public func quote(from: String, to: String) -> RateQuote? {
        let saved = rateCache.load().quote(from: from, to: to)
        let bundled = (try? offlineRates.rate(from: from, to: to)).map { RateQuote(rate: $0, source: .offlineECB) }
        guard let saved, let bundled else { return saved ?? bundled }
        return saved.rate.date >= bundled.rate.date ? saved : bundled
    }

    public func trips() -> [TripSearchEntry] {
        guard let store = openTrips(), let summaries = try? store.trips() else { return [] }
        let stops = (try? store.stopNamesAndNights()) ?? [:]
        return summaries.map { summary in
            let stop = stops[summary.id]
            return TripSearchEntry(summary: summary, stopNames: stop?.names ?? [], nights: stop?.nights ?? [])
        }
    }

    public var homeCountry: String? { home.countryCode }
    public var homeCurrency: String { home.currencyCode }
    public var today: LocalDate { clock() }
    public var dailyDrivingLimit: Double { drivingLimit() }

    /// Opened when first there: the app creates the database on its first start.
    private func openTrips() -> TripStore? {
        if let tripStore { return tripStore }
        guard let database = try? AppDatabase.openForReading(at: tripsDatabasePath) else { return nil }
        tripStore = TripStore(database: database)
        return tripStore
    }
}
