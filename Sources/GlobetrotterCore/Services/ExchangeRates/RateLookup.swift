/// A rate from the best source that had one, and what went wrong on the way.
public struct RateLookup: Equatable, Sendable {
    /// Nil when no source, the cache included, has this pair.
    public var quote: RateQuote?
    /// Why the preferred source failed ("Could not load the USD → EUR rate: …"),
    /// shown beside a fallback's rate; nil when it answered.
    public var failure: String?

    public init(quote: RateQuote?, failure: String? = nil) {
        self.quote = quote
        self.failure = failure
    }
}

/// The currencies that can be converted (code → name), and why the preferred source failed.
public struct CurrencyLookup: Equatable, Sendable {
    public var currencies: [String: String]
    public var failure: String?

    public init(currencies: [String: String], failure: String? = nil) {
        self.currencies = currencies
        self.failure = failure
    }
}

/// A pair's daily rates, ascending, the source they came from, and why the preferred source failed.
public struct HistoryLookup: Equatable, Sendable {
    public var rates: [ExchangeRate]
    public var source: RateSource?
    public var failure: String?

    public init(rates: [ExchangeRate], source: RateSource?, failure: String? = nil) {
        self.rates = rates
        self.source = source
        self.failure = failure
    }
}
