import OpenCombine

/// Shows the splash while start-up work runs, then routes home — after the
/// work *and* a minimum time (so the splash never flashes), exactly once.
@MainActor
public final class SplashPresenter {
    public static let statusText = "Getting your journeys ready…"

    private let interactor: SplashInteracting
    private let router: SplashRouting
    private let viewModel: SplashViewModel
    private let clock: any Clock<Duration>
    private let minimumDuration: Duration
    private var subscriptions: Set<AnyCancellable> = []
    private var startupTask: Task<Void, Never>?
    private(set) var hasRouted = false

    public init(
        interactor: SplashInteracting, router: SplashRouting, viewModel: SplashViewModel,
        clock: any Clock<Duration> = ContinuousClock(), minimumDuration: Duration
    ) {
        self.interactor = interactor
        self.router = router
        self.viewModel = viewModel
        self.clock = clock
        self.minimumDuration = minimumDuration
        viewModel.actions
            .sink { [weak self] action in self?.handle(action) }
            .store(in: &subscriptions)
    }

    private func handle(_ action: SplashAction) {
        switch action {
        case .viewDidLoad: start()
        }
    }

    private func start() {
        guard startupTask == nil else { return }
        viewModel.status.send(Self.statusText)
        startupTask = Task { [weak self, interactor, clock, minimumDuration] in
            async let minimumTimePassed: Void = Self.sleep(clock, for: minimumDuration)
            let report = await interactor.runStartupWork()
            await minimumTimePassed
            // A presenter released meanwhile means its window is gone: stay quiet.
            self?.routeHomeOnce(report)
        }
    }

    private nonisolated static func sleep(_ clock: any Clock<Duration>, for duration: Duration) async {
        guard duration > .zero else { return }
        try? await clock.sleep(for: duration)
    }

    private func routeHomeOnce(_ report: StartupReport) {
        guard !hasRouted else { return }
        hasRouted = true
        router.routeHome(report)
    }
}
