import OpenCombine

/// The answer of the About window: it was closed.
public enum AboutResult: Equatable, Sendable {
    case closed
}

/// Shows the About window (GTK in the app); its publisher reports the close.
@MainActor
public protocol AboutScreens: AnyObject {
    func presentAbout(_ state: AboutState) -> AnyPublisher<AboutResult, Never>
}

/// Runs the About window until it is closed.
@MainActor
public final class AboutCoordinator: Coordinator<AboutResult> {
    private let screens: any AboutScreens
    private let content: AboutState

    public init(screens: any AboutScreens, content: AboutState) {
        self.screens = screens
        self.content = content
    }

    public override func start() -> AnyPublisher<AboutResult, Never> {
        screens.presentAbout(content)
    }
}
