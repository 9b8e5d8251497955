import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// Assembles the main window's content and its page modules.
@MainActor
public final class ShellModule {
    let view: ShellView
    public let viewModel: ShellViewModel
    private let presenter: ShellPresenter
    private let router: ShellRouter
    let tripsMap: TripsMapPage
    public let holidaysFlow: HolidaysFlow?
    private let holidaysCoordinator: HolidaysCoordinator?
    private var holidaysRun: AnyCancellable?
    public let converterFlow: ConverterFlow?
    /// Watches for the network coming back; nil in offline mode.
    private(set) var networkWatch: SignalConnection?

    public init(environment: AppEnvironment, initialPage: AppPage, report: StartupReport, menu: Menu) {
        tripsMap = TripsMapPage(tileProvider: environment.tiles)
        let viewModel = ShellViewModel(initialPage: initialPage)
        self.viewModel = viewModel
        if let holidays = environment.holidays {
            let flow = HolidaysFlow(dependencies: holidays, settings: environment.settings) { [weak viewModel] in
                viewModel?.messages.send($0)
            }
            holidaysFlow = flow
            holidaysCoordinator = HolidaysCoordinator(screens: flow)
        } else {
            holidaysFlow = nil
            holidaysCoordinator = nil
        }
        converterFlow = environment.converter.map { ConverterFlow(dependencies: $0, settings: environment.settings) }
        var pages: [AppPage: Widget] = [:]
        for page in AppPage.allCases {
            pages[page] = page == .trips ? tripsMap.root : PlaceholderPage.make(for: page)
        }
        if let holidaysFlow { pages[.holidays] = holidaysFlow.root }
        if let converterFlow { pages[.converter] = converterFlow.root }
        view = ShellView(pages: pages, menu: menu)
        router = ShellRouter()
        router.viewModel = viewModel
        presenter = ShellPresenter(
            viewModel: viewModel, settings: environment.settings, router: router, isOffline: environment.isOffline,
            startupReport: report)
        view.bind(to: viewModel)
        viewModel.actions.send(.viewDidLoad)
        holidaysRun = holidaysCoordinator?.start().sink { _ in }
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

    /// The network is back: every page showing fallback data asks for live data again.
    public func networkBecameAvailable() {
        holidaysFlow?.sendToHolidays(.networkBecameAvailable)
        converterFlow?.viewModel.actions.send(.networkBecameAvailable)
    }

    public var root: Widget { view.root }
    public var visiblePage: AppPage? { view.visiblePage }

    public func select(_ page: AppPage) { viewModel.actions.send(.selectPage(page)) }

    /// Back from a sub-page (Profile, a holiday's detail) to where it was opened.
    public func goBack() {
        if visiblePage == .holidays, let holidaysFlow, holidaysFlow.root.visibleChildName == "detail" {
            holidaysFlow.goBack()
            return
        }
        let page = AppPage(rawValue: view.viewStack.visibleChildName ?? "") ?? .holidays
        viewModel.selectedPage.send(page)
    }

    /// Calls `handler` when `page` has shown its initial content (map tiles loaded).
    public func whenContentReady(of page: AppPage, _ handler: @escaping @MainActor () -> Void) {
        switch page {
        case .trips: tripsMap.tiles.whenFirstTilesLoaded(handler)
        case .holidays: holidaysFlow?.whenContentReady(handler) ?? handler()
        case .converter: converterFlow?.whenContentReady(handler) ?? handler()
        default: handler()
        }
    }
}
