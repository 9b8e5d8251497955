/// A rate as the converter shows it: the rate, its source, and whether it was
/// read back from the cache of the last rates (because the source failed).
public struct RateQuote: Hashable, Sendable {
    public var rate: ExchangeRate
    public var source: RateSource
    public var isSaved: Bool

    public init(rate: ExchangeRate, source: RateSource, isSaved: Bool = false) {
        self.rate = rate
        self.source = source
        self.isSaved = isSaved
    }
}
