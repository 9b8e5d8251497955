import Foundation

/// Type-ahead search over the pack's `cities.tsv` (about 34,000 places):
/// a query matches a city when the city's name, or one of its words, starts
/// with it, ignoring case, accents and punctuation ("zur" → Zürich, "sao p" →
/// São Paulo, "york" → York and New York). Names that start with the query
/// come first, then by population.
///
/// Loading reads, verifies and indexes the file (tens of milliseconds), once,
/// on the first `prepare()` or `search`: call it off the main thread. The type
/// is not bound to an actor; concurrent first calls load once.
public final class CitySearch: Sendable {
    public static let file = "cities.tsv"

    private let pack: DataPack
    private let loaded = LoadOnce<Loaded>()

    private struct Loaded: Sendable {
        let table: CityTable
        let index: CityIndex
    }

    public init(pack: DataPack) {
        self.pack = pack
    }

    /// Loads and indexes the cities now rather than on the first search.
    /// - Returns: how many cities there are.
    @discardableResult
    public func prepare() throws(DataPackError) -> Int {
        try load().table.count
    }

    /// At most `limit` cities matching `query`, best first; none for a query
    /// without letters or digits.
    public func search(_ query: String, limit: Int = 10) throws(DataPackError) -> [City] {
        let loaded = try load()
        let rows = loaded.index.rows(matching: SearchFolding.fold(query: query), limit: limit)
        return rows.map(loaded.table.city(at:))
    }

    private func load() throws(DataPackError) -> Loaded {
        try loaded.get { () throws(DataPackError) in
            let data = try pack.data(for: Self.file)
            do throws(CityTableError) {
                let table = try CityTable(tsv: data)
                return Loaded(table: table, index: CityIndex(table: table))
            } catch {
                throw .corrupt(file: Self.file, reason: error.reason)
            }
        }
    }
}
