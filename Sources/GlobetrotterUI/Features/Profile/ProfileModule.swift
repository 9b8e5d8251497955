import GlobetrotterCore

/// Assembles the Profile page: its view over the presenter and the profile's interactor.
@MainActor
enum ProfileModule {
    static func build(
        interactor: any ProfileInteracting, home: (any ProfileHomeInteracting)?, countryNames: any CountryNameLocalizing
    ) -> Module<ProfileView, ProfileState, ProfileAction, ProfileRoute> {
        let presenter = ProfilePresenter(interactor: interactor, home: home, names: countryNames)
        return Module(
            view: ProfileView(labels: presenter.viewModel.state.labels), presenter: presenter, loaded: .viewDidLoad)
    }
}
