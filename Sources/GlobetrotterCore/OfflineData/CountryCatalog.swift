import Foundation

/// The countries of the world, from the pack (with capitals, continents and
/// currencies); when the pack cannot be used, from iso-codes' list, so a
/// missing pack costs the extras and not the countries themselves. Read on
/// first use and kept.
public final class CountryCatalog: Sendable {
    private let pack: DataPack
    private let systemList: URL
    private let loaded = LoadOnce<Loaded>()

    private struct Loaded: Sendable {
        let countries: Result<[Country], DataPackError>
        let packProblem: DataPackError?
    }

    /// - Parameter systemList: iso-codes' `iso_3166-1.json`, read only when the pack's list cannot be.
    public init(pack: DataPack, systemList: URL = IsoCountryList.defaultFile) {
        self.pack = pack
        self.systemList = systemList
    }

    public func countries() throws(DataPackError) -> [Country] {
        try load().countries.get()
    }

    /// Why the pack's list could not be used (whether or not iso-codes stood in); nil when it was.
    public var packProblem: DataPackError? { load().packProblem }

    /// The country with this ISO alpha-2 code (any case), or nil.
    public func country(alpha2: String) throws(DataPackError) -> Country? {
        let code = alpha2.uppercased()
        return try countries().first { $0.alpha2 == code }
    }

    private func load() -> Loaded {
        loaded.get { [pack, systemList] in
            let fromPack = Result { () throws(DataPackError) in try pack.countries() }
            guard case .failure(let problem) = fromPack else { return Loaded(countries: fromPack, packProblem: nil) }
            let standIn = IsoCountryList.load(from: systemList)
            return Loaded(countries: standIn.map { .success($0) } ?? fromPack, packProblem: problem)
        }
    }
}
