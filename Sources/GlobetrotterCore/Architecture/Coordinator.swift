import OpenCombine

/// Owns navigation for one flow and reports the flow's result.
///
/// The iOS samples' `ReactiveCoordinator<Result>`: `start()` builds and shows
/// the flow and returns a publisher of its result; a parent runs a child with
/// `coordinate(to:)`, which keeps the child alive while it runs and releases
/// it after its first result (or when the parent stops listening).
@MainActor
open class Coordinator<Result> {
    private var children: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// Subclasses build their first screen here and return the flow's result.
    open func start() -> AnyPublisher<Result, Never> {
        preconditionFailure("\(type(of: self)) must override start()")
    }

    /// Starts `child`, retaining it until its first result, its completion or cancellation.
    public func coordinate<ChildResult>(to child: Coordinator<ChildResult>) -> AnyPublisher<ChildResult, Never> {
        let id = ObjectIdentifier(child)
        children[id] = child
        let release: () -> Void = { [weak self] in self?.children[id] = nil }
        return child.start()
            .prefix(1)
            .handleEvents(
                receiveOutput: { _ in release() },
                receiveCompletion: { _ in release() },
                receiveCancel: { release() }
            )
            .eraseToAnyPublisher()
    }

    /// Children currently running; exposed so tests can prove they are released.
    public var childCoordinatorCount: Int { children.count }
}
