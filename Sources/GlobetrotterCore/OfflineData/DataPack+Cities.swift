import Foundation
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
            return try Row.fetchAll(db, sql: sql, arguments: [match, limit]).map(Self.city(from:))
        }
    }
}

extension DataPack {
    /// The bundled city nearest `point` (flat-earth distance scaled by the
    /// latitude, across the antimeridian): what names a stop placed on the
    /// map or read from a file without a name. One scan of 34,000 rows, a
    /// few milliseconds; call it off the main thread.
    public func city(nearest point: GeoPoint) throws(DataPackError) -> City? {
        let shrink = cos(point.latitude * .pi / 180)
        return try read("cities") { db in
            let sql = """
                SELECT name, ascii, country, region, lat_e4, lon_e4, population FROM cities
                ORDER BY (lat_e4 - :lat) * (lat_e4 - :lat)
                    + (min(abs(lon_e4 - :lon), 3600000 - abs(lon_e4 - :lon)) * :shrink)
                    * (min(abs(lon_e4 - :lon), 3600000 - abs(lon_e4 - :lon)) * :shrink)
                LIMIT 1
                """
            let arguments: StatementArguments = [
                "lat": Int((point.latitude * 10_000).rounded()), "lon": Int((point.longitude * 10_000).rounded()),
                "shrink": shrink,
            ]
            return try Row.fetchOne(db, sql: sql, arguments: arguments).map(Self.city(from:))
        }
    }

    /// A row of `name, ascii, country, region, lat_e4, lon_e4, population`.
    static func city(from row: Row) throws -> City {
        let name: String = try row.decode(atIndex: 0)
        return City(
            name: name, asciiName: try row.decode(String?.self, atIndex: 1) ?? name,
            countryCode: try row.decode(atIndex: 2), region: try row.decode(atIndex: 3),
            latitude: Double(try row.decode(Int.self, atIndex: 4)) / 10_000,
            longitude: Double(try row.decode(Int.self, atIndex: 5)) / 10_000,
            population: try row.decode(atIndex: 6))
    }
}
