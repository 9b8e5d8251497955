import CGtk
import GLibKit

/// A plain `GtkEntry`: one line of text, `changed` on every edit.
@MainActor
public final class Entry: Widget, @unchecked Sendable {
    public convenience init(placeholder: String) {
        self.init(widget: gtk_entry_new())
        setProperty("placeholder-text", placeholder)
        setAccessibleLabel(placeholder)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set {
            // Setting the same text would move the cursor and emit `changed`.
            if newValue != text { gtk_editable_set_text(opaque, newValue) }
        }
    }

    /// Takes the keyboard focus with the caret at the end, keeping any text
    /// typed before unselected (a plain grab selects it all).
    @discardableResult
    public func grabFocusWithoutSelecting() -> Bool { gtk_entry_grab_focus_without_selecting(cast()) != 0 }

    /// Selects all the text (typing replaces it).
    public func selectAll() { gtk_editable_select_region(opaque, 0, -1) }

    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection {
        on("changed") { entry in handler(String(cString: gtk_editable_get_text(OpaquePointer(entry)))) }
    }

    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("activate", handler)
    }
}

/// A `GSimpleActionGroup` inserted on a widget under a prefix: the actions
/// of a row's menu ("stop.move-up") live and die with the row.
@MainActor
public final class WidgetActions: ObjectRef, ActionGroup, @unchecked Sendable {
    public init(on widget: Widget, prefix: String) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()!))
        gtk_widget_insert_action_group(widget.widgetPointer, prefix, OpaquePointer(objectPointer))
    }

    public var actionGroupPointer: OpaquePointer { OpaquePointer(objectPointer) }

    /// Adds an action that calls `handler`; returns it so its enabled state can follow the row.
    @discardableResult
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name)
        action.onActivate(handler)
        addAction(action)
        return action
    }
}
