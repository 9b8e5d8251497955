import OpenCombine

/// What the app coordinator needs from the window: build a module and make it
/// the window's root (the samples' `AppRouter`/`updateCurrent`).
@MainActor
public protocol AppRootScreens: AnyObject {
    /// Shows the splash as the root; publishes its route.
    func showSplash() -> AnyPublisher<SplashRoute, Never>
    /// Replaces the root with the main shell.
    func showMain(page: AppPage, report: StartupReport)
}

/// Owns the window's root: splash first, then the main view. Never finishes.
@MainActor
public final class AppCoordinator: Coordinator<Never> {
    private let screens: AppRootScreens
    private let requestedPage: AppPage?
    private let settings: SettingsStore
    private var subscriptions: Set<AnyCancellable> = []
    public private(set) var isShowingMain = false

    public init(screens: AppRootScreens, requestedPage: AppPage?, settings: SettingsStore) {
        self.screens = screens
        self.requestedPage = requestedPage
        self.settings = settings
    }

    public override func start() -> AnyPublisher<Never, Never> {
        screens.showSplash()
            .first()
            .sink { [weak self] route in self?.route(route) }
            .store(in: &subscriptions)
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func route(_ route: SplashRoute) {
        switch route {
        case .home(let report):
            isShowingMain = true
            screens.showMain(
                page: ShellPresenter.initialPage(requested: requestedPage, settings: settings), report: report)
        }
    }
}
