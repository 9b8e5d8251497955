import OpenCombine

/// The Profile flow: the page, and the image selector as a child
/// coordinator whose result (a path, or nil when cancelled) goes back to
/// the page as `.pictureChosen`. Runs as long as the page.
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
        switch route {
        case .choosePicture:
            // One selector at a time: a second click while it is open opens nothing.
            guard childCoordinatorCount == 0 else { return }
            childRun = coordinate(to: ModalCoordinator(choosingPictureOn: screens))
                .sink { [weak self] path in self?.screens.sendToProfile(.pictureChosen(path: path)) }
        case .chooseHomeCountry, .chooseHomeCurrency:
            // The home country and currency pickers come with their settings (issue 13's UI part).
            break
        }
    }
}

extension ModalCoordinator where Result == String? {
    /// The image selector as a child flow: its result is the chosen file, or nil when cancelled.
    public convenience init(choosingPictureOn screens: any ProfileScreens) {
        self.init(present: { screens.choosePicture() })
    }
}
