import GlobetrotterCore
import GtkKit
import OpenCombine

/// Emits the splash's route to its coordinator — unless the window it was
/// shown in has been closed meanwhile.
@MainActor
final class SplashRouter: SplashRouting {
    let routes = PassthroughSubject<SplashRoute, Never>()
    private weak var window: ApplicationWindow?

    init(window: ApplicationWindow) { self.window = window }

    func routeHome(_ report: StartupReport) {
        guard let window, window.isVisible else { return }
        routes.send(.home(report))
    }
}
