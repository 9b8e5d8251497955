import OpenCombine

/// The answer of the About window: it was closed.
public enum AboutResult: Equatable, Sendable {
    case closed
}

/// Shows the About window (GTK in the app); its publisher reports the close.
@MainActor
public protocol AboutScreens: AnyObject {
    func presentAbout(_ state: RatesAboutState) -> AnyPublisher<AboutResult, Never>
}

extension ModalCoordinator where Result == AboutResult {
    /// Runs the About window until it is closed.
    public convenience init(about content: RatesAboutState, on screens: any AboutScreens) {
        self.init(present: { screens.presentAbout(content) })
    }
}
