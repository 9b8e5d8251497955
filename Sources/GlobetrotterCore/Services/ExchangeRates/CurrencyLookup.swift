/// The currencies that can be converted (code → name), and why the preferred source failed.
public struct CurrencyLookup: Equatable, Sendable {
    public var currencies: [String: String]
    public var failure: RateFailure?

    public init(currencies: [String: String], failure: RateFailure? = nil) {
        self.currencies = currencies
        self.failure = failure
    }
}
