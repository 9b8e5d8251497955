@testable import GlobetrotterCore

/// The Packing page's use cases over its store and the country list.
actor PackingInteractor: PackingInteracting {
    private let store: PackingStore
    private let countryList: @Sendable () throws(DataPackError) -> [Country]

    init(store: PackingStore, countries: @escaping @Sendable () throws(DataPackError) -> [Country]) {
        self.store = store
        countryList = countries
    }

    func items() async throws(PackingFailure) -> [PackingItem] { try stored { try store.items() } }

    func add(_ name: String) async throws(PackingFailure) {
        guard !name.isEmpty else { throw .empty }
        try stored { try store.add(name) }
    }

    func setCountry(_ code: String, of id: Int64) async throws(PackingFailure) {
        try stored { try store.setCountry(code, of: id) }
    }

    func countries() async throws(DataPackError) -> [Country] { try countryList() }

    /// What SQLite or the disk refused, as the one failure the presenter words.
    private func stored<Value>(_ body: () throws -> Value) throws(PackingFailure) -> Value {
        do {
            return try body()
        } catch {
            throw .notStored(AppDatabaseError.classify(error))
        }
    }
}
