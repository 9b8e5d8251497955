import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// Assembles the main window's content: the shell's own module and the
/// page flows with their coordinators.
@MainActor
public final class ShellModule {
    let module: Module<ShellView, ShellState, ShellAction, ShellRoute>
    let tripsMap: TripsMapPage
    public let holidaysFlow: HolidaysFlow?
    public let converterFlow: ConverterFlow?
    private var coordinatorRuns: [AnyCancellable] = []
    private var coordinators: [AnyObject] = []
    /// Watches for the network coming back; nil in offline mode.
    private(set) var networkWatch: SignalConnection?

    public init(environment: AppEnvironment, initialPage: AppPage, report: StartupReport, menu: Menu) {
        tripsMap = TripsMapPage(tileProvider: environment.tiles)
        var showMessage: @MainActor (String) -> Void = { _ in }
        holidaysFlow = environment.holidays.map {
            HolidaysFlow(dependencies: $0, settings: environment.settings) { showMessage($0) }
        }
        converterFlow = environment.converter.map { ConverterFlow(dependencies: $0, settings: environment.settings) }
        var pages: [AppPage: Widget] = [:]
        for page in AppPage.allCases {
            pages[page] = page == .trips ? tripsMap.root : PlaceholderPage.make(for: page)
        }
        if let holidaysFlow { pages[.holidays] = holidaysFlow.root }
        if let converterFlow { pages[.converter] = converterFlow.root }
        let presenter = ShellPresenter(
            settings: environment.settings, initialPage: initialPage, isOffline: environment.isOffline,
            startupReport: report)
        module = Module(view: ShellView(pages: pages, menu: menu), presenter: presenter, loaded: .viewDidLoad)
        showMessage = { [weak viewModel = module.viewModel] in viewModel?.send(.showMessage($0)) }
        if let holidaysFlow { start(HolidaysCoordinator(screens: holidaysFlow)) }
        if let converterFlow { start(ConverterCoordinator(screens: converterFlow)) }
        if !environment.isOffline {
            networkWatch = NetworkMonitor().onAvailabilityChanged { [weak self] available in
                if available { self?.networkBecameAvailable() }
            }
        }
    }

    private func start(_ coordinator: Coordinator<Never>) {
        coordinators.append(coordinator)
        coordinatorRuns.append(coordinator.start().sink { _ in })
    }

    isolated deinit {
        // The default monitor lives as long as the process; the handler must not.
        networkWatch?.disconnect()
    }

    public var viewModel: ViewModel<ShellState, ShellAction> { module.viewModel }

    /// The network is back: every page showing fallback data asks for live data again.
    public func networkBecameAvailable() {
        holidaysFlow?.sendToHolidays(.networkBecameAvailable)
        converterFlow?.sendToConverter(.networkBecameAvailable)
    }

    public var root: Widget { module.view.root }
    public var visiblePage: AppPage? { module.view.visiblePage }

    public func select(_ page: AppPage) { viewModel.send(.selectPage(page)) }

    /// Back from a sub-page (Profile, a holiday's detail) to where it was opened.
    public func goBack() {
        if visiblePage == .holidays, let holidaysFlow, holidaysFlow.isShowingDetail {
            holidaysFlow.goBack()
            return
        }
        viewModel.send(.goBack)
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
