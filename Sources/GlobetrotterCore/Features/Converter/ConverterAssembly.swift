/// The converter's interactor, presenter and view model wired together: the
/// sample's Configurator, so `ConverterModule.build` in the UI is one line.
@MainActor
public struct ConverterAssembly {
    public let viewModel: ConverterViewModel
    /// Keep it as long as the view: it handles the view model's actions.
    public let presenter: ConverterPresenter
    public let coordinator: ConverterCoordinator

    public init(
        settings: SettingsStore, rates: ExchangeRateService, catalog: CurrencyCatalog, screens: any ConverterScreens,
        offlineRatesDate: @escaping @MainActor () -> LocalDate?
    ) {
        let interactor = ConverterInteractor(settings: settings, rates: rates, catalog: catalog)
        coordinator = ConverterCoordinator(
            screens: screens, about: { .exchangeRates(offlineRatesDate: offlineRatesDate()) })
        viewModel = ConverterViewModel()
        presenter = ConverterPresenter(interactor: interactor, router: coordinator, viewModel: viewModel)
    }
}
