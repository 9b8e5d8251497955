import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The main window's content: the shell's own module (switching, offline
/// note, start-up problems) over the pages of a page list. The shell knows a
/// page only as a `WindowPage`: it makes every page (cheap), starts one the
/// first time it is shown, and hands it Back, search results and the network.
@MainActor
public final class ShellModule {
    let module: Module<ShellView, ShellState, ShellAction, ShellRoute>
    public let pageList: PageList
    private let pages: [AppPage: any WindowPage]
    private var started: Set<AppPage> = []
    private var pageSelection: AnyCancellable?
    private var titleFollowing: AnyCancellable?
    private let windowTitleSubject = CurrentValueSubject<String, Never>(AppInfo.name)
    /// Watches for the network coming back; nil in offline mode.
    private(set) var networkWatch: SignalConnection?

    public init(
        environment: AppEnvironment, pages pageList: PageList = AppPages.list, initialPage: AppPage,
        report: StartupReport, menu: Menu
    ) {
        self.pageList = pageList
        var pages: [AppPage: any WindowPage] = [:]
        var shown: [ShellView.ShownPage] = []
        for entry in pageList.entries {
            let page = entry.make(environment)
            pages[entry.page] = page
            let headerButton = entry.placement == .subPage ? page.headerButtonContent : nil
            shown.append(ShellView.ShownPage(entry: entry, root: page.root, headerButtonContent: headerButton))
        }
        self.pages = pages
        let presenter = ShellPresenter(
            settings: environment.settings, initialPage: initialPage, pages: pageList.pages,
            switcherPages: pageList.switcherPages, isOffline: environment.isOffline, startupReport: report)
        module = Module(view: ShellView(pages: shown, menu: menu), presenter: presenter, loaded: .viewDidLoad)
        pageSelection = module.viewModel.field(\.selectedPage)
            .sink { [weak self] page in self?.pageSelected(page) }
        if !environment.isOffline {
            networkWatch = NetworkMonitor().onAvailabilityChanged { [weak self] available in
                if available { self?.networkBecameAvailable() }
            }
        }
    }

    isolated deinit {
        // The default monitor lives as long as the process; the handler must not.
        networkWatch?.disconnect()
    }

    public var viewModel: ViewModel<ShellState, ShellAction> { module.viewModel }
    public var root: Widget { module.view.root }
    public var visiblePage: AppPage? { module.view.visiblePage }

    /// The window's title: the shown page's document (an open trip's name), else the app's name.
    public var windowTitle: AnyPublisher<String, Never> { windowTitleSubject.removeDuplicates().eraseToAnyPublisher() }

    private func pageSelected(_ page: AppPage) {
        guard let shown = pages[page] else { return }
        // Shown again: its data may have changed on another page meanwhile.
        if !startIfNeeded(page) { shown.wasShownAgain() }
        titleFollowing = shown.documentTitle.sink { [windowTitleSubject] in
            windowTitleSubject.send($0 ?? AppInfo.name)
        }
    }

    /// Starts `page` unless it has been; true when it starts now.
    @discardableResult
    private func startIfNeeded(_ page: AppPage) -> Bool {
        guard let shown = pages[page], started.insert(page).inserted else { return false }
        shown.start()
        return true
    }

    public func select(_ page: AppPage) { viewModel.send(.selectPage(page)) }

    /// Shows the page of type `Page` and returns it, started (Ctrl+N asks the Trips page).
    @discardableResult
    public func show<Page: WindowPage>(_ type: Page.Type) -> Page? {
        guard let (name, page) = pages.first(where: { $0.value is Page }) else { return nil }
        select(name)
        startIfNeeded(name)
        return page as? Page
    }

    /// The page of type `Page` if it is the one shown.
    public func visible<Page: WindowPage>(_ type: Page.Type) -> Page? {
        visiblePage.flatMap { pages[$0] } as? Page
    }

    /// The page `page`, started or not; nil when the window has no such page.
    public func page(_ page: AppPage) -> (any WindowPage)? { pages[page] }

    /// The network is back: every started page showing fallback data asks for live data again.
    public func networkBecameAvailable() {
        for page in started { pages[page]?.networkBecameAvailable() }
    }

    /// Where an Activities search result leads: its page, with what it found.
    public func open(_ target: SearchTarget) {
        guard let page = pages[target.page] else { return }
        select(target.page)
        startIfNeeded(target.page)
        _ = page.open(target)
    }

    /// Back within the shown page (a holiday's detail, an open trip), else from a sub-page to where it was opened.
    public func goBack() {
        if let page = visiblePage.flatMap({ pages[$0] }), page.goBack() { return }
        viewModel.send(.goBack)
    }

    /// Calls `handler` once the pages' switcher has settled in the header or the bottom bar.
    public func whenSwitcherSettled(_ handler: @escaping @MainActor () -> Void) {
        module.view.whenSwitcherSettled(handler)
    }

    /// Calls `handler` when `page` has shown its initial content (map tiles
    /// loaded); a sub-page's once it has slid in too.
    public func whenContentReady(of page: AppPage, _ handler: @escaping @MainActor () -> Void) {
        guard let shown = pages[page] else { return handler() }
        startIfNeeded(page)
        guard pageList.entry(for: page)?.placement == .subPage else { return shown.whenContentReady(handler) }
        shown.whenContentReady { [view = module.view] in view.whenNavigationSettled(handler) }
    }
}
