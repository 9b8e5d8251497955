import Foundation

/// `rates.json`: ECB reference rates, euros to each currency, on every
/// working day of the pack's year, with the ECB's own digits (as `Decimal`).
struct EuroRateTable: Decodable, Sendable {
    static let base = "EUR"

    /// Ascending, never empty.
    let dates: [LocalDate]
    let latest: LocalDate
    /// Per currency, its rate on each of `dates`; nil where the ECB had none.
    let columns: [String: [Decimal?]]

    private enum CodingKeys: String, CodingKey { case base, currencies, dates, rates }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let base = try container.decode(String.self, forKey: .base)
        let currencies = try container.decode([String].self, forKey: .currencies)
        dates = try container.decode([LocalDate].self, forKey: .dates)
        let rows = try container.decode([[Decimal?]].self, forKey: .rates)
        guard base == Self.base else {
            throw DecodingError.dataCorruptedError(forKey: .base, in: container, debugDescription: "base is not EUR")
        }
        guard let latest = dates.last else {
            throw DecodingError.dataCorruptedError(forKey: .dates, in: container, debugDescription: "no dates")
        }
        self.latest = latest
        guard zip(dates, dates.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .dates, in: container, debugDescription: "dates not ascending")
        }
        guard rows.count == dates.count, rows.allSatisfy({ $0.count == currencies.count }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .rates, in: container,
                debugDescription: "rates is not one row per date, one column per currency")
        }
        guard rows.joined().allSatisfy({ $0 == nil || $0! > 0 }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .rates, in: container, debugDescription: "a rate is not positive")
        }
        var columns: [String: [Decimal?]] = [:]
        for (index, code) in currencies.enumerated() {
            columns[code] = rows.map { $0[index] }
        }
        self.columns = columns
    }

    /// How many units of `code` one euro bought on `dates[index]`.
    func euroRate(_ code: String, at index: Int) -> Decimal? {
        code == Self.base ? 1 : columns[code]?[index]
    }

    /// The index of the last date on or before `date`.
    func lastIndex(onOrBefore date: LocalDate) -> Int? {
        var low = 0
        var high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] <= date { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
