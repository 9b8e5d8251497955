import Foundation
import GLibKit
import GlobetrotterCore
import GtkKit
import OpenCombine

/// The converter's About window, a pure function of its state: where the
/// rates come from, a link to the source (opened in the browser), the
/// offline data's credit, and Close. Escape, Close and the window's own
/// close button all close it; `closed` reports that once.
@MainActor
final class RatesAboutWindow {
    let window: ModalWindow
    let close = Button(label: tr("_Close"))
    let link: Button
    private let closedSubject = PassthroughSubject<RatesAboutResult, Never>()

    init(_ state: RatesAboutState, parent: Widget?) {
        let name = Label(state.sourceName)
        name.addCSSClass("title-1")
        let summary = Label(state.summary)
        summary.wraps = true
        summary.justify(true)
        summary.maximumWidthChars = 44
        link = Button(label: state.linkTitle)
        link.addCSSClass("link")
        link.tooltip = state.linkURL.absoluteString
        link.align(horizontal: .center)
        let credit = Label(state.offlineCredit)
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
            title: tr("About the Rates"), transientFor: parent, content: body, width: 420, height: 460)
        link.onClicked { [weak link, url = state.linkURL] in URILauncher.open(url.absoluteString, parent: link?.root) }
        close.onClicked { [weak window] in window?.close() }
        window.onCloseRequest { [closedSubject] in
            closedSubject.send(.closed)
            closedSubject.send(completion: .finished)
        }
    }

    /// Emits once, when the window closes.
    var closed: AnyPublisher<RatesAboutResult, Never> { closedSubject.eraseToAnyPublisher() }

    func present() {
        window.setFocus(close)
        window.present()
    }
}
