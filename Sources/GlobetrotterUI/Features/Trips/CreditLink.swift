import Foundation
import GlobetrotterCore
import GtkKit

/// A small credit line that links to its source ("Photos: Pixabay",
/// "Photo: Josch13 / Pixabay"), opened in the browser; hidden without a credit.
/// The text is a plain label: a photographer's name is never a mnemonic or markup.
@MainActor
final class CreditLink {
    let root: Button
    private let label = Label()
    private var url: URL?

    init() {
        label.addCSSClass("caption")
        label.ellipsizeEnd()
        root = Button(child: label)
        root.addCSSClass("link")
        root.isVisible = false
        root.onClicked { [weak self] in
            guard let self, let url = self.url else { return }
            URILauncher.open(url.absoluteString, parent: self.root.root)
        }
    }

    var text: String { label.text }

    func show(_ credit: PhotoCredit?) {
        url = credit?.url
        label.text = credit?.text ?? ""
        root.tooltip = credit?.url.absoluteString
        root.isVisible = credit != nil
    }
}
