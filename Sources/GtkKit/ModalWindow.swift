import CAdwaita
import CGtk
import GLibKit

/// A modal `AdwWindow` transient for the main window, with its own header
/// bar: the samples' modal presentation. Escape closes it.
@MainActor
public final class ModalWindow: Widget, @unchecked Sendable {
    public let headerBar = HeaderBar()

    public convenience init(title: String, transientFor parent: Widget?, content: Widget, width: Int32, height: Int32) {
        self.init(widget: adw_window_new())
        let window: UnsafeMutablePointer<GtkWindow> = cast()
        gtk_window_set_title(window, title)
        gtk_window_set_modal(window, 1)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_destroy_with_parent(window, 1)
        if let parent { gtk_window_set_transient_for(window, parent.cast()) }
        joinApplication(of: parent)
        let titleLabel = Label(title)
        titleLabel.addCSSClass("title")
        headerBar.setTitleWidget(titleLabel)
        content.expand()
        let body = Box(.vertical, [headerBar, content])
        adw_window_set_content(cast(), body.widgetPointer)
        withExtendedLifetime(body) {}
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(
            shortcuts,
            gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")))
        gtk_widget_add_controller(widgetPointer, shortcuts)
    }

    public var title: String? { gtk_window_get_title(cast()).map { String(cString: $0) } }
    public func present() { gtk_window_present(cast()) }

    /// The widget that has the keyboard focus when the window shows (works before it is mapped, unlike grabbing).
    public func setFocus(_ widget: Widget) { gtk_window_set_focus(cast(), widget.widgetPointer) }
    public func close() { gtk_window_close(cast()) }

    /// Runs once the window is closing, however it was closed (button, Escape, Alt+F4).
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onReturningBool("close-request") {
            handler()
            return false
        }
    }
}

@MainActor
extension Widget {
    /// This window, shown over `parent`, belongs to the parent's application
    /// too, so the application's shortcuts (Ctrl+Q) work while it is open:
    /// a window without one ignores them.
    func joinApplication(of parent: Widget?) {
        guard let parent, let root = gtk_widget_get_root(parent.widgetPointer) else { return }
        let parentWindow = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
        guard let application = gtk_window_get_application(parentWindow) else { return }
        gtk_window_set_application(cast(), application)
    }
}
