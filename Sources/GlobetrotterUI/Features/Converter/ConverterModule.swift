import GlobetrotterCore

/// Assembles the converter page.
@MainActor
enum ConverterModule {
    static func build(
        dependencies: ConverterDependencies, settings: SettingsStore, home: HomeSettings? = nil
    ) -> Module<ConverterView, ConverterState, ConverterAction, ConverterRoute> {
        let now = dependencies.now
        let interactor = ConverterInteractor(
            settings: settings, rates: dependencies.rates, catalog: dependencies.catalog,
            today: { LocalDate.today(now: now()) }, offlineRatesDate: dependencies.offlineRatesDate,
            names: dependencies.currencyNames, home: home)
        let presenter = ConverterPresenter(interactor: interactor, locale: .userDates)
        return Module(view: ConverterView(labels: presenter.state.labels), presenter: presenter, loaded: .viewDidLoad)
    }
}
