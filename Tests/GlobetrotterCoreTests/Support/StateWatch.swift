import OpenCombine
import Testing

@testable import GlobetrotterCore

/// Follows a view model's states, so a test can await one that holds —
/// something that arrives on its own (a store's announcement), not as the
/// answer to an action `workFinished()` could wait for — without polling.
@MainActor
final class StateWatch<State: Equatable, Action> {
    private let waiters = Waiters()
    private var subscription: AnyCancellable?
    private(set) var latest: State

    init(_ viewModel: ViewModel<State, Action>) {
        latest = viewModel.state
        subscription = viewModel.states.sink { [weak self] state in
            self?.latest = state
            self?.waiters.changed()
        }
    }

    /// Returns whether the latest state satisfies `condition`, once it does
    /// (at once if it does already) or once `deadline` has passed: a state
    /// that never comes fails the test instead of hanging it.
    @discardableResult
    func until(deadline: Duration = .seconds(10), _ condition: @escaping @MainActor (State) -> Bool) async -> Bool {
        var expired = false
        let timer = Task { [waiters] in
            try? await Task.sleep(for: deadline)
            expired = true
            waiters.changed()
        }
        defer { timer.cancel() }
        await waiters.until { [unowned self] in expired || condition(self.latest) }
        return condition(latest)
    }
}
