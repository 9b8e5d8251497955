/// Why the preferred rate source gave nothing: which source and what it
/// answered. Typed to the presenter, which words it (`SourceTrouble`).
public struct RateFailure: Equatable, Sendable {
    public var source: RateSource
    public var error: ExchangeRateError

    public init(source: RateSource, error: ExchangeRateError) {
        self.source = source
        self.error = error
    }
}
