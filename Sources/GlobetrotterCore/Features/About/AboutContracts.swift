import Foundation

public enum AboutResult: Equatable, Sendable {
    case closed
}

public enum AboutAction: Equatable, Sendable {
    case openLink
    /// The Close button or Escape.
    case close
}

/// Shows and hides the About window and opens links in the browser (GTK in the app).
@MainActor
public protocol AboutScreens: AnyObject {
    func presentAbout(_ viewModel: AboutViewModel)
    func dismissAbout()
    func open(_ url: URL)
}
