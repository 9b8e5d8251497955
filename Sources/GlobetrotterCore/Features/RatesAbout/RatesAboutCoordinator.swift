import OpenCombine

/// The answer of the About window: it was closed.
public enum RatesAboutResult: Equatable, Sendable {
    case closed
}

/// Shows the About window (GTK in the app); its publisher reports the close.
@MainActor
public protocol RatesAboutScreens: AnyObject {
    func presentAbout(_ state: RatesAboutState) -> AnyPublisher<RatesAboutResult, Never>
}

extension ModalCoordinator where Result == RatesAboutResult {
    /// Runs the About window until it is closed.
    public convenience init(about content: RatesAboutState, on screens: any RatesAboutScreens) {
        self.init(present: { screens.presentAbout(content) })
    }
}
