/// Every currency the picker offers, and why loading the online list failed.
public struct CurrencyChoiceList: Equatable, Sendable {
    /// Sorted by code.
    public var choices: [CurrencyChoice]
    public var failure: String?

    public init(choices: [CurrencyChoice], failure: String? = nil) {
        self.choices = choices
        self.failure = failure
    }
}
