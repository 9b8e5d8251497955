import Foundation

/// How many units of `target` one unit of `base` buys on `date`.
public struct ExchangeRate: Hashable, Sendable {
    public var base: String
    public var target: String
    /// The day the rate was published, which can be earlier than the day
    /// asked for (no rates on weekends and TARGET holidays).
    public var date: LocalDate
    public var rate: Decimal

    public init(base: String, target: String, date: LocalDate, rate: Decimal) {
        self.base = base
        self.target = target
        self.date = date
        self.rate = rate
    }
}
