import CAdwaita
import CGLib
import CGtk
import GLibKit

@MainActor
public final class PreferencesWindow: Widget, @unchecked Sendable {
    public convenience init(title: String, transientFor parent: ApplicationWindow?, pages: [PreferencesPage]) {
        self.init(widget: adw_preferences_window_new())
        gtk_window_set_title(cast(), title)
        for page in pages { adw_preferences_window_add(cast(), page.cast()) }
        let window: UnsafeMutablePointer<GtkWindow> = cast()
        gtk_window_set_transient_for(window, parent?.windowPointer)
        gtk_window_set_modal(window, 1)
        joinApplication(of: parent)
    }

    public func present() { gtk_window_present(cast()) }

    /// Names the window's search entry and its search button for a screen
    /// reader: libadwaita 1.2 leaves both without a name.
    public func nameSearch(entry: String, button: String) {
        for widget in descendants() {
            if widget.typeName == "GtkSearchEntry" {
                widget.setAccessibleLabel(entry)
            } else if widget.typeName == "GtkToggleButton" {
                // The header's one toggle button: its image is its only content.
                widget.setAccessibleLabel(button)
            }
        }
    }
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
        // libadwaita 1.2 shows the choice in a list of its own whose row
        // (GtkListItemWidget, "list item") takes no name from its label: it
        // gets the label's text once bound, and again when the choice changes.
        // The row's Swift object goes once the window is built: the handlers keep the widget.
        let row = UnsafeMutableRawPointer(widgetPointer)
        onMap { Self.nameChoicesSoon(of: row) }
        onNotify("selected") { _ in Self.nameChoicesSoon(of: row) }
    }

    private static let namingTries = "gt-choice-naming-tries"

    /// The list lays its row out on a later frame: asked every 50 ms, for a
    /// second at most. A plain C source holding the row, no Swift closure:
    /// nothing of the row's is left behind once it is named.
    private static func nameChoicesSoon(of row: UnsafeMutableRawPointer) {
        g_object_set_data(row.assumingMemoryBound(to: GObject.self), namingTries, nil)
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, 50,
            { data in
                guard let data else { return 0 }
                let object = data.assumingMemoryBound(to: GObject.self)
                let tries = Int(bitPattern: g_object_get_data(object, ComboRow.namingTries)) + 1
                g_object_set_data(object, ComboRow.namingTries, UnsafeMutableRawPointer(bitPattern: tries))
                // GLib calls this on the main thread, where the row lives.
                let named = MainActor.assumeIsolated { ComboRow.nameChoices(of: Widget(widget: data)) }
                return named || tries >= 20 ? 0 : 1
            }, g_object_ref(row), { g_object_unref($0) })
    }

    /// Names each bound row after its label; false while there is none yet.
    private static func nameChoices(of row: Widget) -> Bool {
        var named = false
        for item in row.descendants() where item.typeName == "GtkListItemWidget" {
            guard let label = item.descendants().first(where: { $0.typeName == "GtkLabel" }),
                let text = gtk_label_get_text(label.opaque).map({ String(cString: $0) }), !text.isEmpty
            else { continue }
            item.setAccessibleLabel(text)
            named = true
        }
        return named
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

/// A row with a number to set (libadwaita 1.2 has no spin row): a title, a
/// subtitle and a spin button whose accessible name is the title.
@MainActor
public final class SpinRow: Widget, @unchecked Sendable {
    /// Set right after the designated init, which must come first in a convenience init.
    private var spin: OpaquePointer?

    public convenience init(title: String, subtitle: String, range: ClosedRange<Int>, value: Int) {
        self.init(widget: adw_action_row_new())
        adw_preferences_row_set_title(cast(), title)
        adw_action_row_set_subtitle(cast(), subtitle)
        let button = gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1)!
        spin = OpaquePointer(button)
        gtk_spin_button_set_value(OpaquePointer(button), Double(value))
        gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
        adw_action_row_add_suffix(cast(), button)
        adw_action_row_set_activatable_widget(cast(), button)
        // The row relates it to its title too: named once, not read twice.
        Widget(widget: UnsafeMutableRawPointer(button)).setSoleAccessibleLabel(title)
    }

    /// Runs with the new value whenever it changes, typed or stepped.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        // The emitter, not this wrapper: the row outlives its Swift wrapper in a shown window.
        guard let spin else { preconditionFailure("a SpinRow has its spin button from its init") }
        return Widget(widget: UnsafeMutableRawPointer(spin)).on("value-changed") { (spin: Emitter) in
            handler(Int(gtk_spin_button_get_value_as_int(OpaquePointer(spin))))
        }
    }
}
