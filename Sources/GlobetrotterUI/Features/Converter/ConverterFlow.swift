import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The converter's screens for its coordinator: the page, and the currency
/// picker and About as modal windows over it.
@MainActor
public final class ConverterFlow: ConverterScreens, ShowsPickers {
    public let root = Box(.vertical)
    private let dependencies: ConverterDependencies
    private let settings: SettingsStore
    private let home: HomeSettings?
    private(set) var page: Module<ConverterView, ConverterState, ConverterAction, ConverterRoute>?
    public private(set) lazy var pickers = PickerWindows(parent: root)
    private(set) var about: RatesAboutWindow?
    private var keyFollowing: AnyCancellable?

    public init(dependencies: ConverterDependencies, settings: SettingsStore, home: HomeSettings? = nil) {
        self.home = home
        self.dependencies = dependencies
        self.settings = settings
    }

    public func showConverter() -> AnyPublisher<ConverterRoute, Never> {
        let module = ConverterModule.build(dependencies: dependencies, settings: settings, home: home)
        page = module
        root.append(module.view.root)
        keyFollowing = dependencies.rateKeyChanges.sink { [weak self] in self?.sendToConverter(.rateKeyChanged) }
        return module.routes
    }

    public func sendToConverter(_ action: ConverterAction) { page?.viewModel.send(action) }

    public func presentAbout(_ state: RatesAboutState) -> AnyPublisher<RatesAboutResult, Never> {
        let window = RatesAboutWindow(state, parent: root.root)
        about = window
        window.present()
        return window.closed
            .handleEvents(receiveOutput: { [weak self] _ in self?.about = nil })
            .eraseToAnyPublisher()
    }

    /// Calls `handler` once the rate, the currency list and the chart have
    /// answered and the chart has faded in (no animation running).
    public func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let page else { return handler() }
        let chart = page.view.chart.content
        var subscription: AnyCancellable?
        subscription = page.viewModel.field(\.isContentShown).first(where: { $0 })
            .sink { _ in
                subscription = nil
                // After the view has rendered this state (subscribers run in no fixed
                // order), once the crossfade it started is over.
                MainContext.idle { chart.whenTransitionFinished(handler) }
            }
        _ = subscription
    }
}
