import OpenCombine

/// Filters as the person types and reports the choice once: `result`
/// publishes one `ChooseCountryResult` and completes.
@MainActor
public final class ChooseCountryPresenter {
    private let viewModel: ChooseCountryViewModel
    private let interactor: ChooseCountryInteracting
    private let resultSubject = PassthroughSubject<ChooseCountryResult, Never>()
    private var filter: CountryFilter?
    private var matches: [CountryFilter.Match] = []
    private var query = ""
    /// Set before the result is sent: closing the modal in reaction sends
    /// `.cancel`, which must not overtake the choice.
    private var isFinished = false
    private var subscriptions: Set<AnyCancellable> = []

    public init(viewModel: ChooseCountryViewModel, interactor: ChooseCountryInteracting) {
        self.viewModel = viewModel
        self.interactor = interactor
        viewModel.actions
            .sink { [weak self] in self?.handle($0) }
            .store(in: &subscriptions)
    }

    public var result: AnyPublisher<ChooseCountryResult, Never> { resultSubject.eraseToAnyPublisher() }

    private func handle(_ action: ChooseCountryAction) {
        switch action {
        case .viewDidLoad:
            switch interactor.loadFilter() {
            case .success(let loaded):
                filter = loaded
                apply(query: query)
            case .failure(let error):
                viewModel.emptyMessage.send("The country list cannot be read: \(error)")
            }
        case .queryChanged(let text):
            apply(query: text)
        case .moveSelection(let offset):
            guard !matches.isEmpty else { return }
            let current = viewModel.selectedIndex.value ?? 0
            viewModel.selectedIndex.send(min(max(current + offset, 0), matches.count - 1))
        case .chooseSelected:
            if let index = viewModel.selectedIndex.value { choose(index) }
        case .choose(let index):
            choose(index)
        case .cancel:
            finish(.cancelled)
        }
    }

    private func apply(query text: String) {
        query = text
        guard let filter else { return }
        matches = filter.matches(text)
        viewModel.rows.send(
            matches.map { CountryRow(flag: $0.country.flag, name: $0.displayName, code: $0.country.alpha2) })
        viewModel.selectedIndex.send(matches.isEmpty ? nil : 0)
        viewModel.emptyMessage.send(matches.isEmpty ? "No country matches “\(text)”" : nil)
    }

    private func choose(_ index: Int) {
        guard matches.indices.contains(index) else { return }
        finish(.chosen(matches[index].country))
    }

    private func finish(_ result: ChooseCountryResult) {
        guard !isFinished else { return }
        isFinished = true
        resultSubject.send(result)
        resultSubject.send(completion: .finished)
    }
}
