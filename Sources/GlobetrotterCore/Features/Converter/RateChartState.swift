/// The history chart's content.
public enum RateChartState: Equatable, Sendable {
    case loading(HistoryRange)
    case loaded(RateHistorySeries)
    /// No source has this pair's history; the message says why.
    case unavailable(HistoryRange, message: String)
}
