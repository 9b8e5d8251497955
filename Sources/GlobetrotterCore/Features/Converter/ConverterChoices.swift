/// What the converter remembers between runs (GSettings in the app).
public struct ConverterChoices: Equatable, Sendable {
    public var amountText: String
    public var from: String
    public var to: String
    public var historyRange: HistoryRange

    public init(amountText: String, from: String, to: String, historyRange: HistoryRange) {
        self.amountText = amountText
        self.from = from
        self.to = to
        self.historyRange = historyRange
    }
}
