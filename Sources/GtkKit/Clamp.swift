import CAdwaita
import GLibKit

/// An `AdwClamp`: keeps content at a readable width on wide windows.
@MainActor
public final class Clamp: Widget, @unchecked Sendable {
    public convenience init(_ child: Widget, maximumWidth: Int32 = 640) {
        self.init(widget: adw_clamp_new())
        adw_clamp_set_child(opaque, child.widgetPointer)
        adw_clamp_set_maximum_size(opaque, maximumWidth)
    }

    /// Below this width the child gets all of it; above, it grows more slowly up to the maximum.
    public func setTighteningThreshold(_ width: Int32) { adw_clamp_set_tightening_threshold(opaque, width) }
}
