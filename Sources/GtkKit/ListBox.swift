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

    public func removeAll() {
        while let child = gtk_widget_get_first_child(widgetPointer) { gtk_list_box_remove(opaque, child) }
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
