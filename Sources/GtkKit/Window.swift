import CAdwaita
import CGLib
import CGtk
import GLibKit

/// An `AdwApplicationWindow`: content instead of a title bar, so the header
/// bar lives inside the content.
@MainActor
public final class ApplicationWindow: Widget, ActionGroup, @unchecked Sendable {
    public convenience init(application: Application) {
        self.init(widget: adw_application_window_new(application.applicationPointer))
    }

    public var actionGroupPointer: OpaquePointer { OpaquePointer(objectPointer) }
    var windowPointer: UnsafeMutablePointer<GtkWindow> { cast() }

    public func setContent(_ content: Widget) { adw_application_window_set_content(cast(), content.widgetPointer) }

    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    public func setDefaultSize(width: Int32, height: Int32) {
        gtk_window_set_default_size(windowPointer, width, height)
    }

    public var defaultSize: (width: Int32, height: Int32) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (width, height)
    }

    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }
    public func maximize() { gtk_window_maximize(windowPointer) }
    public func present() { gtk_window_present(windowPointer) }
    public func close() { gtk_window_close(windowPointer) }
    public func destroy() { gtk_window_destroy(windowPointer) }

    /// Return true to keep the window open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        onReturningBool("close-request", handler)
    }
}
