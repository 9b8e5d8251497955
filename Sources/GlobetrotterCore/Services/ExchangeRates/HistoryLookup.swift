/// A pair's daily rates, ascending, the source they came from, and why the preferred source failed.
public struct HistoryLookup: Equatable, Sendable {
    public var rates: [ExchangeRate]
    public var source: RateSource?
    public var failure: RateFailure?

    public init(rates: [ExchangeRate], source: RateSource?, failure: RateFailure? = nil) {
        self.rates = rates
        self.source = source
        self.failure = failure
    }
}
