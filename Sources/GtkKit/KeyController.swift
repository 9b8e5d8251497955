import CGtk
import GLibKit

public typealias KeyHandler = @MainActor (_ keyName: String) -> Bool

private let keyPressedTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
        _, keyval, _, _, data in
        let handler = ClosureBox<KeyHandler>.from(data).closure
        let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
        return MainActor.assumeIsolated { handler(name) } ? 1 : 0
    }

public typealias ModifiedKeyHandler = @MainActor (_ keyName: String, _ withAlt: Bool) -> Bool

private let modifiedKeyPressedTrampoline:
    @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
        _, keyval, _, state, data in
        let handler = ClosureBox<ModifiedKeyHandler>.from(data).closure
        let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
        let withAlt = state.rawValue & GDK_ALT_MASK.rawValue != 0
        return MainActor.assumeIsolated { handler(name, withAlt) } ? 1 : 0
    }

/// Key presses on a widget, by GDK key name ("Up", "Down", "Escape").
@MainActor
public final class KeyController: ObjectRef, @unchecked Sendable {
    /// Attaches a controller to `widget` in the capture phase, so it sees keys
    /// before the widget's own handling (a search entry keeps Up and Down otherwise).
    public init(attachedTo widget: Widget) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        super.init(retaining: UnsafeMutableRawPointer(controller))
        gtk_widget_add_controller(widget.widgetPointer, controller)
    }

    /// `handler` returns true when it handled the key.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping KeyHandler) -> SignalConnection {
        connectSignal(
            "key-pressed", trampoline: unsafeBitCast(keyPressedTrampoline, to: UnsafeRawPointer.self), handler: handler)
    }

    /// Like `onKeyPressed`, also telling whether Alt was held (Alt+Up moves a row).
    @discardableResult
    public func onKeyPressed(_ handler: @escaping ModifiedKeyHandler) -> SignalConnection {
        connectSignal(
            "key-pressed", trampoline: unsafeBitCast(modifiedKeyPressedTrampoline, to: UnsafeRawPointer.self),
            handler: handler)
    }
}
