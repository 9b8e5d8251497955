import GlobetrotterCore
import GtkKit

@MainActor
enum ToDoModule {
    static func build(database: AppDatabase) -> Module<ToDoView, ToDoState, ToDoAction, ToDoRoute> {
        build(interactor: ToDoInteractor(database: database))
    }

    static func build(interactor: any ToDoInteracting) -> Module<ToDoView, ToDoState, ToDoAction, ToDoRoute> {
        let presenter = ToDoPresenter(interactor: interactor)
        return Module(view: ToDoView(labels: presenter.state.labels), presenter: presenter, loaded: .viewDidLoad)
    }
}
