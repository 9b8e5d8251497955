import GlobetrotterCore

@testable import GlobetrotterUI

/// The one place the Packing page's dependencies are wired.
@MainActor
enum PackingModule {
    static func build(interactor: any PackingInteracting) -> Module<
        PackingView, PackingState, PackingAction, PackingRoute
    > {
        let presenter = PackingPresenter(interactor: interactor, names: EnglishCountryNames())
        return Module(view: PackingView(labels: presenter.state.labels), presenter: presenter, loaded: .viewDidLoad)
    }
}
