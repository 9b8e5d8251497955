import OpenCombine

@MainActor
public final class ChooseCountryViewModel: ViewModel {
    public let rows = CurrentValueSubject<[CountryRow], Never>([])
    /// The row Enter picks; nil when nothing matches.
    public let selectedIndex = CurrentValueSubject<Int?, Never>(nil)
    /// Shown instead of the list when it is empty ("No country matches “xyz”").
    public let emptyMessage = CurrentValueSubject<String?, Never>(nil)
    public let actions = PassthroughSubject<ChooseCountryAction, Never>()

    public init() {}
}
