import GlobetrotterCore
import GtkKit

/// Assembles the main window's content and its page modules.
@MainActor
public final class ShellModule {
    let view: ShellView
    public let viewModel: ShellViewModel
    private let presenter: ShellPresenter
    private let router: ShellRouter
    let tripsMap: TripsMapPage

    public init(environment: AppEnvironment, initialPage: AppPage, report: StartupReport, menu: Menu) {
        tripsMap = TripsMapPage(tileProvider: environment.tiles)
        var pages: [AppPage: Widget] = [:]
        for page in AppPage.allCases {
            pages[page] = page == .trips ? tripsMap.root : PlaceholderPage.make(for: page)
        }
        view = ShellView(pages: pages, menu: menu)
        viewModel = ShellViewModel(initialPage: initialPage)
        router = ShellRouter()
        router.viewModel = viewModel
        presenter = ShellPresenter(
            viewModel: viewModel, settings: environment.settings, router: router, isOffline: environment.isOffline,
            startupReport: report)
        view.bind(to: viewModel)
        viewModel.actions.send(.viewDidLoad)
    }

    public var root: Widget { view.root }
    public var visiblePage: AppPage? { view.visiblePage }

    public func select(_ page: AppPage) { viewModel.actions.send(.selectPage(page)) }

    /// Back from a sub-page (Profile) to the last switcher page.
    public func goBack() {
        let page = AppPage(rawValue: view.viewStack.visibleChildName ?? "") ?? .holidays
        viewModel.selectedPage.send(page)
    }

    /// Calls `handler` when `page` has shown its initial content (map tiles loaded).
    public func whenContentReady(of page: AppPage, _ handler: @escaping @MainActor () -> Void) {
        page == .trips ? tripsMap.tiles.whenIdle(handler) : handler()
    }
}
