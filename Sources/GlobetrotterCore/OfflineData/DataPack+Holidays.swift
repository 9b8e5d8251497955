import GRDB

extension DataPack {
    /// Alpha-2 codes of the countries the pack has holidays for (table
    /// `holiday_countries`), sorted; some have none in the covered years.
    public func holidayCountryCodes() throws(DataPackError) -> [String] {
        try read("holiday_countries") { db in
            try String.fetchAll(db, sql: "SELECT country FROM holiday_countries ORDER BY country")
        }
    }

    /// The country's holidays in `year` as Nager.Date entries, by date then
    /// name; nil when the pack has no holidays for the country at all.
    /// - Parameter country: ISO 3166-1 alpha-2, upper case.
    public func holidays(country: String, year: Int) throws(DataPackError) -> [Holiday]? {
        try read("holidays") { db in
            guard
                try Bool.fetchOne(db, sql: "SELECT 1 FROM holiday_countries WHERE country = ?", arguments: [country])
                    != nil
            else { return nil }
            let sql = """
                SELECT date, name, local_name, counties, types, observed FROM holidays
                WHERE country = ? AND date >= ? AND date < ? ORDER BY date, seq
                """
            let arguments: StatementArguments = [country, "\(year)-01-01", "\(year + 1)-01-01"]
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                try Self.holiday(row, country: country)
            }
        }
    }

    /// A row of `holidays` as the full Nager.Date entry: no local name means
    /// the English one, no counties means the whole country.
    private static func holiday(_ row: Row, country: String) throws -> Holiday {
        let dateText: String = try row.decode(atIndex: 0)
        guard let date = LocalDate(iso: dateText) else { throw DataPackValueError("\"\(dateText)\" is not a date") }
        let name: String = try row.decode(atIndex: 1)
        let counties = try row.decode(String?.self, atIndex: 3).map { $0.split(separator: " ").map(String.init) }
        let types = try row.decode(String.self, atIndex: 4).split(separator: " ").map { raw in
            guard let type = HolidayType(rawValue: String(raw)) else {
                throw DataPackValueError("unknown holiday type \"\(raw)\"")
            }
            return type
        }
        return Holiday(
            date: date, localName: try row.decode(String?.self, atIndex: 2) ?? name, name: name,
            countryCode: country, global: counties == nil, counties: counties, types: types,
            observed: try row.decode(atIndex: 5))
    }
}
