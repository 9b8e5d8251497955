import Foundation

/// Where a search result takes the person: what the GNOME Shell search
/// provider puts in a result's ID and hands to the app (`--open=ID`) when the
/// result is activated. The ID carries everything needed to describe the
/// result again, so the provider keeps no state between calls and a result
/// still opens after the provider quit and restarted.
public enum SearchTarget: Hashable, Sendable {
    /// The converter on this amount and pair.
    case conversion(amount: Decimal, from: String, to: String)
    /// Holidays of this country, in the year of `date`, with that day's holiday selected;
    /// `index` tells which of the day's holidays (in the data's order) the result is.
    case holiday(country: String, date: LocalDate, index: Int)
    /// Holidays of this country in this year, none selected: a year the offline
    /// data does not cover, which only the online sources can show.
    case holidayYear(country: String, year: Int)
    /// The trip's page.
    case trip(id: Int64)
    /// A page as it is.
    case page(AppPage)

    /// "convert:12.5:USD:EUR", "holiday:DE:2027-12-25:0", "holidays:DE:2031", "trip:42", "page:converter".
    public var id: String {
        switch self {
        case .conversion(let amount, let from, let to): "convert:\(amount):\(from):\(to)"
        case .holiday(let country, let date, let index): "holiday:\(country):\(date):\(index)"
        case .holidayYear(let country, let year): "holidays:\(country):\(year)"
        case .trip(let id): "trip:\(id)"
        case .page(let page): "page:\(page.rawValue)"
        }
    }

    /// Parses an ID; nil for anything not made by `id` (a stale or forged one).
    public init?(id: String) {
        let parts = id.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first, parts.count) {
        case ("convert", 4):
            guard let amount = Self.amount(parts[1]), Self.isCurrencyCode(parts[2]), Self.isCurrencyCode(parts[3])
            else { return nil }
            self = .conversion(amount: amount, from: parts[2], to: parts[3])
        case ("holiday", 4):
            guard Self.isCountryCode(parts[1]), let date = LocalDate(iso: parts[2]), let index = Int(parts[3]),
                (0..<100).contains(index), String(index) == parts[3]
            else { return nil }
            self = .holiday(country: parts[1], date: date, index: index)
        case ("holidays", 3):
            guard Self.isCountryCode(parts[1]), parts[2].count == 4, parts[2].allSatisfy({ $0.isASCII && $0.isNumber }),
                let year = Int(parts[2]), year >= 1000
            else { return nil }
            self = .holidayYear(country: parts[1], year: year)
        case ("trip", 2):
            // As `id` writes it: no sign, no leading zeros.
            guard let id = Int64(parts[1]), id > 0, String(id) == parts[1] else { return nil }
            self = .trip(id: id)
        case ("page", 2):
            // Any page's name; whether the window has that page is the page list's to say.
            guard (1...40).contains(parts[1].count),
                parts[1].allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
            else { return nil }
            self = .page(AppPage(rawValue: parts[1]))
        default:
            return nil
        }
    }

    /// The page the target is on.
    public var page: AppPage {
        switch self {
        case .conversion: .converter
        case .holiday, .holidayYear: .holidays
        case .trip: .trips
        case .page(let page): page
        }
    }

    private static func amount(_ text: String) -> Decimal? {
        // Plain digits with at most one ".", as `Decimal.description` writes them.
        guard !text.isEmpty, text.count <= 40, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.filter({ $0 == "." }).count <= 1, let value = Decimal(string: text), value >= 0,
            value.description == text
        else { return nil }
        return value
    }

    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    static func isCountryCode(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }
}
