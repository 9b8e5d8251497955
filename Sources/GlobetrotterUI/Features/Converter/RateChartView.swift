import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The converter's rate history: a title with a 30 days / 1 year switch, the
/// chart (or a spinner, or why there is none) and the source line; a failure
/// is the page's notice, not the chart's.
@MainActor
final class RateChartView {
    let root: Widget
    let title = Label()
    let toggles: [HistoryRange: ToggleButton]
    let chart = DrawingArea(role: .image)
    let spinner = Spinner()
    let message = Label()
    let source = Label()
    let content = Stack(transition: .crossfade)
    /// Paints a laid-out chart; `RateChartPainter.paint` unless a test wraps it.
    private let paint: @MainActor (RateChartLayout, borrowing CairoCanvas) -> Void
    private var state: RateChartState = .loading(.month)
    /// The title until a series names the pair.
    private let untitled: String
    /// The series drawn: the last loaded, kept while the next crossfades in.
    private var drawnSeries: RateHistorySeries?
    private var subscriptions: Set<AnyCancellable> = []

    init(
        untitled: String = ConverterLabels().rateHistory,
        paint: @escaping @MainActor (RateChartLayout, borrowing CairoCanvas) -> Void = RateChartPainter.paint
    ) {
        self.untitled = untitled
        self.paint = paint
        title.addCSSClass("heading")
        title.setAlignment(x: 0)
        // Wrapped, not cut short: with large text or a narrow window the pair and dates still read whole.
        title.wraps = true
        title.expand(horizontally: true, vertically: false)
        var toggles: [HistoryRange: ToggleButton] = [:]
        for range in HistoryRange.allCases { toggles[range] = ToggleButton(label: range.title) }
        self.toggles = toggles
        let buttons = HistoryRange.allCases.compactMap { toggles[$0] }
        buttons.dropFirst().forEach { $0.group(with: buttons[0]) }
        let switcher = Box(.horizontal, spacing: 0, buttons)
        switcher.addCSSClass("linked")
        switcher.align(vertical: .center)
        let header = Box(.horizontal, spacing: 12, [title, switcher])

        chart.expand(horizontally: true, vertically: true)
        spinner.sizeRequest(width: 32, height: 32)
        spinner.align(horizontal: .center, vertical: .center)
        message.addCSSClass("dim-label")
        message.wraps = true
        message.justify(true)
        message.align(horizontal: .center, vertical: .center)
        content.addNamed(chart, name: "chart")
        content.addNamed(spinner, name: "loading")
        content.addNamed(message, name: "unavailable")
        content.sizeRequest(height: 180)
        content.expand(horizontally: true, vertically: true)

        source.addCSSClass("caption")
        source.wraps = true
        source.setAlignment(x: 0)
        source.addCSSClass("dim-label")
        root = Box(.vertical, spacing: 6, [header, content, source])
        root.expand(horizontally: true, vertically: false)

        chart.setDrawFunction { [weak self] canvas in self?.draw(on: canvas) }
        render(state)
    }

    func bind(to viewModel: ViewModel<ConverterState, ConverterAction>) {
        for (range, button) in toggles {
            button.onToggled { [weak self, weak viewModel] in
                guard let self, self.toggles[range]?.isActive == true, range != self.state.range else { return }
                viewModel?.send(.showHistory(range))
            }
        }
        viewModel.field(\.chart)
            .sink { [weak self] in self?.render($0) }
            .store(in: &subscriptions)
    }

    private func render(_ state: RateChartState) {
        // First, so that reflecting the range below does not ask for it again.
        self.state = state
        toggles[state.range]?.isActive = true
        switch state {
        case .loading:
            content.visibleChildName = "loading"
        case .loaded(let series):
            drawnSeries = series
            chart.setAccessibleLabel(series.summary)
            content.visibleChildName = "chart"
            chart.queueDraw()
        case .unavailable(_, let text):
            message.text = text
            content.visibleChildName = "unavailable"
        }
        title.text = state.series?.title ?? untitled
        source.text = state.series?.sourceLine ?? ""
        source.isVisible = !(state.series?.sourceLine ?? "").isEmpty
        spinner.isActive = state.isLoading
    }

    private func draw(on canvas: borrowing CairoCanvas) {
        guard let series = drawnSeries else { return }
        let layout = RateChartLayout(series: series, width: canvas.width, height: canvas.height) {
            canvas.textSize($0, style: $1)
        }
        paint(layout, canvas)
    }
}

fileprivate extension RateChartState {
    var range: HistoryRange {
        switch self {
        case .loading(let range), .unavailable(let range, _): range
        case .loaded(let series): series.range
        }
    }

    var series: RateHistorySeries? {
        if case .loaded(let series) = self { series } else { nil }
    }

    var isLoading: Bool {
        if case .loading = self { true } else { false }
    }
}
