import OpenCombine

public enum ChooseCountryAction: Equatable, Sendable {
    case viewDidLoad
    case queryChanged(String)
    /// Enter in the search entry: the selected row, else the first match.
    case chooseSelected
    case choose(index: Int)
    case moveSelection(by: Int)
    case cancel
}

/// The module's result, and its coordinator's.
public enum ChooseCountryResult: Equatable, Sendable {
    case chosen(Country)
    case cancelled
}

/// One row of the list: what the view shows, nothing to compute.
public struct CountryRow: Equatable, Sendable {
    public let flag: String
    public let name: String
    public let code: String
}

@MainActor
public protocol ChooseCountryInteracting: AnyObject {
    /// The countries to choose from, ready to filter; empty with a reason when they cannot be read.
    func loadFilter() -> Result<CountryFilter, DataPackError>
}
