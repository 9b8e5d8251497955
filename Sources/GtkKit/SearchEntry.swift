import CGlobetrotter
import CGtk
import GLibKit

/// A `GtkSearchEntry`: `search-changed` after typing settles, Enter as
/// `activate`, Escape as `stop-search`.
@MainActor
public final class SearchEntry: Widget, @unchecked Sendable {
    public convenience init(placeholder: String) {
        self.init(widget: gtk_search_entry_new())
        setProperty("placeholder-text", placeholder)
        setAccessibleLabel(placeholder)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// Milliseconds between the last keystroke and `search-changed`.
    public func setSearchDelay(milliseconds: UInt32) { gtk_search_entry_set_search_delay(opaque, milliseconds) }

    @discardableResult
    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        on("search-changed") { entry in handler(String(cString: gtk_editable_get_text(OpaquePointer(entry)))) }
    }

    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("activate", handler)
    }

    /// Emits `activate` now, as Enter does.
    public func activate() { gt_signal_emit_void(objectPointer, "activate") }

    @discardableResult
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("stop-search", handler)
    }
}
