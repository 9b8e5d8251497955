import OpenCombine

/// The main window's page switching: remembers the last page, reports
/// offline mode and start-up problems.
@MainActor
public final class ShellPresenter {
    private let viewModel: ShellViewModel
    private let settings: SettingsStore
    private let router: ShellRouting
    private let isOffline: Bool
    private let startupReport: StartupReport
    private var subscriptions: Set<AnyCancellable> = []

    public init(
        viewModel: ShellViewModel, settings: SettingsStore, router: ShellRouting, isOffline: Bool,
        startupReport: StartupReport
    ) {
        self.viewModel = viewModel
        self.settings = settings
        self.router = router
        self.isOffline = isOffline
        self.startupReport = startupReport
        viewModel.actions
            .sink { [weak self] in self?.handle($0) }
            .store(in: &subscriptions)
    }

    /// The page to open: the command line's, else the last one used.
    public static func initialPage(requested: AppPage?, settings: SettingsStore) -> AppPage {
        requested ?? AppPage(rawValue: settings[SettingsKeys.lastPage]) ?? .holidays
    }

    /// What happened and what still works; the details are in the log.
    static func sentence(for problem: StartupProblem) -> String {
        let stillWorks = "Holidays and the converter work as usual."
        return switch problem {
        case .userData(.notWritable):
            "Your data folder can’t be written, so trips, checklists and your profile can’t be saved. \(stillWorks)"
        case .userData(.diskFull):
            "The disk is full, so trips, checklists and your profile can’t be saved. \(stillWorks)"
        case .userData(.damaged):
            "Your saved data is damaged and could not be opened; the file was left as it is. \(stillWorks)"
        case .userData(.unexpected):
            "Your saved data could not be opened. \(stillWorks)"
        case .settingsNotSaved:
            "Your preferences will not be kept after Globetrotter closes. Everything else works as usual."
        case .unexpected:
            "Part of start-up failed; the details are in the log. \(stillWorks)"
        }
    }

    private func handle(_ action: ShellAction) {
        switch action {
        case .viewDidLoad:
            viewModel.offlineNotice.send(isOffline ? "Offline — using bundled data" : nil)
            for failure in startupReport.failures {
                viewModel.messages.send(Self.sentence(for: failure.problem))
            }
        case .selectPage(let page):
            guard page != viewModel.selectedPage.value else { return }
            viewModel.selectedPage.send(page)
            if AppPage.switcherPages.contains(page) {
                settings[SettingsKeys.lastPage] = page.rawValue
            }
        case .showProfile:
            router.showProfile()
        }
    }
}
