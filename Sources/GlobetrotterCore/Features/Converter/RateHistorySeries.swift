import Foundation

/// The chart of one pair over a range, with what a native chart labels
/// precomputed and worded: the lowest, the highest and the latest point.
public struct RateHistorySeries: Equatable, Sendable {
    public var range: HistoryRange
    public var points: [RateChartPoint]
    /// The first day with the lowest rate.
    public var minimum: RateChartPoint
    /// The first day with the highest rate.
    public var maximum: RateChartPoint
    public var latest: RateChartPoint
    /// "USD → EUR, last 30 days"; offline "USD → EUR, 30 days to 30 Oct 2026".
    public var title: String
    /// "ECB reference rates via Frankfurter" or "Offline ECB rates".
    public var sourceLine: String
    /// The chart's labels, so the view does no formatting: "Low 0.9012 on 4 Mar 2026".
    public var minimumText: String
    public var maximumText: String
    public var latestText: String
    /// The whole chart in one sentence, for a screen reader.
    public var summary: String
    /// The first and last day, under the chart's ends.
    public var axisStart: String
    public var axisEnd: String
    public var axisTexts: (start: String, end: String) { (axisStart, axisEnd) }

    /// Nil when there are no rates to draw.
    @MainActor
    public init?(rates: [ExchangeRate], range: HistoryRange, source: RateSource?, format: ConversionFormatter) {
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
                y: spread > 0 ? Self.double(rate.rate - lowest) / spread : 0.5, label: format.rate(rate.rate))
        }
        let (minimum, maximum) = (points.first { $0.rate == lowest }!, points.first { $0.rate == highest }!)
        let latest = points[points.count - 1]
        (self.minimum, self.maximum, self.latest, self.range) = (minimum, maximum, latest, range)
        // The bundled rates end on the pack's last day, not today: the title says so.
        title = Self.title(
            from: first.base, to: first.target, range: range,
            endingOn: source == .offlineECB ? format.date(last.date) : nil)
        sourceLine = Self.sourceLine(source)
        minimumText = tr("Low {rate} on {date}", ["rate": minimum.label, "date": format.date(minimum.date)])
        maximumText = tr("High {rate} on {date}", ["rate": maximum.label, "date": format.date(maximum.date)])
        latestText = tr("{rate} on {date}", ["rate": latest.label, "date": format.date(latest.date)])
        summary = tr(
            "{title}. {low}. {high}. Latest {latest}",
            ["title": title, "low": minimumText, "high": maximumText, "latest": latestText])
        axisStart = format.axisDate(points[0].date, range: range)
        axisEnd = format.axisDate(latest.date, range: range)
    }

    /// - Parameter endingOn: the last day, when it is not today (the bundled rates).
    private static func title(from: String, to: String, range: HistoryRange, endingOn: String?) -> String {
        switch (range, endingOn) {
        case (.month, nil): tr("{from} → {to}, last 30 days", ["from": from, "to": to])
        case (.year, nil): tr("{from} → {to}, last year", ["from": from, "to": to])
        case (.month, let day?): tr("{from} → {to}, 30 days to {date}", ["from": from, "to": to, "date": day])
        case (.year, let day?): tr("{from} → {to}, 1 year to {date}", ["from": from, "to": to, "date": day])
        }
    }

    private static func sourceLine(_ source: RateSource?) -> String {
        switch source {
        case .frankfurter: tr("ECB reference rates via Frankfurter")
        case .offlineECB: tr("Offline ECB rates")
        case .currencyConverterAPI: tr("Rates via currencyconverterapi.com")
        case .sameCurrency, nil: ""
        }
    }

    private static func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }
}
