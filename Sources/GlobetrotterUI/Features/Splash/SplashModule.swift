import GlobetrotterCore
import GtkKit

/// Assembles the splash.
@MainActor
public enum SplashModule {
    public static func build(environment: AppEnvironment) -> Module<SplashView, SplashState, SplashAction, SplashRoute>
    {
        let presenter = SplashPresenter(
            interactor: SplashInteractor(steps: environment.startupSteps), clock: environment.clock,
            minimumDuration: environment.splashMinimumDuration, grace: environment.splashGrace)
        return Module(view: SplashView(), presenter: presenter, loaded: .viewDidLoad)
    }
}
