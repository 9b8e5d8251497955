import Foundation

/// The last rates and currency list fetched online, kept so an offline start
/// shows them. Rates are stored as their decimal text, never through `Double`.
public struct RateCacheSnapshot: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var base: String
        public var target: String
        public var date: LocalDate
        public var rate: String
        public var source: RateSource
    }

    public var rates: [Entry]
    /// Code → name of the currencies the online sources last listed.
    public var currencies: [String: String]

    public init(rates: [Entry] = [], currencies: [String: String] = [:]) {
        self.rates = rates
        self.currencies = currencies
    }

    /// The saved quote for this pair, if any.
    public func quote(from: String, to: String) -> RateQuote? {
        guard let entry = rates.first(where: { $0.base == from && $0.target == to }),
            let rate = Decimal(string: entry.rate), rate > 0
        else { return nil }
        return RateQuote(
            rate: ExchangeRate(base: from, target: to, date: entry.date, rate: rate), source: entry.source,
            isSaved: true)
    }

    /// Replaces this pair's entry; the most recent pairs come first, and only
    /// `limit` are kept so the file stays small.
    public mutating func remember(_ quote: RateQuote, limit: Int = 50) {
        let rate = quote.rate
        rates.removeAll { $0.base == rate.base && $0.target == rate.target }
        rates.insert(
            Entry(
                base: rate.base, target: rate.target, date: rate.date, rate: rate.rate.description, source: quote.source
            ),
            at: 0)
        if rates.count > limit { rates.removeLast(rates.count - limit) }
    }
}
