import OpenCombine

/// Runs the picker as a modal: shows it, publishes its first result, and closes it.
@MainActor
public final class CurrencyPickerCoordinator: Coordinator<CurrencyPickerResult> {
    private let screens: any CurrencyPickerScreens
    private let choices: [CurrencyChoice]
    private let selectedCode: String
    private var presenter: CurrencyPickerPresenter?

    public init(screens: any CurrencyPickerScreens, choices: [CurrencyChoice], selectedCode: String) {
        self.screens = screens
        self.choices = choices
        self.selectedCode = selectedCode
    }

    public override func start() -> AnyPublisher<CurrencyPickerResult, Never> {
        let viewModel = CurrencyPickerViewModel()
        let presenter = CurrencyPickerPresenter(viewModel: viewModel, choices: choices, selectedCode: selectedCode)
        self.presenter = presenter
        screens.presentCurrencyPicker(viewModel)
        return presenter.result
            .prefix(1)
            .handleEvents(receiveOutput: { [weak self] _ in
                self?.screens.dismissCurrencyPicker()
                self?.presenter = nil
            })
            .eraseToAnyPublisher()
    }
}
