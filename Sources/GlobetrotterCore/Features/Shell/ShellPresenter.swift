/// The main window's page switching: remembers the last page, reports
/// offline mode and start-up problems, and shows the pages' messages.
@MainActor
public final class ShellPresenter: Presenter<ShellState, ShellAction, ShellRoute> {
    private let settings: SettingsStore
    private let isOffline: Bool
    private let startupReport: StartupReport
    private let switcherPages: [AppPage]

    /// - Parameters:
    ///   - initialPage: the page asked for; one the window does not have opens the switcher's first.
    ///   - pages: every page of the window; `switcherPages` those of the view switcher, in order.
    public init(
        settings: SettingsStore, initialPage: AppPage, pages: [AppPage], switcherPages: [AppPage], isOffline: Bool,
        startupReport: StartupReport
    ) {
        self.settings = settings
        self.isOffline = isOffline
        self.startupReport = startupReport
        self.switcherPages = switcherPages
        let page = pages.contains(initialPage) ? initialPage : switcherPages[0]
        super.init(initial: ShellState(selectedPage: page, switcherPages: switcherPages))
    }

    /// The page to open: the command line's, else the last one used.
    public static func initialPage(requested: AppPage?, settings: SettingsStore) -> AppPage {
        requested ?? AppPage(rawValue: settings[SettingsKeys.lastPage])
    }

    /// What happened and what still works; the details are in the log.
    static func sentence(for problem: StartupProblem) -> String {
        switch problem {
        case .userData(.notWritable):
            tr(
                "Your data folder can’t be written, so trips, checklists and your profile can’t be saved. Holidays and the converter work as usual."
            )
        case .userData(.diskFull):
            tr(
                "The disk is full, so trips, checklists and your profile can’t be saved. Holidays and the converter work as usual."
            )
        case .userData(.damaged):
            tr(
                "Your saved data is damaged and could not be opened; the file was left as it is. Holidays and the converter work as usual."
            )
        case .userData(.unexpected):
            tr("Your saved data could not be opened. Holidays and the converter work as usual.")
        case .settingsNotSaved:
            tr("Your preferences will not be kept after Globetrotter closes. Everything else works as usual.")
        case .unexpected:
            tr("Part of start-up failed; the details are in the log. Holidays and the converter work as usual.")
        }
    }

    public override func handle(_ action: ShellAction) {
        switch action {
        case .viewDidLoad:
            update { $0.offlineNotice = isOffline ? tr("Offline — using bundled data") : nil }
            for failure in startupReport.failures { showMessage(Self.sentence(for: failure.problem)) }
        case .selectPage(let page):
            guard page != state.selectedPage else { return }
            update {
                $0.selectedPage = page
                if switcherPages.contains(page) { $0.lastSwitcherPage = page }
            }
            if switcherPages.contains(page) {
                settings[SettingsKeys.lastPage] = page.rawValue
            }
        case .goBack:
            update { $0.selectedPage = $0.lastSwitcherPage }
        case .showMessage(let text):
            showMessage(text)
        }
    }

    private func showMessage(_ text: String) {
        update { $0.toast = Toast(text: text) }
    }
}
