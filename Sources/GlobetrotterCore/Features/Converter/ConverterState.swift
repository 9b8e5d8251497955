/// Everything the converter form shows, as display strings. One value per
/// change, so a test can assert the whole history and a view can bind to
/// each field with `ViewModel.field(_:)`.
public struct ConverterState: Equatable, Sendable {
    public var amountText: String
    public var from: CurrencyLabel
    public var to: CurrencyLabel
    /// The converted amount; empty while the field is empty or there is no rate.
    public var convertedAmount: String
    /// "1 USD = 0.9234 EUR"; empty without a rate.
    public var rateLine: String
    /// "ECB reference rate of 2026-10-30 via Frankfurter"; empty without a rate.
    public var sourceLine: String
    /// The page's one note: which source failed and what is shown instead
    /// (with Retry); nil while everything shown is live.
    public var notice: String?
    /// Why the last keystroke or paste was refused; gone with the next accepted
    /// edit, or when the currencies change.
    public var inputNote: String?
    public var currencyList: CurrencyListState
    /// The history chart.
    public var chart: RateChartState
    /// Counts refused keystrokes and pastes: the view beeps when it grows
    /// (the field keeps its text, `inputNote` says why).
    public var refusals: Int
    /// The page's fixed labels.
    public var labels = ConverterLabels()

    /// The result as the form shows it: "89.5 EUR"; a prompt while the field is
    /// empty; a dash while there is no rate (the note says why).
    /// The result as a screen reader hears it when it changes: "Converted
    /// amount: 50 EUR. 1 USD = 0.5000 EUR", the note after it when there is one.
    public var spokenResult: String {
        let amount = tr("Converted amount: {amount}", ["amount": resultText])
        return [amount, rateLine, notice ?? ""].filter { !$0.isEmpty }.joined(separator: ". ")
    }

    public var resultText: String {
        if !convertedAmount.isEmpty { return "\(convertedAmount) \(to.code)" }
        return amountText.isEmpty ? Self.emptyAmountPrompt : "—"
    }

    public static var emptyAmountPrompt: String { tr("Enter an amount") }

    /// The From/To buttons wait for the list (a failed load still lists the bundled currencies).
    public var canChooseCurrencies: Bool { currencyList != .loading }

    /// Rate, currency list and chart have answered (live or not): what
    /// screenshots and tests wait for.
    public var isContentShown: Bool {
        if case .loading = chart { return false }
        return (!rateLine.isEmpty || notice != nil) && currencyList != .loading
    }

    public init(
        amountText: String, from: CurrencyLabel, to: CurrencyLabel, convertedAmount: String = "",
        rateLine: String = "", sourceLine: String = "", notice: String? = nil, inputNote: String? = nil,
        currencyList: CurrencyListState = .loading, chart: RateChartState = .loading(.month), refusals: Int = 0
    ) {
        self.amountText = amountText
        self.from = from
        self.to = to
        self.convertedAmount = convertedAmount
        self.rateLine = rateLine
        self.sourceLine = sourceLine
        self.notice = notice
        self.inputNote = inputNote
        self.currencyList = currencyList
        self.chart = chart
        self.refusals = refusals
    }
}
