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
}
