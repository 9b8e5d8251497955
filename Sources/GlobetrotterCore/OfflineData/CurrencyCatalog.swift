/// The ISO 4217 currencies of the pack, sorted by code; read on first use and kept.
public final class CurrencyCatalog: Sendable {
    private let pack: DataPack
    private let loaded = LoadOnce<[Currency]>()

    public init(pack: DataPack) {
        self.pack = pack
    }

    public func currencies() throws(DataPackError) -> [Currency] {
        try loaded.get { () throws(DataPackError) in try pack.currencies() }
    }

    /// The currency with this code (any case), or nil.
    public func currency(code: String) throws(DataPackError) -> Currency? {
        let code = code.uppercased()
        return try currencies().first { $0.code == code }
    }
}
