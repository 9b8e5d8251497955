import GlobetrotterCore
import GtkKit
import OpenCombine

/// Assembles the splash (view, view model, presenter, interactor, router).
@MainActor
public enum SplashModule {
    public struct Built {
        public let root: Widget
        public let routes: AnyPublisher<SplashRoute, Never>
        /// Keeps the module's objects alive while it is shown.
        let retained: [AnyObject]
    }

    public static func build(environment: AppEnvironment, window: ApplicationWindow) -> Built {
        let view = SplashView()
        let viewModel = SplashViewModel()
        let router = SplashRouter(window: window)
        let presenter = SplashPresenter(
            interactor: SplashInteractor(steps: environment.startupSteps), router: router, viewModel: viewModel,
            clock: environment.clock, minimumDuration: environment.splashMinimumDuration)
        view.bind(to: viewModel)
        viewModel.actions.send(.viewDidLoad)
        return Built(root: view.root, routes: router.routes.eraseToAnyPublisher(), retained: [view, presenter, router])
    }
}
