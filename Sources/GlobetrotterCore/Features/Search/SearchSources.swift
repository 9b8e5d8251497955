import Foundation

/// What the search reads: all of it local (the data pack, the rate cache, the
/// user's database), so an answer never waits for the network.
@MainActor
public protocol SearchSources: AnyObject {
    /// Whether the converter knows this ISO 4217 code.
    func isCurrency(_ code: String) -> Bool
    /// Currencies named so in any language iso-codes knows (the folded name).
    func currencyCodes(named foldedName: String) -> [String]
    /// Countries named so in any language iso-codes knows (the folded name).
    func countryCodes(named foldedName: String) -> [String]
    func country(_ code: String) -> Country?
    /// Whether the holidays of this country are known offline.
    func hasHolidays(country: String) -> Bool
    func holidays(country: String, year: Int) -> [Holiday]
    /// The years the offline holidays cover; nil when the pack cannot say.
    var offlineHolidayYears: ClosedRange<Int>? { get }
    /// The rate the converter would show without the network: the last one
    /// fetched online, or the bundled ECB rate, whichever is newer.
    func quote(from: String, to: String) -> RateQuote?
    func trips() -> [TripSearchEntry]
    /// The Profile's home country (nil when unknown) and currency.
    var homeCountry: String? { get }
    var homeCurrency: String { get }
    var today: LocalDate { get }
    /// Seconds at the wheel a day, as the trip's Days view counts them.
    var dailyDrivingLimit: Double { get }
}

/// A trip as the search matches it: its summary, its stops' names and
/// their nights (what its dates follow from).
public struct TripSearchEntry: Sendable, Equatable {
    public var summary: TripSummary
    public var stopNames: [String]
    /// Each stop's nights as chosen, in order; nil (or missing) for the default.
    public var nights: [Int?]

    public init(summary: TripSummary, stopNames: [String], nights: [Int?] = []) {
        self.summary = summary
        self.stopNames = stopNames
        self.nights = nights
    }
}

/// The words that give a search its meaning, folded; worded (and translated)
/// by `SearchWording.keywords`, English always understood as well.
public struct SearchKeywords: Sendable, Equatable {
    /// "holiday", "holidays", "public", "bank", "feiertage"…
    public var holidays: Set<String>
    /// "next", "upcoming", "nachster"…
    public var next: Set<String>
    /// Between two currencies: "in", "to", "into", "nach"…
    public var conversion: Set<String>
    /// "trip", "trips", "reise"…
    public var trips: Set<String>
    /// Month names, which find trips by date ("trip december").
    public var months: MonthWords

    /// Each list is words separated by ";" (as translators write them).
    public init(
        holidays: String, next: String, conversion: String, trips: String,
        months: MonthWords = MonthWords(languages: ["en"])
    ) {
        func words(_ list: String) -> Set<String> {
            Set(list.split(separator: ";").flatMap { SearchFolding.words(of: String($0)) })
        }
        self.holidays = words(holidays)
        self.next = words(next)
        self.conversion = words(conversion)
        self.trips = words(trips)
        self.months = months
    }
}

extension SearchFolding {
    /// The folded words of `text`: "Côte d'Ivoire" → ["cote", "divoire"].
    static func words(of text: String) -> [String] {
        String(decoding: fold(query: text), as: UTF8.self).split(separator: " ").map(String.init)
    }
}
