import OpenCombine

@testable import GlobetrotterCore

/// Every value the converter's page shows, in order: the form (without the
/// chart), the chart, and the note of each refused keystroke.
@MainActor
final class ConverterRecorder {
    private(set) var states: [ConverterState] = []
    private(set) var charts: [RateChartState] = []
    private(set) var rejections: [String] = []
    private var subscriptions: Set<AnyCancellable> = []

    init(_ viewModel: ViewModel<ConverterState, ConverterAction>) {
        viewModel.states.map(\.form).removeDuplicates()
            .collect(into: { [weak self] in self?.states.append($0) }).store(in: &subscriptions)
        viewModel.field(\.chart).collect(into: { [weak self] in self?.charts.append($0) }).store(in: &subscriptions)
        viewModel.states.removeDuplicates { $0.refusals == $1.refusals }.dropFirst()
            .collect(into: { [weak self] in self?.rejections.append($0.inputNote ?? "") })
            .store(in: &subscriptions)
    }
}

extension ConverterState {
    /// The form's fields alone: the chart and the refusal count are recorded apart.
    fileprivate var form: ConverterState {
        var form = self
        form.chart = .loading(.month)
        form.refusals = 0
        return form
    }
}
