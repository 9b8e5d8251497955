import OpenCombine

/// The view-model convention shared by every module.
///
/// Display state is exposed as publishers that replay their current value
/// (`CurrentValueSubject`/`@Published`) so a view can bind at any time; user
/// intent flows the other way through one `actions` subject of the module's
/// `Action` enum. The presenter owns the view model: it handles `actions` and
/// writes the state. The view binds *before* it sends `.viewDidLoad`.
@MainActor
public protocol ViewModel: AnyObject {
    associatedtype Action
    var actions: PassthroughSubject<Action, Never> { get }
}

extension Publisher where Failure == Never {
    /// Records every value; the basis of "assert the whole history" tests and
    /// of bindings that must keep their subscription.
    public func collect(into values: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveValue: values)
    }
}
