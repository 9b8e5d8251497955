import OpenCombine

@testable import GlobetrotterCore

/// Stands in for the converter's coordinator: records the page's routes and,
/// like the picker's coordinator, feeds the open picker's first result back
/// to the page as an action (a cancel sends nothing).
@MainActor
final class FakeConverterCoordinator {
    /// Each picker opened: the currency it shows as current, and the side it was opened from.
    private(set) var pickerRequests: [(selected: String?, side: CurrencySide)] = []
    private(set) var aboutShown: [RatesAboutState] = []
    /// What the open picker answers; only its first answer counts.
    let pickerResults = PassthroughSubject<PickerResult<Currency>, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private var openSide: CurrencySide?

    init(_ presenter: ConverterPresenter) {
        presenter.routes
            .sink { [weak self] route in
                guard let self else { return }
                switch route {
                case .pickCurrency(let content, let side):
                    let current = content.choices.first { $0.row.isCurrent }?.item.code
                    pickerRequests.append((current, side))
                    openSide = side
                case .showAbout(let about):
                    aboutShown.append(about)
                }
            }
            .store(in: &subscriptions)
        pickerResults
            .sink { [weak self, weak presenter] result in
                guard let self, let side = openSide else { return }
                openSide = nil
                if case .picked(let currency) = result {
                    presenter?.viewModel.send(.currencyPicked(currency, side: side))
                }
            }
            .store(in: &subscriptions)
    }
}
