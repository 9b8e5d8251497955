/// Loading the list of currencies: a spinner, then the list. When the online
/// list fails, the saved or bundled one is used and the page's notice says so.
public enum CurrencyListState: Equatable, Sendable {
    case loading
    case loaded
    /// Not from an online source: the saved or bundled list.
    case fallback
}
