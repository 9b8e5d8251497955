import OpenCombine

/// Runs the About window: opens its link on request and reports `.closed` once.
@MainActor
public final class AboutCoordinator: Coordinator<AboutResult> {
    private let screens: any AboutScreens
    private let content: AboutViewState
    private var subscriptions: Set<AnyCancellable> = []

    public init(screens: any AboutScreens, content: AboutViewState) {
        self.screens = screens
        self.content = content
    }

    public override func start() -> AnyPublisher<AboutResult, Never> {
        let viewModel = AboutViewModel(content: content)
        let closed = PassthroughSubject<AboutResult, Never>()
        // About has no logic beyond these two actions, so the coordinator
        // handles them itself rather than through a presenter.
        viewModel.actions
            .sink { [weak self] action in
                guard let self else { return }
                switch action {
                case .openLink: screens.open(content.linkURL)
                case .close:
                    subscriptions.removeAll()
                    screens.dismissAbout()
                    closed.send(.closed)
                }
            }
            .store(in: &subscriptions)
        screens.presentAbout(viewModel)
        return closed.eraseToAnyPublisher()
    }
}
