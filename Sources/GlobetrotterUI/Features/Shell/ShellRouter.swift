import GlobetrotterCore

/// The shell's only own destination is the Profile sub-page, reached through
/// the view model's selected page; modal windows go through the app actions.
@MainActor
final class ShellRouter: ShellRouting {
    weak var viewModel: ShellViewModel?

    func showProfile() { viewModel?.selectedPage.send(.profile) }
}
