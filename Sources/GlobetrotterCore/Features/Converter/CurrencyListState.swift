/// Loading the list of currencies: a spinner, then the list, or a specific
/// message with a "Load currencies" retry (the bundled rates are used meanwhile).
public enum CurrencyListState: Equatable, Sendable {
    case loading
    case loaded
    case failed(message: String)

    /// The retry button's label, as in the original.
    public static let retryTitle = "Load currencies"
}
