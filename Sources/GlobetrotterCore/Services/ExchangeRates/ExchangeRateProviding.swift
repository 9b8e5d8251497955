/// A source of exchange rates: online APIs and the bundled ECB rates.
public protocol ExchangeRateProviding: Sendable {
    var source: RateSource { get }
    /// The currencies this source can convert: code → name.
    func currencies() async throws(ExchangeRateError) -> [String: String]
    /// The newest rate for one `from` in `to`.
    func latestRate(from: String, to: String) async throws(ExchangeRateError) -> ExchangeRate
    /// The rate on each day of `days` that has one, ascending.
    func history(from: String, to: String, days: ClosedRange<LocalDate>) async throws(ExchangeRateError)
        -> [ExchangeRate]
}
