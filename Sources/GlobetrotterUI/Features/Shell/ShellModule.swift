import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// Assembles the main window's content: the shell's own module and the
/// page flows with their coordinators.
@MainActor
public final class ShellModule {
    let module: Module<ShellView, ShellState, ShellAction, ShellRoute>
    /// Built the first time Trips is shown.
    private(set) var tripsMap: TripsMapPage?
    /// Built the first time Trips is shown, when the user's database opens.
    private(set) var tripsFlow: TripsFlow?
    /// Built the first time To-Do is shown, when the user's database opens.
    private(set) var toDo: Module<ToDoView, ToDoState, ToDoAction, ToDoRoute>?
    public let holidaysFlow: HolidaysFlow?
    public let converterFlow: ConverterFlow?
    /// The Profile page's flow; nil keeps the placeholder page.
    public let profileFlow: ProfileFlow?
    private var profileLookFollowing: AnyCancellable?
    /// What builds each page that has not been shown yet. Only the first page
    /// is built before the window's first frame; the others when first shown.
    private var pageBuilders: [AppPage: @MainActor () -> Void] = [:]
    private var coordinatorRuns: [AnyCancellable] = []
    private var coordinators: [AnyObject] = []
    private var pageSelection: AnyCancellable?
    /// The open trip's title once Trips is built; nil while none is open.
    private let openTripTitle = CurrentValueSubject<String?, Never>(nil)
    private let windowTitleSubject = CurrentValueSubject<String, Never>(AppInfo.name)
    private var tripTitleFollowing: AnyCancellable?
    /// Watches for the network coming back; nil in offline mode.
    private(set) var networkWatch: SignalConnection?

    public init(environment: AppEnvironment, initialPage: AppPage, report: StartupReport, menu: Menu) {
        var showMessage: @MainActor (String) -> Void = { _ in }
        let home = HomeSettings(
            settings: environment.settings, locale: environment.locale, countries: environment.holidays?.countries)
        holidaysFlow = environment.holidays.map {
            HolidaysFlow(dependencies: $0, settings: environment.settings, home: home) { showMessage($0) }
        }
        converterFlow = environment.converter.map {
            ConverterFlow(dependencies: $0, settings: environment.settings, home: home)
        }
        let profileHome = ProfileHomeInteractor(
            home: home, countries: environment.holidays?.countries, currencies: environment.converter?.catalog,
            currencyNames: environment.converter?.currencyNames ?? EnglishCurrencyNames())
        let countryNames = environment.holidays?.countryNames ?? EnglishCountryNames()
        profileFlow = environment.profile.map {
            ProfileFlow(interactor: $0, home: profileHome, countryNames: countryNames)
        }
        // Every page starts as an empty container in the view stack (the
        // switcher needs them all); its content is built on first show.
        var pages: [AppPage: Widget] = [:]
        for page in AppPage.allCases {
            let container = Box(.vertical)
            pages[page] = container
            pageBuilders[page] = { container.append(PlaceholderPage.make(for: page)) }
        }
        let tripsContainer = Box(.vertical)
        pages[.trips] = tripsContainer
        let toDoContainer = Box(.vertical)
        pages[.todo] = toDoContainer
        if let holidaysFlow { pages[.holidays] = holidaysFlow.root }
        if let converterFlow { pages[.converter] = converterFlow.root }
        if let profileFlow { pages[.profile] = profileFlow.root }
        let presenter = ShellPresenter(
            settings: environment.settings, initialPage: initialPage, isOffline: environment.isOffline,
            startupReport: report)
        module = Module(view: ShellView(pages: pages, menu: menu), presenter: presenter, loaded: .viewDidLoad)
        showMessage = { [weak viewModel = module.viewModel] in viewModel?.send(.showMessage($0)) }
        pageBuilders[.trips] = { [weak self] in self?.buildTrips(environment, into: tripsContainer) }
        pageBuilders[.todo] = { [weak self] in self?.buildToDo(environment, into: toDoContainer) }
        if let holidaysFlow {
            pageBuilders[.holidays] = { [weak self] in self?.start(HolidaysCoordinator(screens: holidaysFlow)) }
        }
        if let converterFlow {
            pageBuilders[.converter] = { [weak self] in self?.start(ConverterCoordinator(screens: converterFlow)) }
        }
        if let profileFlow {
            pageBuilders[.profile] = { [weak self] in self?.start(ProfileCoordinator(screens: profileFlow)) }
            // The header's avatar follows the profile from start-up.
            profileLookFollowing = profileFlow.look.sink { [view = module.view] in view.showProfile($0) }
            profileFlow.loadLook()
        }
        pageSelection = module.viewModel.field(\.selectedPage)
            .sink { [weak self] page in
                // Shown again: trips may have been renamed or deleted meanwhile.
                if page == .todo { self?.toDo?.viewModel.send(.reload) }
                self?.buildIfNeeded(page)
                self?.updateWindowTitle()
            }
        if !environment.isOffline {
            networkWatch = NetworkMonitor().onAvailabilityChanged { [weak self] available in
                if available { self?.networkBecameAvailable() }
            }
        }
    }

    /// The trip planner, or — when the user's database cannot be opened — the
    /// map alone with a page saying why.
    private func buildTrips(_ environment: AppEnvironment, into container: Box) {
        guard let setup = environment.trips else {
            let map = TripsMapPage(tileProvider: environment.tiles)
            tripsMap = map
            container.append(map.root)
            return
        }
        do {
            let flow = TripsFlow(dependencies: try setup.dependencies(), tiles: environment.tiles)
            tripsFlow = flow
            tripTitleFollowing = flow.openTripTitle.sink { [weak self] in
                self?.openTripTitle.send($0)
                self?.updateWindowTitle()
            }
            container.append(flow.root)
            start(TripsCoordinator(screens: flow))
        } catch {
            let problem = TripsUnavailable(error)
            container.append(
                StatusPage(iconName: "dialog-error-symbolic", title: problem.title, description: problem.details))
        }
    }

    /// The to-do list in the user's database (the one Trips uses), or a page
    /// saying why it cannot be opened.
    private func buildToDo(_ environment: AppEnvironment, into container: Box) {
        guard let setup = environment.trips else {
            container.append(PlaceholderPage.make(for: .todo))
            return
        }
        do {
            let module = ToDoModule.build(database: try setup.database.open())
            toDo = module
            container.append(module.view.root)
        } catch {
            let problem = TripsUnavailable(error)
            container.append(
                StatusPage(iconName: "dialog-error-symbolic", title: problem.title, description: problem.details))
        }
    }

    /// The window's title: the open trip's name while Trips shows one (as a
    /// document's name titles an editor's window), the app's name otherwise.
    public var windowTitle: AnyPublisher<String, Never> { windowTitleSubject.removeDuplicates().eraseToAnyPublisher() }

    private func updateWindowTitle() {
        let page = module.viewModel.state.selectedPage
        windowTitleSubject.send(page == .trips ? openTripTitle.value ?? AppInfo.name : AppInfo.name)
    }

    /// Builds `page` unless it has been built already.
    private func buildIfNeeded(_ page: AppPage) {
        pageBuilders.removeValue(forKey: page)?()
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

    /// Ctrl+N: Trips, with a new trip open.
    public func newTrip() {
        select(.trips)
        buildIfNeeded(.trips)
        tripsFlow?.newTrip()
    }

    /// Ctrl+O: Trips, with a file chooser for trip files.
    public func chooseTripsToImport() {
        select(.trips)
        buildIfNeeded(.trips)
        tripsFlow?.sendToTripList(.chooseFileToImport)
    }

    /// Imports files dropped on the window or named on the command line, on the Trips page.
    public func importTrips(from paths: [String]) {
        select(.trips)
        buildIfNeeded(.trips)
        for path in paths { tripsFlow?.sendToTripList(.importFile(path: path)) }
    }

    /// Where an Activities search result leads: its page, with what it found.
    public func open(_ target: SearchTarget) {
        select(target.page)
        buildIfNeeded(target.page)
        switch target {
        case .conversion(let amount, let from, let to):
            converterFlow?.sendToConverter(.open(amount: amount, from: from, to: to))
        case .holiday(let country, let date, _):
            if let holidaysFlow, holidaysFlow.isShowingDetail { holidaysFlow.goBack() }
            holidaysFlow?.sendToHolidays(.open(country: country, date: date))
        case .holidayYear(let country, let year):
            if let holidaysFlow, holidaysFlow.isShowingDetail { holidaysFlow.goBack() }
            holidaysFlow?.sendToHolidays(.openYear(country: country, year: year))
        case .trip(let id):
            tripsFlow?.openTrip(id: id)
        case .page:
            break
        }
    }

    /// Ctrl+E: the open trip's save dialog; nothing when no trip is open.
    public func exportOpenTrip(as format: TripFileFormat) {
        guard visiblePage == .trips, let tripsFlow, tripsFlow.isShowingTrip else { return }
        tripsFlow.sendToTrip(.chooseExportFile(format))
    }

    /// Ctrl+P: prints the open trip.
    public func printOpenTrip() {
        guard visiblePage == .trips, let tripsFlow, tripsFlow.isShowingTrip else { return }
        tripsFlow.sendToTrip(.print)
    }

    /// Back from a sub-page (Profile, a holiday's detail) to where it was opened.
    public func goBack() {
        if visiblePage == .trips, let tripsFlow, tripsFlow.isShowingTrip {
            tripsFlow.sendToTrip(.goBack)
            return
        }
        if visiblePage == .holidays, let holidaysFlow, holidaysFlow.isShowingDetail {
            holidaysFlow.goBack()
            return
        }
        viewModel.send(.goBack)
    }

    /// Calls `handler` when `page` has shown its initial content (map tiles loaded).
    public func whenContentReady(of page: AppPage, _ handler: @escaping @MainActor () -> Void) {
        buildIfNeeded(page)
        switch page {
        case .trips:
            if let tripsFlow { return tripsFlow.whenContentReady(handler) }
            tripsMap?.map.whenTilesShown(handler) ?? handler()
        case .holidays: holidaysFlow?.whenContentReady(handler) ?? handler()
        case .converter: converterFlow?.whenContentReady(handler) ?? handler()
        case .todo:
            guard let toDo else { return handler() }
            toDo.viewModel.states.first { $0.isContentShown }.sink { _ in toDo.view.whenSettled(handler) }
                .store(in: &coordinatorRuns)
        case .profile:
            let shown: @MainActor () -> Void = { [view = module.view] in view.whenProfileShown(handler) }
            profileFlow?.whenContentReady(shown) ?? shown()
        }
    }
}
