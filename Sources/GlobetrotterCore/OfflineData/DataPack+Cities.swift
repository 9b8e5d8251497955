import GRDB

extension DataPack {
    /// How many cities the pack has.
    public func cityCount() throws(DataPackError) -> Int {
        try read("cities") { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM cities") ?? 0 }
    }

    /// The cities that `match`, an FTS5 query on `city_search`, largest first
    /// (a city's id is its rank by population), at most `limit`.
    func cities(matching match: String, limit: Int) throws(DataPackError) -> [City] {
        try read("cities") { db in
            // CROSS JOIN keeps the index outside: it yields its matches in id order, so LIMIT stops it early.
            let sql = """
                SELECT c.name, c.ascii, c.country, c.region, c.lat_e4, c.lon_e4, c.population
                FROM city_search CROSS JOIN cities c ON c.id = city_search.rowid
                WHERE city_search MATCH ? ORDER BY city_search.rowid LIMIT ?
                """
            return try Row.fetchAll(db, sql: sql, arguments: [match, limit]).map { row in
                let name: String = try row.decode(atIndex: 0)
                return City(
                    name: name, asciiName: try row.decode(String?.self, atIndex: 1) ?? name,
                    countryCode: try row.decode(atIndex: 2), region: try row.decode(atIndex: 3),
                    latitude: Double(try row.decode(Int.self, atIndex: 4)) / 10_000,
                    longitude: Double(try row.decode(Int.self, atIndex: 5)) / 10_000,
                    population: try row.decode(atIndex: 6))
            }
        }
    }
}
