import GlobetrotterCore
import GtkKit

/// The From or To button: flag, code and name of a currency, opening the picker.
@MainActor
final class CurrencyButton {
    let button: Button
    private let flag = Label()
    private let code = Label()
    private let name = Label()
    private let labels: CurrencyButtonLabels

    init(labels: CurrencyButtonLabels) {
        self.labels = labels
        flag.addCSSClass("currency-flag")
        code.addCSSClass("currency-code")
        name.addCSSClass("dim-label")
        name.ellipsizeEnd()
        // A small natural width, so From and To share the row equally whatever their names.
        name.maximumWidthChars = 1
        name.setAlignment(x: 0)
        name.expand(horizontally: true, vertically: false)
        let arrow = Image(iconName: "pan-down-symbolic")
        let content = Box(.horizontal, spacing: 8, [flag, code, name, arrow])
        button = Button(child: content, tooltip: labels.tooltip)
        button.addCSSClass("currency-button")
        button.expand(horizontally: true, vertically: false)
    }

    func show(_ label: CurrencyLabel) {
        flag.text = label.flag
        flag.isVisible = !label.flag.isEmpty
        code.text = label.code
        name.text = label.name
        button.setAccessibleLabel(labels.accessibleLabel(for: label))
    }
}
