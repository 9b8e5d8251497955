public enum ShellAction: Equatable, Sendable {
    case viewDidLoad
    case selectPage(AppPage)
    case showProfile
}

/// Where the shell's own navigation goes (modal windows owned by the UI).
@MainActor
public protocol ShellRouting: AnyObject {
    func showProfile()
}
