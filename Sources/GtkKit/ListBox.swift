import CGtk
import GLibKit

/// A `GtkListBox` without selection: a short, fixed list of rows (libadwaita
/// styles it as cards with the `boxed-list` class). Long lists use `ListView`.
@MainActor
public final class ListBox: Widget, @unchecked Sendable {
    public convenience init() {
        self.init(widget: gtk_list_box_new())
        gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    }

    public func append(_ row: Widget) { gtk_list_box_append(opaque, row.widgetPointer) }
    public func remove(_ row: Widget) { gtk_list_box_remove(opaque, row.widgetPointer) }

    /// Removes every row. A row that has the keyboard focus hands it to the
    /// list first, so keys (Ctrl+Z) still reach the window meanwhile; the
    /// caller puts it on a new row with `focusRow(at:)`.
    public func removeAll() {
        if containsFocus, let root = gtk_widget_get_root(widgetPointer) { gtk_root_set_focus(root, widgetPointer) }
        while let child = gtk_widget_get_first_child(widgetPointer) { gtk_list_box_remove(opaque, child) }
    }

    /// The index of the row that has the keyboard focus or holds the widget that has it.
    public var focusedRowIndex: Int? {
        guard let root = gtk_widget_get_root(widgetPointer), let focus = gtk_root_get_focus(root) else { return nil }
        var index = 0
        var child = gtk_widget_get_first_child(widgetPointer)
        while let row = child {
            if focus == row || gtk_widget_is_ancestor(focus, row) != 0 { return index }
            index += 1
            child = gtk_widget_get_next_sibling(row)
        }
        return nil
    }

    /// Puts the keyboard focus on row `index`; false when there is none.
    @discardableResult
    public func focusRow(at index: Int) -> Bool {
        guard let row = gtk_list_box_get_row_at_index(opaque, Int32(index)) else { return false }
        return gtk_widget_grab_focus(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)) != 0
    }

    /// Rows made activatable are activated by click, Enter or Space; `handler` gets the row's index.
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        onWithPointer("row-activated") { _, row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }
}
