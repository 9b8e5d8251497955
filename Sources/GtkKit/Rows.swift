import CAdwaita
import CGtk
import GLibKit

/// An `AdwActionRow`: a title, an optional subtitle, widgets at the end.
/// Both texts are plain text (`use-markup` off): holiday names are not markup.
@MainActor
public final class ActionRow: Widget, @unchecked Sendable {
    public convenience init(title: String, subtitle: String? = nil) {
        self.init(widget: adw_action_row_new())
        adw_preferences_row_set_use_markup(cast(), 0)
        self.title = title
        self.subtitle = subtitle
    }

    public var title: String {
        get { adw_preferences_row_get_title(cast()).map { String(cString: $0) } ?? "" }
        set { adw_preferences_row_set_title(cast(), newValue) }
    }

    public var subtitle: String? {
        get { adw_action_row_get_subtitle(cast()).map { String(cString: $0) } }
        set { adw_action_row_set_subtitle(cast(), newValue) }
    }

    /// Activated by click, Enter or Space (the list's `row-activated`).
    public var isActivatable: Bool {
        get { gtk_list_box_row_get_activatable(cast()) != 0 }
        set { gtk_list_box_row_set_activatable(cast(), newValue ? 1 : 0) }
    }

    /// Click, Enter or Space on an activatable row.
    @discardableResult
    public func onActivated(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("activated", handler)
    }

    public func addSuffix(_ widget: Widget) { adw_action_row_add_suffix(cast(), widget.widgetPointer) }
    public func addPrefix(_ widget: Widget) { adw_action_row_add_prefix(cast(), widget.widgetPointer) }
}

/// A `GtkPasswordEntry` with the peek icon: libadwaita 1.2 has no password row.
@MainActor
public final class PasswordEntry: Widget, @unchecked Sendable {
    public convenience init(placeholder: String) {
        self.init(widget: gtk_password_entry_new())
        gtk_password_entry_set_show_peek_icon(opaque, 1)
        setProperty("placeholder-text", placeholder)
        setAccessibleLabel(placeholder)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("activate", handler)
    }
}
