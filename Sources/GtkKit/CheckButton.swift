import CGlobetrotter
import CGtk
import GLibKit

/// A `GtkCheckButton` without a label: a check box beside the text it ticks.
@MainActor
public final class CheckButton: Widget, @unchecked Sendable {
    public convenience init() {
        self.init(widget: gtk_check_button_new())
    }

    public var isActive: Bool {
        get { gtk_check_button_get_active(checkPointer) != 0 }
        set { gtk_check_button_set_active(checkPointer, newValue ? 1 : 0) }
    }

    /// Runs whenever `isActive` changes, by a click or in code.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("toggled", handler)
    }

    private var checkPointer: UnsafeMutablePointer<GtkCheckButton> { cast() }
}

/// A `GtkEditableLabel`: a label that becomes an entry on a double click,
/// Enter or F2; Enter or leaving it ends editing, Escape puts the text back.
@MainActor
public final class EditableLabel: Widget, @unchecked Sendable {
    public convenience init(_ text: String = "") {
        self.init(widget: gtk_editable_label_new(text))
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { if newValue != text { gtk_editable_set_text(opaque, newValue) } }
    }

    public var isEditing: Bool { gtk_editable_label_get_editing(opaque) != 0 }

    /// Ends the text with "…" when the label is given less than its width
    /// (GtkEditableLabel asks for its whole text on one line, and a long
    /// item would hold the window wider than a phone). Editing shows it all.
    public func ellipsizesWhenNarrow() {
        guard let label = firstDescendant(where: { $0.typeName == "GtkLabel" }) else { return }
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
    }

    /// Ends editing; without `commit` the text is put back as it was.
    public func stopEditing(commit: Bool) { gtk_editable_label_stop_editing(opaque, commit ? 1 : 0) }

    /// Runs when editing ends, with the text as it is then (the old text after Escape).
    @discardableResult
    public func onEditingFinished(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        onNotify("editing") { label in
            let pointer = OpaquePointer(label)
            if gtk_editable_label_get_editing(pointer) == 0 {
                handler(String(cString: gtk_editable_get_text(pointer)))
            }
        }
    }
}

/// A `GtkDropDown` choosing one of several strings; the strings can be replaced.
@MainActor
public final class DropDown: Widget, @unchecked Sendable {
    public convenience init() {
        self.init(widget: gtk_drop_down_new(nil, nil))
        PopoverShortcuts.install(in: widgetPointer)
    }

    /// Replaces the choices; nothing is selected until `selectedIndex` is set.
    public func setOptions(_ options: [String]) {
        let model = withCStringArray(options) { gtk_string_list_new($0) }
        gtk_drop_down_set_model(opaque, model)
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    public var selectedIndex: Int? {
        get {
            let position = gtk_drop_down_get_selected(opaque)
            return position == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
        }
        set {
            gtk_drop_down_set_selected(opaque, newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION))
        }
    }

    /// Runs whenever the selection changes, by the person or in code.
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        onNotify("selected") { [weak self] in handler(self?.selectedIndex) }
    }

    /// Names the drop-down for a screen reader: GTK 4.8 presents its inner
    /// button (where the focus goes) on its own, with no name, under the combo box.
    public func setSpokenName(_ name: String) {
        setAccessibleLabel(name)
        descendants().first { $0.typeName == "GtkToggleButton" || $0.typeName == "GtkButton" }?
            .setAccessibleLabel(name)
    }
}
