import OpenCombine

/// What the converter page opens: the picker and About windows.
@MainActor
public protocol ConverterScreens: CurrencyPickerScreens, AboutScreens {}

/// The converter page's navigation: runs the picker and About as child
/// coordinators, whose results come back to the presenter as publishers.
@MainActor
public final class ConverterCoordinator: Coordinator<Never>, ConverterRouting {
    private let screens: any ConverterScreens
    private let about: AboutViewState

    public init(screens: any ConverterScreens, about: AboutViewState) {
        self.screens = screens
        self.about = about
    }

    /// The page lives as long as the window: no result.
    public override func start() -> AnyPublisher<Never, Never> {
        Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    public func pickCurrency(selected: String, choices: [CurrencyChoice]) -> AnyPublisher<CurrencyPickerResult, Never> {
        coordinate(to: CurrencyPickerCoordinator(screens: screens, choices: choices, selectedCode: selected))
    }

    public func showAbout() -> AnyPublisher<AboutResult, Never> {
        coordinate(to: AboutCoordinator(screens: screens, content: about))
    }
}
