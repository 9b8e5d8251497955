import OpenCombine

@testable import GlobetrotterCore

/// Every value the converter's view model publishes, in order.
@MainActor
final class ConverterRecorder {
    private(set) var states: [ConverterViewState] = []
    private(set) var charts: [RateChartState] = []
    private(set) var rejections: [AmountInputRejection] = []
    private var subscriptions: Set<AnyCancellable> = []

    init(_ viewModel: ConverterViewModel) {
        viewModel.state.collect(into: { [unowned self] in states.append($0) }).store(in: &subscriptions)
        viewModel.chart.collect(into: { [unowned self] in charts.append($0) }).store(in: &subscriptions)
        viewModel.rejectedInput.collect(into: { [unowned self] in rejections.append($0) }).store(in: &subscriptions)
    }
}
