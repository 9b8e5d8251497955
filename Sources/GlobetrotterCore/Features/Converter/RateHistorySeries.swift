import Foundation

/// The chart of one pair over a range, with what a native chart labels
/// precomputed: the lowest, the highest and the latest point.
public struct RateHistorySeries: Equatable, Sendable {
    public var range: HistoryRange
    public var points: [RateChartPoint]
    /// The first day with the lowest rate.
    public var minimum: RateChartPoint
    /// The first day with the highest rate.
    public var maximum: RateChartPoint
    public var latest: RateChartPoint
    /// "USD → EUR, last 30 days"; offline "USD → EUR, 30 days to 2026-10-30".
    public var title: String
    /// "ECB reference rates via Frankfurter" or "Offline ECB rates".
    public var sourceLine: String

    /// The chart's labels, so the view does no formatting: "Low 0.9012 on 2026-03-04".
    public var minimumText: String { "Low \(minimum.label) on \(minimum.date)" }
    public var maximumText: String { "High \(maximum.label) on \(maximum.date)" }
    public var latestText: String { "\(latest.label) on \(latest.date)" }
    /// The first and last day, under the chart's ends.
    public var axisTexts: (start: String, end: String) { (points[0].date.description, latest.date.description) }

    /// Nil when there are no rates to draw.
    public init?(rates: [ExchangeRate], range: HistoryRange, source: RateSource?) {
        let rates = rates.sorted { $0.date < $1.date }
        guard let first = rates.first, let last = rates.last,
            let lowest = rates.min(by: { $0.rate < $1.rate })?.rate,
            let highest = rates.max(by: { $0.rate < $1.rate })?.rate
        else { return nil }
        let firstDay = first.date.daysSinceEpoch
        let span = Double(max(1, last.date.daysSinceEpoch - firstDay))
        let spread = Self.double(highest - lowest)
        points = rates.map { rate in
            RateChartPoint(
                date: rate.date, rate: rate.rate, x: Double(rate.date.daysSinceEpoch - firstDay) / span,
                y: spread > 0 ? Self.double(rate.rate - lowest) / spread : 0.5,
                label: ConversionFormatter.fixedPoint(rate.rate, places: 4, rounding: .plain))
        }
        minimum = points.first { $0.rate == lowest }!
        maximum = points.first { $0.rate == highest }!
        latest = points[points.count - 1]
        self.range = range
        // The bundled rates end on the pack's last day, not today: the title says so.
        title =
            source == .offlineECB
            ? "\(first.base) → \(first.target), \(range.title) to \(last.date)"
            : "\(first.base) → \(first.target), \(range.span)"
        sourceLine = Self.sourceLine(source)
    }

    private static func sourceLine(_ source: RateSource?) -> String {
        switch source {
        case .frankfurter: "ECB reference rates via Frankfurter"
        case .offlineECB: "Offline ECB rates"
        case .currencyConverterAPI: "Rates via currencyconverterapi.com"
        case .sameCurrency, nil: ""
        }
    }

    private static func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }
}
