import GlobetrotterCore
import GtkKit
import OpenCombine

/// The converter form: the page's one notice, the amount, From ⇄ To, the
/// converted amount with its rate and source, and the history chart below. Every widget is bound to one field of the state.
@MainActor
final class ConverterView: ModuleView {
    let root: Widget
    let amount: FilteredEntry
    let from: CurrencyButton
    let to: CurrencyButton
    let swap: Button
    let convertedAmount = Label()
    let rateLine = Label()
    let sourceLine = Label()
    let about: Button
    let copy: Button
    let rejection = Label()
    let status: CurrencyListStatusView
    let notice = NoticeBar()
    let chart: RateChartView
    private var subscriptions: Set<AnyCancellable> = []

    init(labels: ConverterLabels) {
        amount = FilteredEntry(placeholder: labels.amount, clearTooltip: labels.clearAmount)
        from = CurrencyButton(labels: labels.from)
        to = CurrencyButton(labels: labels.to)
        swap = Button(iconName: "object-flip-horizontal-symbolic", tooltip: labels.swapCurrencies)
        about = Button(label: labels.aboutTheRates)
        copy = Button(iconName: "edit-copy-symbolic", tooltip: labels.copyConvertedAmount)
        status = CurrencyListStatusView(labels: labels)
        chart = RateChartView(untitled: labels.rateHistory)
        amount.addCSSClass("amount-entry")
        amount.setAccessibleLabel(labels.amountToConvert)
        rejection.addCSSClass("caption")
        rejection.addCSSClass("amount-rejection")
        rejection.setAlignment(x: 0)
        rejection.isVisible = false
        let amountTitle = Label(labels.amount)
        amountTitle.addCSSClass("heading")
        amountTitle.setAlignment(x: 0)

        swap.addCSSClass("circular")
        swap.align(vertical: .center)
        let pair = Box(.horizontal, spacing: 8, [from.button, swap, to.button])

        convertedAmount.addCSSClass("converted-amount")
        convertedAmount.isSelectable = true
        convertedAmount.wraps = true
        rateLine.addCSSClass("title-4")
        rateLine.isSelectable = true
        sourceLine.addCSSClass("dim-label")
        sourceLine.addCSSClass("caption")
        sourceLine.wraps = true
        sourceLine.setAlignment(x: 0)
        sourceLine.expand(horizontally: true, vertically: false)
        about.addCSSClass("flat")
        about.align(vertical: .center)
        let sourceRow = Box(.horizontal, spacing: 8, [sourceLine, about])
        copy.addCSSClass("flat")
        copy.addCSSClass("circular")
        copy.align(vertical: .center)
        let amountRow = Box(.horizontal, spacing: 6, [convertedAmount, copy])
        amountRow.align(horizontal: .center)
        let result = Box(.vertical, spacing: 6, [amountRow, rateLine, sourceRow])
        result.addCSSClass("card")
        result.addCSSClass("converter-card")

        let column = Box(
            .vertical, spacing: 12,
            [notice.root, amountTitle, amount, rejection, pair, status.root, result, chart.root])
        column.margins(top: 24, bottom: 24, start: 12, end: 12)
        root = ScrolledWindow(Clamp(column, maximumWidth: 600))
        root.expand()
    }

    func bind(to viewModel: ViewModel<ConverterState, ConverterAction>) {
        let send = { [weak viewModel] (action: ConverterAction) in viewModel?.send(action) }
        amount.filterEdits { [amount] edit in
            let text = amount.text
            switch edit {
            case .insert(let inserted, let offset):
                send(.editAmount(.inserting(inserted, at: offset, into: text)))
                amount.placeCursor(at: offset + inserted.unicodeScalars.count)
            case .delete(let start, let end):
                send(.editAmount(.deleting(from: start, to: end, in: text)))
                amount.placeCursor(at: start)
            }
        }
        amount.onClearIconPressed { send(.editAmount(.clear)) }
        from.button.onClicked { send(.chooseFromCurrency) }
        to.button.onClicked { send(.chooseToCurrency) }
        swap.onClicked { send(.swapCurrencies) }
        about.onClicked { send(.showAbout) }
        // The number alone, as typed elsewhere: "89.5", not "89.5 EUR".
        copy.onClicked { [weak viewModel, copy] in
            guard let text = viewModel?.state.convertedAmount, !text.isEmpty else { return }
            Clipboard.copy(text, from: copy)
        }
        notice.retry.onClicked { send(.retry) }

        viewModel.field(\.amountText)
            .sink { [weak self] text in self?.showAmount(text) }
            .store(in: &subscriptions)
        viewModel.field(\.from).sink { [from] in from.show($0) }.store(in: &subscriptions)
        viewModel.field(\.to).sink { [to] in to.show($0) }.store(in: &subscriptions)
        viewModel.states.map { ConverterResultText(state: $0) }.removeDuplicates()
            .sink { [weak self] in self?.showResult($0) }
            .store(in: &subscriptions)
        // GTK 4.8 has no live region (aria-live came with no GtkAccessibleProperty,
        // nor gtk_accessible_announce before 4.14): the result is the description
        // of the controls that change it (the amount typed, Swap), which a reader
        // says when it changes on the focused one, and of the result label.
        viewModel.states.map(\.spokenResult).removeDuplicates()
            .sink { [weak self] spoken in self?.describeResult(spoken) }
            .store(in: &subscriptions)
        viewModel.field(\.currencyList)
            .sink { [weak self] list in
                self?.status.show(list)
                self?.from.button.isSensitive = list != .loading
                self?.to.button.isSensitive = list != .loading
            }
            .store(in: &subscriptions)
        viewModel.field(\.notice).sink { [notice] in notice.show($0) }.store(in: &subscriptions)
        viewModel.field(\.inputNote)
            .sink { [rejection] note in
                rejection.text = note ?? ""
                rejection.isVisible = note != nil
            }
            .store(in: &subscriptions)
        viewModel.field(\.refusals).dropFirst()
            .sink { [weak self] _ in self?.amount.ringErrorBell() }
            .store(in: &subscriptions)
        chart.bind(to: viewModel)
    }

    private func describeResult(_ spoken: String) {
        for widget in [amount, swap, convertedAmount] as [Widget] { widget.setAccessibleDescription(spoken) }
    }

    private func showAmount(_ text: String) {
        amount.text = text
        amount.showsClearIcon = !text.isEmpty
    }

    private func showResult(_ result: ConverterResultText) {
        convertedAmount.text = result.amount
        copy.isVisible = result.canCopy
        rateLine.text = result.rateLine
        rateLine.isVisible = !result.rateLine.isEmpty
        sourceLine.text = result.sourceLine
    }
}

/// The result card's texts, compared as one so the labels change together.
struct ConverterResultText: Equatable {
    var amount: String
    var rateLine: String
    var sourceLine: String
    var canCopy: Bool

    init(state: ConverterState) {
        canCopy = !state.convertedAmount.isEmpty
        amount = state.resultText
        rateLine = state.rateLine
        sourceLine = state.sourceLine
    }
}
