import CGLib
import CGtk
import GLibKit

/// A group of actions a widget's menus can name ("map.add-stop-here").
@MainActor
public final class SimpleActionGroup: ObjectRef, ActionGroup, @unchecked Sendable {
    public init() { super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()!)) }
    public var actionGroupPointer: OpaquePointer { OpaquePointer(objectPointer) }
}

@MainActor
extension Widget {
    /// Makes `group`'s actions available to this widget and its descendants as "`prefix`.name".
    public func insertActionGroup(_ group: SimpleActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, group.actionGroupPointer)
    }

    /// Takes away the group inserted under `prefix`.
    public func removeActionGroup(prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, nil)
    }
}

/// A context menu (`GtkPopoverMenu`) over a widget, pointing at a spot in it.
@MainActor
public final class PopoverMenu: Widget, @unchecked Sendable {
    public convenience init(menu: Menu, over parent: Widget) {
        self.init(widget: gtk_popover_menu_new_from_model(menu.menuModelPointer))
        gtk_widget_set_parent(widgetPointer, parent.widgetPointer)
        gtk_popover_set_has_arrow(cast(), 0)
        gtk_widget_set_halign(widgetPointer, GTK_ALIGN_START)
        PopoverShortcuts.install(in: widgetPointer)
    }

    /// Opens at (x, y) in the parent's coordinates.
    public func popUp(atX x: Double, y: Double) {
        var spot = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(), &spot)
        gtk_popover_popup(cast())
    }

    public func popDown() { gtk_popover_popdown(cast()) }

    /// Gives the popover back to GTK before its parent goes (GTK warns otherwise).
    public func unparent() { gtk_widget_unparent(widgetPointer) }
}
