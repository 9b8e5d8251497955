import OpenCombine

/// One screen's state and the person's actions — all a view ever sees.
///
/// The state is one `Equatable` value, published with its current value so a
/// view can bind at any time; user intent flows the other way through `send`.
/// Only the screen's presenter writes the state (`publish` is internal to Core).
/// The view binds *before* it sends the screen's first action.
@MainActor
public final class ViewModel<State: Equatable, Action> {
    private let subject: CurrentValueSubject<State, Never>
    private let actionSubject = PassthroughSubject<Action, Never>()

    public init(_ initial: State) {
        subject = CurrentValueSubject(initial)
    }

    /// What the screen shows now.
    public var state: State { subject.value }

    /// Every state from now on, starting with the current one.
    public var states: AnyPublisher<State, Never> { subject.eraseToAnyPublisher() }

    /// One field of the state, at once and then whenever it changes, so a
    /// widget is touched only when its own value changes.
    public func field<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> AnyPublisher<Value, Never> {
        subject.map(keyPath).removeDuplicates().eraseToAnyPublisher()
    }

    /// What the person did (or what the screen's coordinator feeds back).
    public func send(_ action: Action) { actionSubject.send(action) }

    /// The actions, for the presenter.
    var actions: AnyPublisher<Action, Never> { actionSubject.eraseToAnyPublisher() }

    /// Publishes a new state; an equal one is not published again, so a
    /// recorded history has no repeats.
    func publish(_ state: State) {
        if state != subject.value { subject.send(state) }
    }
}

extension Publisher where Failure == Never {
    /// Records every value; the basis of "assert the whole history" tests and
    /// of bindings that must keep their subscription.
    public func collect(into values: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveValue: values)
    }
}
