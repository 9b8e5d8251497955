/// What the person can do on the Packing page.
enum PackingAction: Equatable, Sendable {
    case viewDidLoad
    case add(String)
}

/// The page navigates nowhere yet.
enum PackingRoute: Sendable {}

/// The Packing page's use cases; typed failures, no sentences.
protocol PackingInteracting: Sendable {
    func items() async throws(PackingFailure) -> [String]
    func add(_ item: String) async throws(PackingFailure)
}

/// Why a use case failed; the presenter words it.
enum PackingFailure: Error, Equatable {
    case notSaved
}
