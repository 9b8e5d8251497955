import GlobetrotterCore
import GtkKit

/// Assembles the Holidays page.
@MainActor
enum HolidaysModule {
    static func build(
        dependencies: HolidaysDependencies, settings: SettingsStore, home: HomeSettings? = nil
    ) -> Module<HolidaysView, HolidaysState, HolidaysAction, HolidaysRoute> {
        let interactor = HolidaysInteractor(
            service: dependencies.service, settings: settings, catalog: dependencies.countries,
            clock: dependencies.now, home: home)
        let presenter = HolidaysPresenter(
            interactor: interactor, names: dependencies.countryNames, dates: HolidayDateText(locale: .userDates))
        return Module(view: HolidaysView(labels: presenter.state.labels), presenter: presenter, loaded: .viewDidLoad)
    }
}
