/// Every currency the picker offers, and why loading the online list failed.
public struct CurrencyChoiceList: Equatable, Sendable {
    /// Sorted by code.
    public var choices: [CurrencyChoice]
    public var failure: RateFailure?

    public init(choices: [CurrencyChoice], failure: RateFailure? = nil) {
        self.choices = choices
        self.failure = failure
    }
}
