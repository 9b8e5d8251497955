import GRDB

extension DataPack {
    /// The ISO 3166-1 countries (table `countries`), by alpha-2 code.
    public func countries() throws(DataPackError) -> [Country] {
        try read("countries") { db in
            let sql = """
                SELECT alpha2, alpha3, name, common_name, flag, capital, continent, currency
                FROM countries ORDER BY alpha2
                """
            return try Row.fetchAll(db, sql: sql).map { row in
                let continent = try row.decode(String?.self, atIndex: 6)
                return Country(
                    alpha2: try row.decode(atIndex: 0), alpha3: try row.decode(atIndex: 1),
                    name: try row.decode(atIndex: 2), commonName: try row.decode(atIndex: 3),
                    flag: try row.decode(atIndex: 4), capital: try row.decode(atIndex: 5),
                    continent: try continent.map { code throws(DataPackValueError) in
                        guard let continent = Continent(rawValue: code) else {
                            throw DataPackValueError("unknown continent \"\(code)\"")
                        }
                        return continent
                    },
                    currency: try row.decode(atIndex: 7))
            }
        }
    }

    /// The ISO 4217 currencies (table `currencies`), by code.
    public func currencies() throws(DataPackError) -> [Currency] {
        try read("currencies") { db in
            try Row.fetchAll(db, sql: "SELECT code, name, ecb FROM currencies ORDER BY code").map { row in
                Currency(
                    code: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1),
                    hasECBRate: try row.decode(atIndex: 2))
            }
        }
    }
}
