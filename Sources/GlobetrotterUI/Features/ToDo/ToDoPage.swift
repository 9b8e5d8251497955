import GlobetrotterCore
import GtkKit
import OpenCombine

/// The To-Do page of the window: the list in the user's database (the one
/// Trips uses), opened when the page is first shown, or a page saying why it
/// cannot be opened.
@MainActor
final class ToDoPage: WindowPage {
    let root: Widget
    private let container = Box(.vertical)
    private let environment: AppEnvironment
    private(set) var module: Module<ToDoView, ToDoState, ToDoAction, ToDoRoute>?
    private var readiness: Set<AnyCancellable> = []

    init(environment: AppEnvironment) {
        self.environment = environment
        root = container
    }

    func start() {
        guard let setup = environment.userData else {
            container.append(PlaceholderPage(.todo).root)
            return
        }
        do {
            let module = ToDoModule.build(database: try setup.database.open())
            self.module = module
            container.append(module.view.root)
        } catch {
            let problem = TripsUnavailable(error)
            container.append(
                StatusPage(iconName: "dialog-error-symbolic", title: problem.title, description: problem.details))
        }
    }

    func whenContentReady(_ handler: @escaping @MainActor () -> Void) {
        guard let module else { return handler() }
        module.viewModel.states.first { $0.isContentShown }.sink { _ in module.view.whenSettled(handler) }
            .store(in: &readiness)
    }

    /// Shown again: trips may have been renamed or deleted meanwhile.
    func wasShownAgain() { module?.viewModel.send(.reload) }
}
