import Foundation

/// Exchange rates from the pack's ECB reference rates (table `ecb_rates`).
/// The ECB quotes everything against the euro, so any other pair is a cross
/// rate through it, on a day that has rates for both.
public final class OfflineRateStore: Sendable {
    private let pack: DataPack
    private let currencies = LoadOnce<Set<String>>()

    public init(pack: DataPack) {
        self.pack = pack
    }

    /// The newest day with rates.
    public func latestDate() throws(OfflineRateError) -> LocalDate {
        try offline { () throws(DataPackError) in try pack.info().ratesLatest }
    }

    /// The days with rates, ascending.
    public func dates() throws(OfflineRateError) -> [LocalDate] {
        try offline { () throws(DataPackError) in try pack.rateDates() }
    }

    /// Codes of the currencies that can be converted, EUR included, sorted.
    public func currencyCodes() throws(OfflineRateError) -> [String] {
        try knownCurrencies().sorted()
    }

    /// One `from` in `to` on `date` (the latest day when nil), or on the
    /// closest earlier day that has both: the ECB publishes no rates on
    /// weekends and TARGET holidays.
    public func rate(from: String, to: String, on date: LocalDate? = nil) throws(OfflineRateError) -> ExchangeRate {
        let (from, to) = try (known(from), known(to))
        let day: LocalDate
        if let date { day = date } else { day = try latestDate() }
        let pairs = try offline { () throws(DataPackError) in try pack.euroRates(from: from, to: to, onOrBefore: day) }
        guard let pair = pairs.first else { throw .noRate(from: from, to: to, on: day) }
        return Self.crossRate(from, to, pair)
    }

    /// The `from`→`to` rate on every day of the pack that has both, ascending.
    public func history(from: String, to: String) throws(OfflineRateError) -> [ExchangeRate] {
        let (from, to) = try (known(from), known(to))
        return try offline { () throws(DataPackError) in try pack.euroRates(from: from, to: to) }.map {
            Self.crossRate(from, to, $0)
        }
    }

    private func knownCurrencies() throws(OfflineRateError) -> Set<String> {
        try offline { () throws(DataPackError) in
            try currencies.get { () throws(DataPackError) in Set(try pack.rateCurrencies()) }
        }
    }

    private func known(_ code: String) throws(OfflineRateError) -> String {
        let code = code.uppercased()
        guard try knownCurrencies().contains(code) else { throw .unknownCurrency(code) }
        return code
    }

    private func offline<Value>(_ body: () throws(DataPackError) -> Value) throws(OfflineRateError) -> Value {
        do {
            return try body()
        } catch {
            throw .unavailable(error)
        }
    }

    private static func crossRate(_ from: String, _ to: String, _ pair: EuroRatePair) -> ExchangeRate {
        ExchangeRate(base: from, target: to, date: pair.date, rate: pair.euroToTarget / pair.euroToFrom)
    }
}
