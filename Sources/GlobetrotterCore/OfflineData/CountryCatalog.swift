/// The 249 ISO 3166-1 countries of `countries.json`, sorted by alpha-2 code;
/// read on first use.
public final class CountryCatalog: Sendable {
    public static let file = "countries.json"

    private let pack: DataPack
    private let loaded = LoadOnce<[Country]>()

    public init(pack: DataPack) {
        self.pack = pack
    }

    public func countries() throws(DataPackError) -> [Country] {
        try loaded.get { () throws(DataPackError) in try pack.decodeJSON([Country].self, from: Self.file) }
    }

    /// The country with this ISO alpha-2 code (any case), or nil.
    public func country(alpha2: String) throws(DataPackError) -> Country? {
        let code = alpha2.uppercased()
        return try countries().first { $0.alpha2 == code }
    }
}
