import GlobetrotterCore
import GtkKit
import OpenCombine

/// Assembles the Holidays page.
@MainActor
enum HolidaysModule {
    struct Built {
        let view: HolidaysView
        let viewModel: HolidaysViewModel
        let presenter: HolidaysPresenter
        let routes: AnyPublisher<HolidaysRoute, Never>
    }

    static func build(dependencies: HolidaysDependencies, settings: SettingsStore) -> Built {
        let interactor = HolidaysInteractor(
            service: dependencies.service, settings: settings, catalog: dependencies.countries,
            clock: dependencies.now)
        let router = HolidaysRouter()
        let viewModel = HolidaysViewModel(year: interactor.today.year)
        let presenter = HolidaysPresenter(
            viewModel: viewModel, interactor: interactor, router: router, names: dependencies.countryNames,
            dates: HolidayDateText())
        let view = HolidaysView()
        view.bind(to: viewModel)
        viewModel.actions.send(.viewDidLoad)
        return Built(
            view: view, viewModel: viewModel, presenter: presenter, routes: router.routes.eraseToAnyPublisher())
    }
}
