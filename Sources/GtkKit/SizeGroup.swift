import CGtk
import GLibKit

/// A `GtkSizeGroup` of widths: its widgets all ask for the widest one's
/// width, so a column lines up across the rows of a list — and still
/// shrinks together, down to the widest minimum, on a narrow window.
@MainActor
public final class WidthGroup: ObjectRef, @unchecked Sendable {
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)))
    }

    public func add(_ widget: Widget) { gtk_size_group_add_widget(cast(), widget.widgetPointer) }
}
