import CGtk
import GLibKit

public enum Orientation: Sendable {
    case horizontal, vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

@MainActor
public final class Box: Widget, @unchecked Sendable {
    public convenience init(_ orientation: Orientation, spacing: Int32 = 0, _ children: [Widget] = []) {
        self.init(widget: gtk_box_new(orientation.gtk, spacing))
        children.forEach(append)
    }

    public func append(_ child: Widget) { gtk_box_append(cast(), child.widgetPointer) }
    public func remove(_ child: Widget) { gtk_box_remove(cast(), child.widgetPointer) }

    /// Puts `child` right after `sibling` (first, when `sibling` is nil).
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_box_insert_child_after(cast(), child.widgetPointer, sibling?.widgetPointer)
    }
}

/// A row of linked toggle buttons, one per titled child of a `Stack`.
@MainActor
public final class StackSwitcher: Widget, @unchecked Sendable {
    public convenience init(_ stack: Stack) {
        self.init(widget: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(opaque, OpaquePointer(stack.objectPointer))
    }
}

/// Shows one named child at a time: the app coordinator's root switch, and
/// per-page navigation stacks.
@MainActor
public final class Stack: Widget, @unchecked Sendable {
    public enum Transition: Sendable {
        case none, crossfade, slideLeftRight

        var gtk: GtkStackTransitionType {
            switch self {
            case .none: GTK_STACK_TRANSITION_TYPE_NONE
            case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
            case .slideLeftRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
            }
        }
    }

    public convenience init(transition: Transition = .crossfade) {
        self.init(widget: gtk_stack_new())
        gtk_stack_set_transition_type(opaque, transition.gtk)
    }

    /// How the next change of visible child is animated.
    public var transition: Transition {
        get {
            switch gtk_stack_get_transition_type(opaque) {
            case GTK_STACK_TRANSITION_TYPE_CROSSFADE: .crossfade
            case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT: .slideLeftRight
            default: .none
            }
        }
        set { gtk_stack_set_transition_type(opaque, newValue.gtk) }
    }

    public func addNamed(_ child: Widget, name: String) {
        gtk_stack_add_named(opaque, child.widgetPointer, name)
    }

    /// A child with the title a `StackSwitcher` shows for it (a mnemonic: "_Days").
    public func addTitled(_ child: Widget, name: String, title: String) {
        let page = gtk_stack_add_titled(opaque, child.widgetPointer, name, title)
        gtk_stack_page_set_use_underline(page, 1)
    }

    public func remove(_ child: Widget) { gtk_stack_remove(opaque, child.widgetPointer) }

    public func child(named name: String) -> Widget? {
        gtk_stack_get_child_by_name(opaque, name).map { Widget(widget: $0) }
    }

    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
        set { gtk_stack_set_visible_child_name(opaque, newValue) }
    }

    public var isTransitionRunning: Bool { gtk_stack_get_transition_running(opaque) != 0 }

    /// Runs `handler` once the current transition has ended (now, if none runs).
    public func whenTransitionFinished(_ handler: @escaping @MainActor () -> Void) {
        guard isTransitionRunning else {
            handler()
            return
        }
        var connection: SignalConnection?
        connection = onNotify("transition-running") { [weak self] in
            guard let self, !self.isTransitionRunning else { return }
            connection?.disconnect()
            connection = nil
            handler()
        }
    }
}

@MainActor
public final class ScrolledWindow: Widget, @unchecked Sendable {
    public convenience init(_ child: Widget) {
        self.init(widget: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(opaque, child.widgetPointer)
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// How far the content is scrolled down, in pixels (0 at the top).
    /// Takes the child's natural height while there is room, and scrolls once there is not.
    public func followsContentHeight() {
        gtk_scrolled_window_set_propagate_natural_height(opaque, 1)
    }

    public var verticalOffset: Double {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        return gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)
    }

    public func scrollToTop() {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }

    /// Scrolls the least distance that brings `descendant` (laid out already)
    /// and `margin` pixels around it into view, its bottom edge first when it
    /// is taller than the view.
    public func scrollToShow(_ descendant: Widget, margin: Double = 0) {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(descendant.widgetPointer, widgetPointer, &bounds) != 0 else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        let page = gtk_adjustment_get_page_size(adjustment)
        let top = Double(bounds.origin.y) - margin
        let bottom = Double(bounds.origin.y + bounds.size.height) + margin
        var shift = 0.0
        if bottom > page { shift = bottom - page } else if top < 0 { shift = top }
        guard shift != 0 else { return }
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + shift)
    }
}
