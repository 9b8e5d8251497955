/// The splash shows only while start-up work really runs: when the work is
/// done within `grace`, the app goes home without ever showing it; once shown,
/// it stays at least `minimumDuration` so it does not flash. Routes home once.
@MainActor
public final class SplashPresenter: Presenter<SplashState, SplashAction, SplashRoute> {
    private let interactor: SplashInteracting
    private let clock: any Clock<Duration>
    private let minimumDuration: Duration
    private let grace: Duration
    private var hasStarted = false
    private var report: StartupReport?
    private var hasShownLongEnough = false
    private var hasRouted = false

    /// - Parameters:
    ///   - grace: how long start-up work may take before the splash shows.
    ///   - minimumDuration: how long a shown splash stays.
    public init(
        interactor: SplashInteracting, clock: any Clock<Duration> = ContinuousClock(), minimumDuration: Duration,
        grace: Duration = .zero
    ) {
        self.interactor = interactor
        self.clock = clock
        self.minimumDuration = minimumDuration
        self.grace = grace
        super.init(initial: SplashState())
    }

    public override func handle(_ action: SplashAction) {
        switch action {
        case .viewDidLoad: start()
        }
    }

    private func start() {
        guard !hasStarted else { return }
        hasStarted = true
        update { $0.status = tr("Getting your journeys ready…") }
        if grace <= .zero { show() }
        run("startup") { [weak self, interactor] in
            let report = await interactor.runStartupWork()
            self?.workFinished(report)
        }
        if grace > .zero {
            run("grace") { [weak self, clock, grace] in
                try? await clock.sleep(for: grace)
                guard !Task.isCancelled else { return }
                self?.show()
            }
        }
    }

    /// The work outlasted the grace period: the splash shows, for at least its minimum.
    private func show() {
        guard report == nil, !state.isShown else { return }
        update { $0.isShown = true }
        run("minimum") { [weak self, clock, minimumDuration] in
            if minimumDuration > .zero { try? await clock.sleep(for: minimumDuration) }
            self?.hasShownLongEnough = true
            self?.routeHomeIfDone()
        }
    }

    private func workFinished(_ report: StartupReport) {
        self.report = report
        if !state.isShown {
            // Done before anything had to be shown: straight home, no splash.
            hasShownLongEnough = true
            cancelWork("grace")
        }
        routeHomeIfDone()
    }

    private func routeHomeIfDone() {
        guard let report, hasShownLongEnough, !hasRouted else { return }
        hasRouted = true
        route(.home(report))
    }
}
