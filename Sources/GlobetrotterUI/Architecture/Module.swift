import GlobetrotterCore
import OpenCombine

/// What every `<Feature>Module.build(…)` returns: the view to show, the
/// view model (for actions from outside the view: a child's result, the
/// network coming back), and the routes its coordinator subscribes to. The
/// presenter lives exactly as long as this value.
@MainActor
public struct Module<View, State: Equatable, Action, Route> {
    public let view: View
    public let viewModel: ViewModel<State, Action>
    public let routes: AnyPublisher<Route, Never>
    private let presenter: AnyObject

    public init(view: View, presenter: Presenter<State, Action, Route>) {
        self.view = view
        viewModel = presenter.viewModel
        routes = presenter.routes
        self.presenter = presenter
    }

    /// What the module's coordinator holds: its routes and its actions. It
    /// does not keep the module alive; a module gone takes no more actions.
    public var handle: ModuleHandle<Action, Route> {
        ModuleHandle(routes: routes, send: { [weak viewModel] in viewModel?.send($0) })
    }
}

/// A view of the recipe: renders a view model's state and sends its actions.
@MainActor
protocol ModuleView: AnyObject {
    associatedtype State: Equatable
    associatedtype Action
    func bind(to viewModel: ViewModel<State, Action>)
}

extension Module where View: ModuleView, View.State == State, View.Action == Action {
    /// The recipe's order: the view binds, then learns the screen has loaded.
    init(view: View, presenter: Presenter<State, Action, Route>, loaded: Action) {
        self.init(view: view, presenter: presenter)
        view.bind(to: presenter.viewModel)
        presenter.viewModel.send(loaded)
    }
}
