/// A rate from the best source that had one, and what went wrong on the way.
public struct RateLookup: Equatable, Sendable {
    /// Nil when no source, the cache included, has this pair.
    public var quote: RateQuote?
    /// Why the preferred source failed and how; the page notes it beside a fallback's rate; nil when it answered.
    public var failure: RateFailure?

    public init(quote: RateQuote?, failure: RateFailure? = nil) {
        self.quote = quote
        self.failure = failure
    }
}
