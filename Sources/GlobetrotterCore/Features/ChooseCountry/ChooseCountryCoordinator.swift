import OpenCombine

/// Where the Choose Country modal is shown (a transient window in the app).
@MainActor
public protocol ChooseCountryScreens: AnyObject {
    /// Presents the modal; its publisher emits the choice once, after which the modal is gone.
    func presentChooseCountry() -> AnyPublisher<ChooseCountryResult, Never>
}

/// Runs the Choose Country modal; its result is the module's.
@MainActor
public final class ChooseCountryCoordinator: Coordinator<ChooseCountryResult> {
    private let screens: ChooseCountryScreens

    public init(screens: ChooseCountryScreens) {
        self.screens = screens
    }

    public override func start() -> AnyPublisher<ChooseCountryResult, Never> {
        screens.presentChooseCountry()
    }
}
