import GlobetrotterCore
import GtkKit

/// Below the From/To buttons: a spinner while the currency list loads; if it
/// failed, what failed and a "Load currencies" button (the bundled rates are
/// used meanwhile).
@MainActor
final class CurrencyListStatusView {
    let root: Stack
    let retry = Button(label: CurrencyListState.retryTitle)
    let message = Label()
    private let spinner = Spinner()

    init() {
        let loadingText = Label("Loading currencies…")
        loadingText.addCSSClass("dim-label")
        let loading = Box(.horizontal, spacing: 8, [spinner, loadingText])
        message.wraps = true
        message.setAlignment(x: 0)
        message.expand(horizontally: true, vertically: false)
        retry.align(vertical: .center)
        let warning = Image(iconName: "dialog-warning-symbolic")
        let failed = Box(.horizontal, spacing: 10, [warning, message, retry])
        failed.addCSSClass("converter-problem")
        root = Stack(transition: .none)
        root.addNamed(loading, name: "loading")
        root.addNamed(failed, name: "failed")
        root.addNamed(Box(.horizontal), name: "loaded")
    }

    func show(_ state: CurrencyListState) {
        switch state {
        case .loading:
            root.visibleChildName = "loading"
        case .loaded:
            root.visibleChildName = "loaded"
        case .failed(let text):
            message.text = text
            root.visibleChildName = "failed"
        }
        spinner.isActive = state == .loading
        root.isVisible = state != .loaded
    }
}
