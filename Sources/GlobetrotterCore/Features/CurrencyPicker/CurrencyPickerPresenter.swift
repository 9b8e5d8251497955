import Foundation
import OpenCombine

/// Lists the currencies, filters them by code or name (ignoring case and
/// accents), and reports the one picked — unless no source has a rate for
/// it, which it says instead of closing.
@MainActor
public final class CurrencyPickerPresenter {
    private let viewModel: CurrencyPickerViewModel
    private let entries: [(row: CurrencyPickerRow, currency: Currency, searchKey: String)]
    private let results = PassthroughSubject<CurrencyPickerResult, Never>()
    private var subscriptions: Set<AnyCancellable> = []

    /// The picker's one result; the coordinator takes the first.
    public var result: AnyPublisher<CurrencyPickerResult, Never> { results.eraseToAnyPublisher() }

    public init(viewModel: CurrencyPickerViewModel, choices: [CurrencyChoice], selectedCode: String) {
        self.viewModel = viewModel
        entries = choices.map { choice in
            let currency = choice.currency
            return (
                CurrencyPickerRow(
                    label: CurrencyLabel(code: currency.code, name: currency.name), hasRate: choice.hasRate,
                    isSelected: currency.code == selectedCode),
                currency, Self.fold("\(currency.code) \(currency.name)")
            )
        }
        viewModel.actions
            .sink { [weak self] in self?.handle($0) }
            .store(in: &subscriptions)
    }

    private func handle(_ action: CurrencyPickerAction) {
        switch action {
        case .viewDidLoad, .search:
            let query = if case .search(let text) = action { text } else { viewModel.state.value.query }
            let folded = Self.fold(query.trimmingCharacters(in: .whitespaces))
            let rows = entries.filter { folded.isEmpty || $0.searchKey.contains(folded) }.map(\.row)
            viewModel.state.send(CurrencyPickerViewState(query: query, rows: rows, message: nil))
        case .pick(let code):
            guard let entry = entries.first(where: { $0.currency.code == code }) else { return }
            guard entry.row.hasRate else {
                var state = viewModel.state.value
                state.message = "No rate available for \(code)"
                viewModel.state.send(state)
                return
            }
            results.send(.picked(entry.currency))
        case .cancel:
            results.send(.cancelled)
        }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
