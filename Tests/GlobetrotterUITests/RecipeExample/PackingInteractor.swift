/// The Packing page's use cases over its store (here, memory).
actor PackingInteractor: PackingInteracting {
    private var stored: [String]

    init(items: [String] = []) { stored = items }

    func items() async throws(PackingFailure) -> [String] { stored }

    func add(_ item: String) async throws(PackingFailure) {
        guard !item.isEmpty else { throw .notSaved }
        stored.append(item)
    }
}
