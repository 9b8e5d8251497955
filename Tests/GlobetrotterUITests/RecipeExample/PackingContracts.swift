import GlobetrotterCore

/// What the person can do on the Packing page (and what its coordinator feeds back).
enum PackingAction: Equatable, Sendable {
    case viewDidLoad
    case add(String)
    /// A row of the list: its detail is shown.
    case select(id: Int64)
    /// The detail's Choose Country button.
    case chooseCountry
    /// The country picker's result for the detail shown, fed back by the coordinator.
    case countryChosen(Country)
}

/// Where the Packing page goes; `PackingCoordinator` performs them.
enum PackingRoute: Sendable {
    /// The shared searchable picker on these countries.
    case chooseCountry(PickerContent<Country>)
}

/// The Packing page's use cases; typed failures, no sentences.
protocol PackingInteracting: Sendable {
    func items() async throws(PackingFailure) -> [PackingItem]
    func add(_ name: String) async throws(PackingFailure)
    func setCountry(_ code: String, of id: Int64) async throws(PackingFailure)
    /// The countries a thing can be needed in; the pack's failure when it cannot be read.
    func countries() async throws(DataPackError) -> [Country]
}

/// Why a use case failed; the presenter words it.
enum PackingFailure: Error, Equatable {
    /// Nothing to add (an empty name).
    case empty
    /// The store refused (what SQLite or the disk said).
    case notStored(AppDatabaseError)
}
