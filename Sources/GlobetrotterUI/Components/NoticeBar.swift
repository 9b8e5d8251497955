import GlobetrotterCore
import GtkKit

/// The one note a page shows when its data is a fallback: what went wrong and
/// what is shown instead, with Retry. Holidays and the converter share it, so
/// both say it in the same place and the same look.
@MainActor
final class NoticeBar {
    let root: Box
    let label = Label()
    let retry = Button(label: tr("_Retry"))

    init() {
        label.wraps = true
        label.setAlignment(x: 0)
        label.expand(horizontally: true, vertically: false)
        retry.align(vertical: .center)
        root = Box(.horizontal, spacing: 12, [Image(iconName: "network-offline-symbolic"), label, retry])
        root.addCSSClass("notice-bar")
        root.isVisible = false
    }

    /// Plain text, never markup; nil hides the bar.
    func show(_ notice: String?) {
        label.text = notice ?? ""
        root.isVisible = notice != nil
    }
}
