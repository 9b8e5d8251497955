/// Type-ahead search over the pack's 34,000 cities (GeoNames, population
/// above 15,000): a query matches a city when the city's name, or one of its
/// words, starts with it, ignoring case, accents and punctuation ("zur" →
/// Zürich, "sao p" → São Paulo, "york" → York and New York, "lodz" → Łódź).
/// Names that start with the query come first, then by population.
///
/// Each search is two queries on the pack's FTS5 index `city_search`
/// (tokenizer `unicode61 remove_diacritics 2`), well under a millisecond;
/// still, call it off the main thread, as a keystroke's work may queue
/// behind another query on the pack.
public final class CitySearch: Sendable {
    private let pack: DataPack

    public init(pack: DataPack) {
        self.pack = pack
    }

    /// Opens the pack now rather than on the first search.
    /// - Returns: how many cities there are.
    @discardableResult
    public func prepare() throws(DataPackError) -> Int {
        try pack.cityCount()
    }

    /// At most `limit` cities matching `query`, best first; none for a query
    /// without letters or digits.
    public func search(_ query: String, limit: Int = 10) throws(DataPackError) -> [City] {
        guard limit > 0, let phrase = Self.prefixPhrase(query) else { return [] }
        // A name that starts with the query, then one with a later word that does.
        var cities = try pack.cities(matching: "^" + phrase, limit: limit)
        guard cities.count < limit else { return cities }
        for city in try pack.cities(matching: phrase, limit: limit + cities.count) where !cities.contains(city) {
            cities.append(city)
            if cities.count == limit { break }
        }
        return cities
    }

    /// The query as one FTS5 phrase whose last token is a prefix: the
    /// index's tokenizer splits it into words as it split the names, so
    /// "sao-p" is "sao" followed by a word starting with "p".
    static func prefixPhrase(_ query: String) -> String? {
        guard query.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil })
        else { return nil }
        return "\"" + query.replacingOccurrences(of: "\"", with: "\"\"") + "\"*"
    }
}
