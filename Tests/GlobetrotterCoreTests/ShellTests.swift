import OpenCombine
import Testing

@testable import GlobetrotterCore

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

/// The window's pages as the UI's page list (`AppPages.list`) names them.
enum AppPageNames {
    static let switcher: [AppPage] = [.holidays, .converter, .trips, .todo]
    static let all = switcher + [.profile]
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ShellTests {
    static let switcherPages = AppPageNames.switcher
    static let pages = AppPageNames.all

    private func makeShell(offline: Bool = false, report: StartupReport = StartupReport(), page: AppPage = .holidays)
        -> (ViewModel<ShellState, ShellAction>, ShellPresenter, SettingsStore)
    {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        let presenter = ShellPresenter(
            settings: settings, initialPage: page, pages: Self.pages, switcherPages: Self.switcherPages,
            isOffline: offline, startupReport: report)
        return (presenter.viewModel, presenter, settings)
    }

    @Test func selectingPagesPublishesEachOnceAndRemembersSwitcherPages() {
        let (viewModel, presenter, settings) = makeShell()
        var pages: [AppPage] = []
        let subscription = viewModel.field(\.selectedPage).sink { pages.append($0) }
        viewModel.send(.selectPage(.trips))
        viewModel.send(.selectPage(.trips))
        viewModel.send(.selectPage(.profile))
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
        let (viewModel, presenter, _) = makeShell(offline: true, report: StartupReport(failures: [failure]))
        var notices: [String?] = []
        var messages: [String] = []
        let subscriptions = [
            viewModel.field(\.offlineNotice).sink { notices.append($0) },
            viewModel.field(\.toast).compactMap { $0?.text }.sink { messages.append($0) },
        ]
        viewModel.send(.viewDidLoad)
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

    /// A page the window does not have (a last page of a build that had it) opens the switcher's first.
    @Test func aPageTheWindowHasNotOpensTheFirstSwitcherPage() {
        let (viewModel, presenter, _) = makeShell(page: AppPage(rawValue: "packing"))
        #expect(viewModel.state.selectedPage == .holidays)
        #expect(viewModel.state.lastSwitcherPage == .holidays)
        withExtendedLifetime(presenter) {}
    }

    @Test func onlineModeShowsNoOfflineNotice() {
        let (viewModel, presenter, _) = makeShell(offline: false)
        var notices: [String?] = []
        let subscription = viewModel.field(\.offlineNotice).sink { notices.append($0) }
        viewModel.send(.viewDidLoad)
        #expect(notices == [nil])
        withExtendedLifetime(presenter) {}
        subscription.cancel()
    }

    @Test func profileOpensAndBackReturnsToThePageItWasOpenedFrom() {
        let (viewModel, presenter, settings) = makeShell(page: .converter)
        viewModel.send(.selectPage(.profile))
        #expect(viewModel.state.selectedPage == .profile)
        viewModel.send(.goBack)
        #expect(viewModel.state.selectedPage == .converter)
        viewModel.send(.selectPage(.trips))
        viewModel.send(.selectPage(.profile))
        viewModel.send(.goBack)
        #expect(viewModel.state.selectedPage == .trips)
        #expect(settings[SettingsKeys.lastPage] == "trips")
        withExtendedLifetime(presenter) {}
    }

    @Test func pagesMessagesAreToastsEvenWhenTheSameTextComesTwice() {
        let (viewModel, presenter, _) = makeShell()
        var toasts: [Toast] = []
        let subscription = viewModel.field(\.toast).compactMap { $0 }.sink { toasts.append($0) }
        viewModel.send(.showMessage("Saved holidays-DE-2026.ics"))
        viewModel.send(.showMessage("Saved holidays-DE-2026.ics"))
        #expect(toasts.map(\.text) == ["Saved holidays-DE-2026.ics", "Saved holidays-DE-2026.ics"])
        #expect(Set(toasts.map(\.id)).count == 2)
        withExtendedLifetime((presenter, subscription)) {}
    }

    @Test func initialPagePrefersTheCommandLineThenTheLastPage() {
        let settings = SettingsStore(backend: MemorySettingsBackend())
        #expect(ShellPresenter.initialPage(requested: nil, settings: settings) == .holidays)
        settings[SettingsKeys.lastPage] = "converter"
        #expect(ShellPresenter.initialPage(requested: nil, settings: settings) == .converter)
        #expect(ShellPresenter.initialPage(requested: .todo, settings: settings) == .todo)
        // A page the window does not have is the shell's to refuse (it opens the switcher's first).
        settings[SettingsKeys.lastPage] = "no-such-page"
        let remembered = ShellPresenter.initialPage(requested: nil, settings: settings)
        let presenter = ShellPresenter(
            settings: settings, initialPage: remembered, pages: Self.pages, switcherPages: Self.switcherPages,
            isOffline: false, startupReport: StartupReport())
        #expect(presenter.state.selectedPage == .holidays)
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
