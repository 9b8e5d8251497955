import OpenCombine

/// What the converter flow needs from the UI: the page and the windows it opens.
@MainActor
public protocol ConverterScreens: PickerScreens, RatesAboutScreens {
    /// Builds the page; its routes come back through the publisher.
    func showConverter() -> AnyPublisher<ConverterRoute, Never>
    /// Sends an action to the page's presenter (a child flow's result).
    func sendToConverter(_ action: ConverterAction)
}

/// The converter's navigation: the currency picker and About as child
/// coordinators; the picker's result goes back to the page. Runs as long as the window.
@MainActor
public final class ConverterCoordinator: Coordinator<Never> {
    private let screens: any ConverterScreens
    private var pageRoutes: AnyCancellable?
    /// The open modal's result; one modal at a time, so one subscription.
    private var childRun: AnyCancellable?

    public init(screens: any ConverterScreens) {
        self.screens = screens
    }

    public override func start() -> AnyPublisher<Never, Never> {
        pageRoutes = screens.showConverter()
            .sink { [weak self] in self?.handle($0) }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func handle(_ route: ConverterRoute) {
        // One modal at a time: a second request while one is open is ignored.
        guard childCoordinatorCount == 0 else { return }
        switch route {
        case .pickCurrency(let currencies, let side):
            childRun = coordinate(to: ModalCoordinator(picking: currencies, on: screens))
                .sink { [weak self] result in
                    guard case .picked(let currency) = result else { return }
                    self?.screens.sendToConverter(.currencyPicked(currency, side: side))
                }
        case .showAbout(let about):
            childRun = coordinate(to: ModalCoordinator(about: about, on: screens)).sink { _ in }
        }
    }
}
