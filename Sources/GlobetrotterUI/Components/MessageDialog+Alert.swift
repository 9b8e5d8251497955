import GlobetrotterCore
import GtkKit

extension MessageDialog {
    /// Shows a presenter's alert over the window that holds `widget`.
    static func present(_ alert: Alert, over widget: Widget) {
        MessageDialog(heading: alert.heading, body: alert.body, dismissLabel: alert.dismissLabel, over: widget)
            .present()
    }
}
