import OpenCombine

/// The one presenter shape: owns a screen's state, handles its actions,
/// asks its interactor, words everything, and emits routes for the screen's
/// coordinator — the only way a screen navigates.
///
/// Subclasses override `handle(_:)` and, where some fields follow from
/// others, `completing(_:)`. Asynchronous work goes through `run(_:_:)`, so
/// a newer request replaces an older one and tests can await `workFinished()`
/// instead of polling.
@MainActor
open class Presenter<State: Equatable, Action, Route> {
    public let viewModel: ViewModel<State, Action>
    private let routeSubject = PassthroughSubject<Route, Never>()
    private var actionSubscription: AnyCancellable?
    private var work: [String: Task<Void, Never>] = [:]

    public init(initial: State) {
        viewModel = ViewModel(initial)
        actionSubscription = viewModel.actions.sink { [weak self] in self?.handle($0) }
    }

    /// What the screen shows now.
    public var state: State { viewModel.state }

    /// Where the screen wants to go; its coordinator subscribes.
    public var routes: AnyPublisher<Route, Never> { routeSubject.eraseToAnyPublisher() }

    /// Handles one action; every subclass overrides it.
    open func handle(_ action: Action) {}

    /// Fields that follow from the others (a notice worded from what failed,
    /// the year switcher's limits), applied to every published state.
    open func completing(_ state: State) -> State { state }

    public func route(_ route: Route) { routeSubject.send(route) }

    /// Changes the state and publishes it once (if it changed).
    public func update(_ change: (inout State) -> Void) {
        var next = viewModel.state
        change(&next)
        viewModel.publish(completing(next))
    }

    /// Runs `operation`, cancelling the earlier work of the same kind: only the
    /// newest request's answer matters. The operation checks `Task.isCancelled`
    /// before it shows anything.
    public func run(_ kind: String, _ operation: @escaping @MainActor () async -> Void) {
        work[kind]?.cancel()
        work[kind] = Task { await operation() }
    }

    /// Stops the work of this kind, if any runs.
    public func cancelWork(_ kind: String) {
        work[kind]?.cancel()
    }

    /// Returns once the work of this kind (as it is now) has finished.
    public func workFinished(_ kind: String) async {
        await work[kind]?.value
    }

    /// Returns once every piece of work started so far (and any it started
    /// meanwhile) has finished: what tests await after answering a fake.
    public func workFinished() async {
        while let pending = work.first {
            await pending.value.value
            if work[pending.key] == pending.value { work[pending.key] = nil }
        }
    }

    isolated deinit {
        for task in work.values { task.cancel() }
    }
}
