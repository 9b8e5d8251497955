import GLibKit
import GlobetrotterCore
import GtkKit

/// The converter's About window: where the rates come from, a link to the
/// source (opened in the browser), the offline data's credit, and Close.
/// Escape, Close and the window's own close button all report `.close`.
@MainActor
final class RatesAboutModule {
    let window: ModalWindow
    let close = Button(label: "_Close")
    let link: Button
    /// Held here: the coordinator keeps only its subscription to the actions.
    let viewModel: AboutViewModel

    init(viewModel: AboutViewModel, parent: Widget?) {
        self.viewModel = viewModel
        let content = viewModel.state.value
        let name = Label(content.sourceName)
        name.addCSSClass("title-1")
        let summary = Label(content.summary)
        summary.wraps = true
        summary.justify(true)
        summary.maximumWidthChars = 44
        link = Button(label: content.linkTitle)
        link.addCSSClass("link")
        link.tooltip = content.linkURL.absoluteString
        link.align(horizontal: .center)
        let credit = Label(content.offlineCredit)
        credit.wraps = true
        credit.justify(true)
        credit.addCSSClass("dim-label")
        credit.addCSSClass("caption")
        close.addCSSClass("pill")
        close.addCSSClass("suggested-action")
        close.align(horizontal: .center)
        let icon = Image(iconName: "accessories-calculator-symbolic", pixelSize: 64)
        icon.addCSSClass("dim-label")
        let body = Box(.vertical, spacing: 12, [icon, name, summary, link, credit, close])
        body.margins(top: 24, bottom: 24, start: 24, end: 24)
        body.align(vertical: .center)
        window = ModalWindow(
            title: "About the Rates", transientFor: parent, content: body, width: 420, height: 460)
        let send = { [weak viewModel] (action: AboutAction) in viewModel?.actions.send(action) }
        link.onClicked { send(.openLink) }
        close.onClicked { send(.close) }
        window.onCloseRequest { send(.close) }
    }

    func present() {
        window.setFocus(close)
        window.present()
    }

    /// Closed from idle: `.close` may come from inside the window's own close-request.
    func dismiss() {
        MainContext.idle { [window] in window.close() }
    }
}
