import Foundation

/// Exchange rates from the pack's ECB reference rates (`rates.json`), read on
/// first use. The ECB quotes everything against the euro, so any other pair
/// is a cross rate through it.
public final class OfflineRateStore: Sendable {
    public static let file = "rates.json"

    private let pack: DataPack
    private let loaded = LoadOnce<EuroRateTable>()

    public init(pack: DataPack) {
        self.pack = pack
    }

    /// The newest day with rates.
    public func latestDate() throws(OfflineRateError) -> LocalDate {
        try table().latest
    }

    /// The days with rates, ascending.
    public func dates() throws(OfflineRateError) -> [LocalDate] {
        try table().dates
    }

    /// Codes of the currencies that can be converted, EUR included, sorted.
    public func currencyCodes() throws(OfflineRateError) -> [String] {
        (try table().columns.keys + [EuroRateTable.base]).sorted()
    }

    /// One `from` in `to` on `date` (the latest day when nil), or on the
    /// closest earlier day that has both: the ECB publishes no rates on
    /// weekends and TARGET holidays.
    public func rate(from: String, to: String, on date: LocalDate? = nil) throws(OfflineRateError) -> ExchangeRate {
        let table = try table()
        let (from, to) = try (known(from, in: table), known(to, in: table))
        let day = date ?? table.latest
        guard var index = table.lastIndex(onOrBefore: day) else { throw .noRate(from: from, to: to, on: day) }
        while index >= 0 {
            if let rate = crossRate(from, to, at: index, in: table) {
                return ExchangeRate(base: from, target: to, date: table.dates[index], rate: rate)
            }
            index -= 1
        }
        throw .noRate(from: from, to: to, on: day)
    }

    /// The `from`→`to` rate on every day of the pack that has both, ascending.
    public func history(from: String, to: String) throws(OfflineRateError) -> [ExchangeRate] {
        let table = try table()
        let (from, to) = try (known(from, in: table), known(to, in: table))
        return table.dates.indices.compactMap { index in
            crossRate(from, to, at: index, in: table).map {
                ExchangeRate(base: from, target: to, date: table.dates[index], rate: $0)
            }
        }
    }

    private func table() throws(OfflineRateError) -> EuroRateTable {
        do throws(DataPackError) {
            return try loaded.get { () throws(DataPackError) in
                try pack.decodeJSON(EuroRateTable.self, from: Self.file)
            }
        } catch {
            throw .unavailable(error)
        }
    }

    private func known(_ code: String, in table: EuroRateTable) throws(OfflineRateError) -> String {
        let code = code.uppercased()
        guard code == EuroRateTable.base || table.columns[code] != nil else { throw .unknownCurrency(code) }
        return code
    }

    private func crossRate(_ from: String, _ to: String, at index: Int, in table: EuroRateTable) -> Decimal? {
        guard let euroToFrom = table.euroRate(from, at: index), let euroToTarget = table.euroRate(to, at: index) else {
            return nil
        }
        return euroToTarget / euroToFrom
    }
}
