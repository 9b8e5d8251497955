import GlobetrotterCore
import GtkKit

/// Below the From/To buttons while the currency list loads: a spinner and a
/// line. A failed list says nothing here: the page's notice does.
@MainActor
final class CurrencyListStatusView {
    let root: Box
    private let spinner = Spinner()

    init(labels: ConverterLabels) {
        let loadingText = Label(labels.loadingCurrencies)
        loadingText.addCSSClass("dim-label")
        root = Box(.horizontal, spacing: 8, [spinner, loadingText])
    }

    func show(_ state: CurrencyListState) {
        spinner.isActive = state == .loading
        root.isVisible = state == .loading
    }
}
