/// A currency the picker lists, and whether any source has a rate for it.
public struct CurrencyChoice: Equatable, Sendable {
    public var currency: Currency
    public var hasRate: Bool

    public init(currency: Currency, hasRate: Bool) {
        self.currency = currency
        self.hasRate = hasRate
    }
}
