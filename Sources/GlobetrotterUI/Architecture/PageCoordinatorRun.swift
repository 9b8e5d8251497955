import GlobetrotterCore
import OpenCombine

/// A page's coordinator, running as long as the page: it never finishes.
@MainActor
final class PageCoordinatorRun {
    private let coordinator: Coordinator<Never>
    private let run: AnyCancellable

    init(_ coordinator: Coordinator<Never>) {
        self.coordinator = coordinator
        run = coordinator.start().sink { _ in }
    }
}
