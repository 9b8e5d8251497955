import Foundation
import GRDB

/// One day's ECB reference rates of two currencies: how many units of each
/// one euro bought (the ECB's own digits; EUR itself is 1).
public struct EuroRatePair: Equatable, Sendable {
    public let date: LocalDate
    public let euroToFrom: Decimal
    public let euroToTarget: Decimal
}

extension DataPack {
    /// The ECB quotes every currency against the euro, which is not in `ecb_rates`.
    public static let rateBase = "EUR"

    /// The days of `ecb_rates`, ascending.
    public func rateDates() throws(DataPackError) -> [LocalDate] {
        try read("ecb_rates") { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT date FROM ecb_rates ORDER BY date").map(Self.date)
        }
    }

    /// The currencies with a rate on the newest day, EUR included, sorted.
    public func rateCurrencies() throws(DataPackError) -> [String] {
        try read("ecb_rates") { db in
            let sql = "SELECT currency FROM ecb_rates WHERE date = (SELECT max(date) FROM ecb_rates)"
            return (try String.fetchAll(db, sql: sql) + [Self.rateBase]).sorted()
        }
    }

    /// The days both currencies have a rate, ascending, or only the newest
    /// such day on or before `day` when it is given.
    /// - Parameters: from, to: upper-case ISO 4217 codes.
    public func euroRates(from: String, to: String, onOrBefore day: LocalDate? = nil) throws(DataPackError)
        -> [EuroRatePair]
    {
        try read("ecb_rates") { db in
            var arguments: StatementArguments = []
            func side(_ code: String) -> String {
                if code == Self.rateBase { return "SELECT DISTINCT date, '1' AS rate FROM ecb_rates" }
                arguments += [code]
                return "SELECT date, rate FROM ecb_rates WHERE currency = ?"
            }
            var sql = "SELECT date, f.rate, t.rate FROM (\(side(from))) f JOIN (\(side(to))) t USING (date)"
            if let day {
                sql += " WHERE date <= ? ORDER BY date DESC LIMIT 1"
                arguments += [day.description]
            } else {
                sql += " ORDER BY date"
            }
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                EuroRatePair(
                    date: try Self.date(row.decode(atIndex: 0)), euroToFrom: try Self.rate(row.decode(atIndex: 1)),
                    euroToTarget: try Self.rate(row.decode(atIndex: 2)))
            }
        }
    }

    private static func date(_ text: String) throws -> LocalDate {
        guard let date = LocalDate(iso: text) else { throw DataPackValueError("\"\(text)\" is not a date") }
        return date
    }

    /// A positive decimal, read from its digits: no binary floating point in between.
    private static func rate(_ text: String) throws -> Decimal {
        guard let rate = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), rate > 0 else {
            throw DataPackValueError("\"\(text)\" is not a positive rate")
        }
        return rate
    }
}
