import CAdwaita
import CGtk
import GLibKit

/// An `AdwLeaflet`: its children side by side while they fit, one at a time
/// (with a slide between them) once the window is narrower than all of their
/// minimum widths together — a sidebar and its content on a phone.
@MainActor
public final class Leaflet: Widget, @unchecked Sendable {
    public convenience init() {
        self.init(widget: adw_leaflet_new())
        // Back by Alt+Left, the mouse's back button and a swipe, as in GNOME's own apps.
        adw_leaflet_set_can_navigate_back(opaque, 1)
    }

    /// Adds `child` after the others, named so it can be shown by name.
    public func append(_ child: Widget, name: String) {
        let page = adw_leaflet_append(opaque, child.widgetPointer)
        adw_leaflet_page_set_name(page, name)
    }

    /// True when only one child shows at a time.
    public var isFolded: Bool { adw_leaflet_get_folded(opaque) != 0 }

    /// The child shown when folded (and the one the leaflet keeps in view).
    public var visibleChildName: String? {
        get { adw_leaflet_get_visible_child_name(opaque).map { String(cString: $0) } }
        set { adw_leaflet_set_visible_child_name(opaque, newValue) }
    }

    /// True while a slide between children runs.
    public var isTransitionRunning: Bool { adw_leaflet_get_child_transition_running(opaque) != 0 }

    @discardableResult
    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("folded", handler)
    }

    @discardableResult
    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        onNotify("visible-child-name", handler)
    }
}
