import Foundation

/// One day of the chart, placed in a unit square so a native chart only scales it.
public struct RateChartPoint: Equatable, Sendable {
    public var date: LocalDate
    public var rate: Decimal
    /// 0 at the first day, 1 at the last; by date, so gaps (weekends) stay gaps.
    public var x: Double
    /// 0 at the lowest rate, 1 at the highest; 0.5 for all when the rate never moved.
    public var y: Double
    /// The rate with four decimals.
    public var label: String

    public init(date: LocalDate, rate: Decimal, x: Double, y: Double, label: String) {
        self.date = date
        self.rate = rate
        self.x = x
        self.y = y
        self.label = label
    }
}
