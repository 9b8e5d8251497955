import OpenCombine
import Testing

@testable import GlobetrotterCore

@MainActor
private final class RecordingShellRouter: ShellRouting {
    var profileShown = 0
    func showProfile() { profileShown += 1 }
}

@MainActor
private final class RecordingScreens: AppRootScreens {
    let splashRoutes = PassthroughSubject<SplashRoute, Never>()
    var events: [String] = []

    func showSplash() -> AnyPublisher<SplashRoute, Never> {
        events.append("splash")
        return splashRoutes.eraseToAnyPublisher()
    }

    func showMain(page: AppPage, report: StartupReport) {
        events.append("main:\(page.rawValue):\(report.failures.count)")
    }
}

@MainActor
@Suite struct ShellTests {
    private func makeShell(offline: Bool = false, report: StartupReport = StartupReport(), page: AppPage = .holidays)
        -> (ShellViewModel, ShellPresenter, SettingsStore, RecordingShellRouter)
    {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let viewModel = ShellViewModel(initialPage: page)
        let router = RecordingShellRouter()
        let presenter = ShellPresenter(
            viewModel: viewModel, settings: settings, router: router, isOffline: offline, startupReport: report)
        return (viewModel, presenter, settings, router)
    }

    @Test func selectingPagesPublishesEachOnceAndRemembersSwitcherPages() {
        let (viewModel, presenter, settings, _) = makeShell()
        var pages: [AppPage] = []
        let subscription = viewModel.selectedPage.sink { pages.append($0) }
        viewModel.actions.send(.selectPage(.trips))
        viewModel.actions.send(.selectPage(.trips))
        viewModel.actions.send(.selectPage(.profile))
        #expect(pages == [.holidays, .trips, .profile])
        #expect(settings[SettingsKeys.lastPage] == "trips", "Profile is a sub-page, not remembered as the last page")
        withExtendedLifetime(presenter) {}
        subscription.cancel()
    }

    @Test func offlineModeAndStartupFailuresAreShownOnLoad() {
        let failure = StartupFailure(
            step: "Opening your data",
            problem: .userData(
                .notWritable(details: "Error Domain=NSCocoaErrorDomain Code=512 \"(null)\"")))
        let (viewModel, presenter, _, _) = makeShell(offline: true, report: StartupReport(failures: [failure]))
        var notices: [String?] = []
        var messages: [String] = []
        let subscriptions = [
            viewModel.offlineNotice.sink { notices.append($0) }, viewModel.messages.sink { messages.append($0) },
        ]
        viewModel.actions.send(.viewDidLoad)
        #expect(notices == [nil, "Offline — using bundled data"])
        #expect(
            messages == [
                "Your data folder can’t be written, so trips, checklists and your profile can’t be saved. "
                    + "Holidays and the converter work as usual."
            ])
        withExtendedLifetime(presenter) {}
        subscriptions.forEach { $0.cancel() }
    }

    /// Each start-up problem says what happened and what still works, never the system's text.
    @Test(arguments: [
        (
            StartupProblem.userData(.notWritable(details: "Error Domain=NSCocoaErrorDomain Code=512")),
            "can’t be written"
        ),
        (.userData(.diskFull(details: "SQLite error 13: database or disk is full")), "The disk is full"),
        (.userData(.damaged(details: "SQLite error 26: file is not a database")), "damaged"),
        (.userData(.unexpected(details: "SQLite error 5: database is locked")), "could not be opened"),
        (.unexpected(details: "Swift.DecodingError"), "details are in the log"),
        (.settingsNotSaved(details: "The settings schema is not installed"), "preferences will not be kept"),
    ])
    func startupProblemsAreSentencesNotSystemText(problem: StartupProblem, phrase: String) {
        let sentence = ShellPresenter.sentence(for: problem)
        #expect(sentence.contains(phrase))
        #expect(sentence.hasSuffix("works as usual.") || sentence.hasSuffix("work as usual."), "and what still works")
        #expect(!sentence.contains(problem.details))
        #expect(!sentence.contains("Error") && !sentence.contains("SQLite"))
    }

    @Test func onlineModeShowsNoOfflineNotice() {
        let (viewModel, presenter, _, _) = makeShell(offline: false)
        var notices: [String?] = []
        let subscription = viewModel.offlineNotice.sink { notices.append($0) }
        viewModel.actions.send(.viewDidLoad)
        #expect(notices == [nil, nil])
        withExtendedLifetime(presenter) {}
        subscription.cancel()
    }

    @Test func profileActionAsksTheRouter() {
        let (viewModel, presenter, _, router) = makeShell()
        viewModel.actions.send(.showProfile)
        #expect(router.profileShown == 1)
        withExtendedLifetime(presenter) {}
    }

    @Test func initialPagePrefersTheCommandLineThenTheLastPage() {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        #expect(ShellPresenter.initialPage(requested: nil, settings: settings) == .holidays)
        settings[SettingsKeys.lastPage] = "converter"
        #expect(ShellPresenter.initialPage(requested: nil, settings: settings) == .converter)
        #expect(ShellPresenter.initialPage(requested: .todo, settings: settings) == .todo)
        settings[SettingsKeys.lastPage] = "no-such-page"
        #expect(ShellPresenter.initialPage(requested: nil, settings: settings) == .holidays)
    }

    @Test func appCoordinatorShowsTheSplashThenMainOnce() {
        let screens = RecordingScreens()
        let settings = SettingsStore(backend: MemorySettingsBackend())
        settings[SettingsKeys.lastPage] = "trips"
        let coordinator = AppCoordinator(screens: screens, requestedPage: nil, settings: settings)
        let subscription = coordinator.start().sink { _ in }
        #expect(screens.events == ["splash"])
        #expect(!coordinator.isShowingMain)
        let report = StartupReport(failures: [StartupFailure(step: "a", problem: .unexpected(details: "b"))])
        screens.splashRoutes.send(.home(report))
        screens.splashRoutes.send(.home(StartupReport()))
        #expect(screens.events == ["splash", "main:trips:1"])
        #expect(coordinator.isShowingMain)
        subscription.cancel()
    }

    @Test func appCoordinatorOpensTheRequestedPage() {
        let screens = RecordingScreens()
        let coordinator = AppCoordinator(
            screens: screens, requestedPage: .converter, settings: SettingsStore(backend: MemorySettingsBackend()))
        let subscription = coordinator.start().sink { _ in }
        screens.splashRoutes.send(.home(StartupReport()))
        #expect(screens.events == ["splash", "main:converter:0"])
        subscription.cancel()
    }
}
