import Foundation

@testable import GlobetrotterCore

/// The search's data as a test gives it: a few currencies and their names,
/// countries and their names, holidays, rates and trips, with a fixed today.
@MainActor
final class FakeSearchSources: SearchSources {
    var currencies: Set<String> = ["USD", "EUR", "GBP", "JPY", "CHF", "DKK", "NOK"]
    /// Folded name → codes, as the pack's `currency_names` answers.
    var currencyNames: [String: [String]] = [
        "pound sterling": ["GBP"], "us dollar": ["USD"], "swiss franc": ["CHF"], "krone": ["DKK", "NOK"],
    ]
    /// Folded name → codes, as the pack's `country_names` answers.
    var countryNames: [String: [String]] = [
        "germany": ["DE"], "deutschland": ["DE"], "france": ["FR"], "italy": ["IT"],
        // iso-codes names Malaysia "Mexico" in one language.
        "mexico": ["MX", "MY"], "malaysia": ["MY"],
    ]
    var countries: [String: Country] = [
        "DE": CountryFixtures.germany,
        "FR": Country(alpha2: "FR", alpha3: "FRA", name: "France", flag: "🇫🇷"),
        "IT": Country(alpha2: "IT", alpha3: "ITA", name: "Italy", flag: "🇮🇹"),
        "MX": Country(alpha2: "MX", alpha3: "MEX", name: "Mexico", flag: "🇲🇽"),
        "MY": Country(alpha2: "MY", alpha3: "MYS", name: "Malaysia", flag: "🇲🇾"),
    ]
    /// Country → its holidays of every year, in the data's order.
    var holidayData: [String: [Holiday]] = SearchFixtures.holidays
    /// "USD_EUR" → the quote.
    var quotes: [String: RateQuote] = [
        "USD_EUR": SearchFixtures.quote("USD", "EUR", "0.895"),
        "EUR_USD": SearchFixtures.quote("EUR", "USD", "1.1173"),
        "EUR_GBP": SearchFixtures.quote("EUR", "GBP", "0.87"),
        "EUR_JPY": SearchFixtures.quote("EUR", "JPY", "162.5"),
        "JPY_EUR": SearchFixtures.quote("JPY", "EUR", "0.0062"),
        "GBP_EUR": SearchFixtures.quote("GBP", "EUR", "1.15"),
        "CHF_EUR": SearchFixtures.quote("CHF", "EUR", "1.06"),
        "DKK_EUR": SearchFixtures.quote("DKK", "EUR", "0.134"),
    ]
    var tripEntries: [TripSearchEntry] = []
    var homeCountry: String? = "DE"
    var homeCurrency = "EUR"
    var today = SearchFixtures.today
    var dailyDrivingLimit = ItineraryInput.defaultDailyDrivingLimit
    var offlineHolidayYears: ClosedRange<Int>? = 2024...2030
    private(set) var quoteRequests: [String] = []

    func isCurrency(_ code: String) -> Bool { currencies.contains(code) }
    func currencyCodes(named foldedName: String) -> [String] { currencyNames[foldedName] ?? [] }
    func countryCodes(named foldedName: String) -> [String] { countryNames[foldedName] ?? [] }
    func country(_ code: String) -> Country? { countries[code] }
    func hasHolidays(country: String) -> Bool { holidayData[country] != nil }

    func holidays(country: String, year: Int) -> [Holiday] {
        (holidayData[country] ?? []).filter { $0.date.year == year }
    }

    func quote(from: String, to: String) -> RateQuote? {
        quoteRequests.append("\(from)_\(to)")
        return quotes["\(from)_\(to)"]
    }

    /// How often the trips were read (each read is a database query in the app).
    private(set) var tripReads = 0
    func trips() -> [TripSearchEntry] {
        tripReads += 1
        return tripEntries
    }
}

enum SearchFixtures {
    static let today = LocalDate(year: 2026, month: 11, day: 20)!
    static let ratesDay = LocalDate(year: 2026, month: 10, day: 30)!

    static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
        LocalDate(year: year, month: month, day: day)!
    }

    static func quote(_ from: String, _ to: String, _ rate: String, saved: Bool = false) -> RateQuote {
        RateQuote(
            rate: ExchangeRate(base: from, target: to, date: ratesDay, rate: Decimal(string: rate)!),
            source: .offlineECB, isSaved: saved)
    }

    static func holiday(
        _ name: String, _ date: LocalDate, country: String = "DE", local: String? = nil, global: Bool = true,
        counties: [String]? = nil, types: [HolidayType] = [.public]
    ) -> Holiday {
        Holiday(
            date: date, localName: local ?? name, name: name, countryCode: country, global: global, counties: counties,
            types: types)
    }

    /// A school break, one row a day.
    static func schoolBreak(_ name: String, from first: LocalDate, days: Int, country: String = "DE") -> [Holiday] {
        (0..<days).map { holiday(name, first.adding(days: $0)!, country: country, global: false, types: [.school]) }
    }

    static let germany: [Holiday] =
        [
            holiday("New Year's Day", day(2026, 1, 1), local: "Neujahr"),
            holiday("German Unity Day", day(2026, 10, 3), local: "Tag der Deutschen Einheit"),
            holiday(
                "Repentance and Prayer Day", day(2026, 11, 18), local: "Buß- und Bettag", global: false,
                counties: ["DE-SN"]),
            holiday(
                "Immaculate Conception", day(2026, 12, 8), local: "Mariä Empfängnis", global: false,
                counties: ["DE-BY"]),
        ]
        + schoolBreak("Christmas Holidays", from: day(2026, 12, 21), days: 5)
        + [
            holiday("Christmas Day", day(2026, 12, 25), local: "Erster Weihnachtstag"),
            holiday("Second Day of Christmas", day(2026, 12, 26), local: "Zweiter Weihnachtstag"),
            holiday("New Year's Day", day(2027, 1, 1), local: "Neujahr"),
            holiday("Good Friday", day(2027, 3, 26), local: "Karfreitag"),
            holiday("Labour Day", day(2027, 5, 1), local: "Tag der Arbeit"),
        ]
        // The break's last day is Christmas Day, listed before it: Christmas Day is the day's second holiday.
        + schoolBreak("Christmas Holidays", from: day(2027, 12, 22), days: 4)
        + [
            holiday("Christmas Day", day(2027, 12, 25), local: "Erster Weihnachtstag"),
            holiday("Second Day of Christmas", day(2027, 12, 26), local: "Zweiter Weihnachtstag"),
        ]

    static let france: [Holiday] = [
        holiday("Armistice Day", day(2026, 11, 11), country: "FR", local: "Armistice 1918"),
        holiday("Christmas Day", day(2026, 12, 25), country: "FR", local: "Noël"),
        holiday("New Year's Day", day(2027, 1, 1), country: "FR", local: "Jour de l'an"),
    ]

    static let mexico =
        [holiday("Revolution Day", day(2026, 11, 16), country: "MX", local: "Día de la Revolución")]
        + [holiday("Christmas Day", day(2026, 12, 25), country: "MX", local: "Navidad")]
    static let malaysia = [holiday("Christmas Day", day(2026, 12, 25), country: "MY", local: "Hari Krismas")]

    static let holidays: [String: [Holiday]] = ["DE": germany, "FR": france, "MX": mexico, "MY": malaysia]

    static func trip(_ id: Int64, _ name: String, stops: [String]) -> TripSearchEntry {
        let points = stops.indices.map { GeoPoint(latitude: 48 + Double($0), longitude: 2 + Double($0)) }
        return TripSearchEntry(
            summary: TripSummary(trip: Trip(id: id, name: name), stops: points, route: nil, lastStopName: stops.last),
            stopNames: stops)
    }

    @MainActor
    static func interactor(_ sources: any SearchSources, decimalSeparator: Character = ".") -> SearchInteractor {
        SearchInteractor(sources: sources, keywords: SearchPresenter.keywords, decimalSeparator: decimalSeparator)
    }
}
