import Foundation

/// One result as GNOME Shell shows it (`GetResultMetas`).
public struct SearchResultMeta: Equatable, Sendable {
    public var id: String
    public var name: String
    public var description: String
    /// A themed icon name.
    public var iconName: String
    /// What Ctrl+C copies in the Shell: the converted amount.
    public var clipboardText: String?
}

/// Words the search provider's results: the converted amount with its rate,
/// a holiday with its country and day, a trip with its stops and distance.
@MainActor
public final class SearchPresenter {
    private let interactor: SearchInteractor
    private let formatter: ConversionFormatter
    private let day: LocalDateFormatter
    private let tripDays: LocalDateRangeFormatter
    private let trips: TripsWording
    private let countryNames: any CountryNameLocalizing
    private let naming: HolidayNaming
    private let today: () -> LocalDate

    public init(
        interactor: SearchInteractor, countryNames: any CountryNameLocalizing, dates: Locale = .userDates,
        numbers: Locale = .userNumbers, naming: HolidayNaming = HolidayNaming(),
        today: @escaping () -> LocalDate = { LocalDate.today() }
    ) {
        self.interactor = interactor
        formatter = ConversionFormatter(dates: dates, numbers: numbers)
        day = LocalDateFormatter("yMMMMEEEEd", locale: dates)
        tripDays = LocalDateRangeFormatter("yMMMd", locale: dates)
        trips = TripsWording(numbers: numbers)
        self.countryNames = countryNames
        self.naming = naming
        self.today = today
    }

    public func resultIDs(for terms: [String]) -> [String] {
        interactor.targets(for: terms).map(\.id)
    }

    /// The results that can still be described, in the order asked; unknown
    /// or stale IDs are left out rather than failing the whole call.
    public func metas(for ids: [String]) -> [SearchResultMeta] {
        let known = ids.compactMap { id in SearchTarget(id: id).map { (id, $0) } }
        return zip(known, interactor.answers(for: known.map(\.1))).compactMap { entry, answer in
            answer.map { meta(id: entry.0, $0) }
        }
    }

    public func launchTarget(for terms: [String]) -> SearchTarget? { interactor.launchTarget(for: terms) }

    private func meta(id: String, _ answer: SearchAnswer) -> SearchResultMeta {
        switch answer {
        case .conversion(let amount, let quote):
            let converted = formatter.amount(amount * quote.rate.rate)
            return SearchResultMeta(
                id: id,
                name: tr(
                    "{amount} {from} = {converted} {to}",
                    [
                        "amount": formatter.amount(amount), "from": quote.rate.base, "converted": converted,
                        "to": quote.rate.target,
                    ]),
                description: tr(
                    "{rate} · {source}",
                    ["rate": formatter.rateLine(quote.rate), "source": formatter.sourceLine(quote)]),
                iconName: PageTitles.converter.iconName, clipboardText: converted)
        case .holiday(let holiday, let country):
            let when = HolidayDetailState.distance(from: today(), to: holiday.date)
            let place = country.map { "\($0.flag) \($0.localizedName(countryNames))" } ?? holiday.countryCode
            return SearchResultMeta(
                id: id, name: naming.title(of: holiday),
                description: tr(
                    "{country} · {date} · {when}",
                    ["country": place, "date": day.string(from: holiday.date), "when": when]
                ),
                iconName: PageTitles.holidays.iconName)
        case .holidayYear(let country, let code, let year, let offline):
            let place = country.map { "\($0.flag) \($0.localizedName(countryNames))" } ?? code
            return SearchResultMeta(
                id: id, name: tr("Holidays in {country}, {year}", ["country": place, "year": String(year)]),
                description: tr(
                    "The offline holidays cover {first}–{last}. Open Globetrotter to see {year} online.",
                    ["first": String(offline.lowerBound), "last": String(offline.upperBound), "year": String(year)]),
                iconName: PageTitles.holidays.iconName)
        case .trip(let summary, let days):
            let figures = trips.figures(of: summary)
            return SearchResultMeta(
                id: id, name: summary.trip.name,
                description: days.map {
                    // Translators: a trip's result in the Activities search: “5 – 12 Dec 2026 · 4 stops · 1,234 km”.
                    tr("{dates} · {figures}", ["dates": tripDays.string(from: $0), "figures": figures])
                } ?? figures,
                iconName: PageTitles.trips.iconName)
        }
    }

    /// The words that steer a search, in the user's language and English.
    public static var keywords: SearchKeywords {
        SearchKeywords(
            holidays: "holiday;holidays;public;bank;vacation;"
                // Translators: words asking the Activities search for public holidays, separated by semicolons (English ones always work too).
                + tr("holiday;holidays;public;bank;vacation"),
            next: "next;upcoming;"
                // Translators: words asking the Activities search for the next holiday, separated by semicolons.
                + tr("next;upcoming"),
            conversion: "in;to;into;as;"
                // Translators: words between two currencies in the Activities search (“100 usd in eur”), separated by semicolons.
                + tr("in;to;into;as"),
            trips: "trip;trips;"
                // Translators: words asking the Activities search for trips, separated by semicolons.
                + tr("trip;trips"),
            months: .interface)
    }
}
