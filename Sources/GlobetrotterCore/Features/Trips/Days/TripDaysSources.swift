import Foundation

/// Where a trip's days find what they follow from besides the trip itself:
/// the holidays (as Holidays has them: the live provider, its cache, the
/// pack), the rates (stored ones only: the converter's cache, else the
/// pack's ECB rates — opening a trip asks no rate server), the countries'
/// currencies and flags, the home currency and the daily driving limit.
public struct TripDaysSources: Sendable {
    /// A country's holidays in a year; nil when no source has them.
    public var holidays: @MainActor @Sendable (_ country: String, _ year: Int) async -> HolidayYear?
    /// The stored rate from the home currency to another; nil when none is stored.
    public var storedRate: @Sendable (_ from: String, _ to: String) async -> RateQuote?
    /// The pack's countries by alpha-2 (their currencies, flags and names).
    public var countries: @Sendable () -> [String: Country]
    public var homeCurrency: @MainActor @Sendable () -> String
    /// Seconds at the wheel a day (Preferences).
    public var dailyDrivingLimit: @MainActor @Sendable () -> Double
    /// The years the offline holidays cover; nil without them (read when first needed, not at start-up).
    public var packYears: @Sendable () -> ClosedRange<Int>?
    /// Whether holidays beyond the pack's years can come from a live provider.
    public var isOnline: Bool
    /// Country names in the interface's language.
    public var countryNames: any CountryNameLocalizing = EnglishCountryNames()
    /// Now, for the day the start date's calendar opens on when the trip has none.
    public var now: @Sendable () -> Date = { Date() }
    /// ISO 3166-2 subdivisions: a stop's region name to its code, a code to the regions it lies in.
    public var regions: IsoSubdivisions = .system

    public init(
        holidays: @escaping @MainActor @Sendable (String, Int) async -> HolidayYear?,
        storedRate: @escaping @Sendable (String, String) async -> RateQuote?,
        countries: @escaping @Sendable () -> [String: Country],
        homeCurrency: @escaping @MainActor @Sendable () -> String,
        dailyDrivingLimit: @escaping @MainActor @Sendable () -> Double = { ItineraryInput.defaultDailyDrivingLimit },
        packYears: @escaping @Sendable () -> ClosedRange<Int>?, isOnline: Bool
    ) {
        self.holidays = holidays
        self.storedRate = storedRate
        self.countries = countries
        self.homeCurrency = homeCurrency
        self.dailyDrivingLimit = dailyDrivingLimit
        self.packYears = packYears
        self.isOnline = isOnline
    }

    /// Dates and drives only: no holidays, no currencies (a page built without the app's data).
    public static let datesOnly = TripDaysSources(
        holidays: { _, _ in nil }, storedRate: { _, _ in nil }, countries: { [:] },
        homeCurrency: { HomeSettings.fallbackCurrency }, packYears: { nil }, isOnline: false)
}

extension TripDaysSources {
    /// The app's: Holidays' service, the converter's stored rates, the pack's countries, Profile's home currency.
    @MainActor
    public static func live(
        holidays service: HolidayService, rates: ExchangeRateService, countries catalog: CountryCatalog,
        home: HomeSettings, settings: SettingsStore, names: any CountryNameLocalizing,
        packYears: @escaping @Sendable () -> ClosedRange<Int>?, isOnline: Bool, now: @escaping @Sendable () -> Date
    ) -> TripDaysSources {
        var sources = TripDaysSources(
            holidays: { country, year in try? await service.holidays(country: country, year: year) },
            storedRate: { from, to in await rates.rateWithoutNetwork(from: from, to: to) },
            countries: {
                let all = (try? catalog.countries()) ?? []
                return Dictionary(all.map { ($0.alpha2.uppercased(), $0) }, uniquingKeysWith: { first, _ in first })
            },
            homeCurrency: { home.currencyCode },
            dailyDrivingLimit: { Double(settings[SettingsKeys.dailyDrivingHours]) * 3_600 },
            packYears: packYears, isOnline: isOnline)
        sources.countryNames = names
        sources.now = now
        return sources
    }
}
