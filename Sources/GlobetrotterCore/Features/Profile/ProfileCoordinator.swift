import OpenCombine

/// The Profile flow: the page, and the image selector as a child
/// coordinator whose result (a path, or nil when cancelled) goes back to
/// the page as `.pictureChosen`; the home country and currency pickers the
/// same way, their choice going back as `.homeCountryChosen` /
/// `.homeCurrencyChosen`. Runs as long as the page.
@MainActor
public final class ProfileCoordinator: Coordinator<Never> {
    private let screens: any ProfileScreens
    private var routes: AnyCancellable?
    private var childRun: AnyCancellable?

    public init(screens: any ProfileScreens) {
        self.screens = screens
    }

    public override func start() -> AnyPublisher<Never, Never> {
        routes = screens.showProfile().sink { [weak self] in self?.handle($0) }
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func handle(_ route: ProfileRoute) {
        // One modal at a time: a second click while one is open opens nothing.
        guard childCoordinatorCount == 0 else { return }
        switch route {
        case .choosePicture:
            childRun = coordinate(to: ModalCoordinator(choosingPictureOn: screens))
                .sink { [weak self] path in self?.screens.sendToProfile(.pictureChosen(path: path)) }
        case .chooseHomeCountry(let countries):
            childRun = coordinate(to: ModalCoordinator(picking: countries, on: screens))
                .sink { [weak self] result in
                    guard case .picked(let country) = result else { return }
                    self?.screens.sendToProfile(.homeCountryChosen(country.alpha2))
                }
        case .chooseHomeCurrency(let currencies):
            childRun = coordinate(to: ModalCoordinator(picking: currencies, on: screens))
                .sink { [weak self] result in
                    guard case .picked(let currency) = result else { return }
                    self?.screens.sendToProfile(.homeCurrencyChosen(currency.code))
                }
        }
    }
}

extension ModalCoordinator where Result == String? {
    /// The image selector as a child flow: its result is the chosen file, or nil when cancelled.
    public convenience init(choosingPictureOn screens: any ProfileScreens) {
        self.init(present: { screens.choosePicture() })
    }
}
