import GlobetrotterCore
import OpenCombine

/// What the Packing flow needs from the UI: the page and the country picker.
@MainActor
protocol PackingScreens: PickerScreens {
    /// Builds the page; its routes come back through the publisher.
    func showPacking() -> AnyPublisher<PackingRoute, Never>
    /// Sends an action to the page's presenter (a child flow's result).
    func sendToPacking(_ action: PackingAction)
}

/// The Packing flow: the page, and Choose Country as a child coordinator
/// whose result goes back to the page as an action.
@MainActor
final class PackingCoordinator: Coordinator<Never> {
    private let screens: any PackingScreens
    private var pageRoutes: AnyCancellable?
    private var childRun: AnyCancellable?

    init(screens: any PackingScreens) { self.screens = screens }

    override func start() -> AnyPublisher<Never, Never> {
        pageRoutes = screens.showPacking().sink { [weak self] in self?.handle($0) }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func handle(_ route: PackingRoute) {
        switch route {
        case .chooseCountry(let countries):
            guard childCoordinatorCount == 0 else { return }
            childRun = coordinate(to: ModalCoordinator(picking: countries, on: screens))
                .sink { [weak self] result in
                    if case .picked(let country) = result { self?.screens.sendToPacking(.countryChosen(country)) }
                }
        }
    }
}
