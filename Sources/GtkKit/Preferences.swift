import CAdwaita
import CGLib
import CGtk
import GLibKit

@MainActor
public final class PreferencesWindow: Widget, @unchecked Sendable {
    public convenience init(transientFor parent: ApplicationWindow?, pages: [PreferencesPage]) {
        self.init(widget: adw_preferences_window_new())
        for page in pages { adw_preferences_window_add(cast(), page.cast()) }
        let window: UnsafeMutablePointer<GtkWindow> = cast()
        gtk_window_set_transient_for(window, parent?.windowPointer)
        gtk_window_set_modal(window, 1)
        joinApplication(of: parent)
    }

    public func present() { gtk_window_present(cast()) }
}

@MainActor
public final class PreferencesPage: Widget, @unchecked Sendable {
    public convenience init(title: String, iconName: String, groups: [PreferencesGroup]) {
        self.init(widget: adw_preferences_page_new())
        adw_preferences_page_set_title(cast(), title)
        adw_preferences_page_set_icon_name(cast(), iconName)
        for group in groups { adw_preferences_page_add(cast(), group.cast()) }
    }
}

@MainActor
public final class PreferencesGroup: Widget, @unchecked Sendable {
    public convenience init(title: String, description: String? = nil, rows: [Widget]) {
        self.init(widget: adw_preferences_group_new())
        adw_preferences_group_set_title(cast(), title)
        adw_preferences_group_set_description(cast(), description)
        for row in rows { adw_preferences_group_add(cast(), row.widgetPointer) }
    }
}

/// A row choosing one of several strings.
@MainActor
public final class ComboRow: Widget, @unchecked Sendable {
    public convenience init(title: String, options: [String], selected: Int) {
        self.init(widget: adw_combo_row_new())
        adw_preferences_row_set_title(cast(), title)
        let model = withCStringArray(options) { gtk_string_list_new($0) }
        adw_combo_row_set_model(cast(), model)
        g_object_unref(UnsafeMutableRawPointer(model))
        adw_combo_row_set_selected(cast(), guint(selected))
        PopoverShortcuts.install(in: widgetPointer)
    }

    public var selectedIndex: Int {
        get { Int(adw_combo_row_get_selected(cast())) }
        set { adw_combo_row_set_selected(cast(), guint(newValue)) }
    }

    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        onNotify("selected") { row in handler(Int(adw_combo_row_get_selected(row.cast()))) }
    }
}
