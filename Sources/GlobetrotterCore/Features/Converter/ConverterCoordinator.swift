import OpenCombine

/// What the converter page opens: the picker and About windows.
@MainActor
public protocol ConverterScreens: CurrencyPickerScreens, AboutScreens {}

/// The converter page's navigation: runs the picker and About as child
/// coordinators, whose results come back to the presenter as publishers.
@MainActor
public final class ConverterCoordinator: Coordinator<Never>, ConverterRouting {
    /// Weak: the screens (the page's view side) own the assembly that owns this coordinator.
    private weak var screens: (any ConverterScreens)?
    /// Built when About opens: it reads the bundled rates' date.
    private let about: @MainActor () -> AboutViewState

    public init(screens: any ConverterScreens, about: @escaping @MainActor () -> AboutViewState) {
        self.screens = screens
        self.about = about
    }

    /// The page lives as long as the window: no result.
    public override func start() -> AnyPublisher<Never, Never> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    public func pickCurrency(selected: String, choices: [CurrencyChoice]) -> AnyPublisher<CurrencyPickerResult, Never> {
        guard let screens else { return Empty().eraseToAnyPublisher() }
        return coordinate(to: CurrencyPickerCoordinator(screens: screens, choices: choices, selectedCode: selected))
    }

    public func showAbout() -> AnyPublisher<AboutResult, Never> {
        guard let screens else { return Empty().eraseToAnyPublisher() }
        return coordinate(to: AboutCoordinator(screens: screens, content: about()))
    }
}
