import OpenCombine

/// A child flow that is one modal window: shows it, takes its first answer,
/// dismisses it, and reports the answer to the parent coordinator (which
/// releases the child then). The country and currency pickers, the stop
/// editor and the About window are each one; what differs is only what is
/// shown and how it is closed.
@MainActor
public final class ModalCoordinator<Result>: Coordinator<Result> {
    private let present: @MainActor () -> AnyPublisher<Result, Never>
    private let dismiss: @MainActor () -> Void

    /// - Parameters:
    ///   - present: shows the window; its publisher is the window's answer.
    ///   - dismiss: closes the window once it has answered (nothing for a
    ///     window that answers by closing).
    public init(
        present: @escaping @MainActor () -> AnyPublisher<Result, Never>, dismiss: @escaping @MainActor () -> Void = {}
    ) {
        self.present = present
        self.dismiss = dismiss
    }

    public override func start() -> AnyPublisher<Result, Never> {
        present()
            .prefix(1)
            .handleEvents(receiveOutput: { [dismiss] _ in dismiss() })
            .eraseToAnyPublisher()
    }
}
