import CAdwaita
import GLibKit

/// An `AdwClampScrollable`: a readable width for a scrollable child such as a
/// `ListView`, which stays virtualized (a plain `Clamp` would get a viewport
/// and make the list build every row).
@MainActor
public final class ClampScrollable: Widget, @unchecked Sendable {
    public convenience init(_ child: Widget, maximumWidth: Int32 = 640) {
        self.init(widget: adw_clamp_scrollable_new())
        adw_clamp_scrollable_set_child(opaque, child.widgetPointer)
        adw_clamp_scrollable_set_maximum_size(opaque, maximumWidth)
    }
}
