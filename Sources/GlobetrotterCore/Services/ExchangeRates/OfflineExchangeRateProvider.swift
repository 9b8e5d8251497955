/// The bundled ECB reference rates (a year of working days up to the pack's
/// latest date) as a rate source.
public struct OfflineExchangeRateProvider: ExchangeRateProviding {
    public let source = RateSource.offlineECB
    private let store: OfflineRateStore
    private let catalog: CurrencyCatalog

    public init(store: OfflineRateStore, catalog: CurrencyCatalog) {
        self.store = store
        self.catalog = catalog
    }

    public func currencies() throws(ExchangeRateError) -> [String: String] {
        let codes = try offline { () throws(OfflineRateError) in try store.currencyCodes() }
        // Names are a nicety: a damaged currencies.json leaves the codes usable.
        let names = (try? catalog.currencies()).map { Dictionary($0.map { ($0.code, $0.name) }) { first, _ in first } }
        return Dictionary(uniqueKeysWithValues: codes.map { ($0, names?[$0] ?? $0) })
    }

    public func latestRate(from: String, to: String) throws(ExchangeRateError) -> ExchangeRate {
        try offline { () throws(OfflineRateError) in try store.rate(from: from, to: to) }
    }

    /// The pack ends on its latest date, so a range reaching past it is moved
    /// back to end there, keeping its length: "the last 30 days" offline are
    /// the pack's last 30 days.
    public func history(from: String, to: String, days: ClosedRange<LocalDate>) throws(ExchangeRateError)
        -> [ExchangeRate]
    {
        try offline { () throws(OfflineRateError) in
            let latest = try store.latestDate()
            let length = days.upperBound.daysSinceEpoch - days.lowerBound.daysSinceEpoch
            let end = min(days.upperBound, latest)
            let start = end.adding(days: -length) ?? end
            return try store.history(from: from, to: to).filter { (start...end).contains($0.date) }
        }
    }

    private func offline<Value>(_ body: () throws(OfflineRateError) -> Value) throws(ExchangeRateError) -> Value {
        do {
            return try body()
        } catch {
            throw .offlineData(error)
        }
    }
}
