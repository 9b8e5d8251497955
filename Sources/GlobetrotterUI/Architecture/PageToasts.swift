import GlobetrotterCore
import GtkKit

/// A view's way to the window's one toast overlay (`win.show-toast`). A
/// toast's Undo is an action of this view's own group, added to the window
/// under a prefix no other view uses, and taken away with the view: an Undo
/// still up after its page has gone does nothing.
@MainActor
final class PageToasts {
    private static var made = 0
    private let prefix: String
    private let group = SimpleActionGroup()
    /// The window the group was added to, once a toast offered Undo.
    private weak var window: Widget?

    /// - Parameter undo: what the toast's button (and Ctrl+Z while it is up) does.
    init(undo: @escaping @MainActor () -> Void) {
        Self.made += 1
        prefix = "page-toasts-\(Self.made)"
        let action = SimpleAction("undo")
        action.onActivate(undo)
        group.addAction(action)
    }

    /// Shows `toast` in the window that shows `widget`.
    func show(_ toast: Toast, from widget: Widget) {
        var request = ToastRequest(toast.text, isUrgent: toast.isUrgent)
        if let label = toast.actionLabel, let root = widget.root {
            if window == nil {
                window = root
                root.insertActionGroup(group, prefix: prefix)
            }
            (request.buttonLabel, request.buttonAction) = (label, "\(prefix).undo")
        }
        widget.showToast(request)
    }

    isolated deinit {
        window?.removeActionGroup(prefix: prefix)
    }
}
