/// What the converter remembers between runs (GSettings in the app).
public struct ConverterChoices: Equatable, Sendable {
    public var amountText: String
    public var from: String
    public var to: String
    public var historyRange: HistoryRange
    /// `from` is the home currency because none has been picked; it follows the home currency.
    public var fromFollowsHome: Bool

    public init(
        amountText: String, from: String, to: String, historyRange: HistoryRange, fromFollowsHome: Bool = false
    ) {
        self.fromFollowsHome = fromFollowsHome
        self.amountText = amountText
        self.from = from
        self.to = to
        self.historyRange = historyRange
    }
}
