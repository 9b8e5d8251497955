import GlobetrotterCore
import OpenCombine

/// The photo header's module inside a trip's page: its presenter follows
/// the page's destination once the page has loaded (before, the name is
/// still empty and would look like a trip without one).
@MainActor
enum TripPhotoModule {
    static func build(
        view: TripPhotoView, page: ViewModel<TripDetailState, TripDetailAction>, photos: any TripPhotosInteracting
    ) -> Module<TripPhotoView, TripPhotoState, TripPhotoAction, Never> {
        let destinations = page.states.filter(\.isContentShown).map(\.photoDestination).removeDuplicates()
        let presenter = TripPhotoPresenter(interactor: photos, destinations: destinations.eraseToAnyPublisher())
        let module = Module(view: view, presenter: presenter)
        view.bind(to: module.viewModel)
        return module
    }
}
