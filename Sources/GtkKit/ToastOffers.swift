import CAdwaita
import CGtk
import GLibKit

/// The toasts with a button (an "Undo") that are up, newest last, with the
/// window each is shown in: what a window's Ctrl+Z presses. A toast leaves
/// the list when it is dismissed (its timeout, its close button, its button).
@MainActor
public enum ToastOffers {
    private struct Offer {
        let toast: ObjectRef
        let window: UnsafeMutableRawPointer?
        let action: @MainActor () -> Void
    }

    private static var offers: [Offer] = []
    private static var observers: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// Keeps an `onChange` handler; it goes with this token.
    @MainActor
    public final class Observation {
        fileprivate init() {}
        isolated deinit { ToastOffers.observers[ObjectIdentifier(self)] = nil }
    }

    /// Whether a toast with a button is up in `window`.
    public static func isOffering(in window: Widget) -> Bool {
        offers.contains { $0.window == UnsafeMutableRawPointer(window.widgetPointer) }
    }

    /// Does what the newest toast's button in `window` does, and dismisses
    /// that toast; false when none is up there.
    @discardableResult
    public static func pressNewest(in window: Widget) -> Bool {
        guard let index = offers.lastIndex(where: { $0.window == UnsafeMutableRawPointer(window.widgetPointer) })
        else { return false }
        let offer = offers.remove(at: index)
        changed()
        offer.action()
        adw_toast_dismiss(OpaquePointer(offer.toast.objectPointer))
        return true
    }

    /// Calls `handler` whenever a toast with a button comes up or goes, as
    /// long as the returned token is kept.
    public static func onChange(_ handler: @escaping @MainActor () -> Void) -> Observation {
        let observation = Observation()
        observers[ObjectIdentifier(observation)] = handler
        return observation
    }

    /// Called by `ToastOverlay` for a toast it adds with a button.
    static func add(_ toast: OpaquePointer, shownIn overlay: Widget, action: @escaping @MainActor () -> Void) {
        let reference = ObjectRef(retaining: UnsafeMutableRawPointer(toast))
        let window = gtk_widget_get_root(overlay.widgetPointer).map { UnsafeMutableRawPointer($0) }
        offers.append(Offer(toast: reference, window: window, action: action))
        // The toast owns the connection: it goes with the toast (so the
        // handler holds its address, not a reference).
        let address = reference.objectPointer
        ObjectRef(retaining: UnsafeMutableRawPointer(toast)).on("dismissed") {
            offers.removeAll { $0.toast.objectPointer == address }
            changed()
        }
        changed()
    }

    private static func changed() {
        for observer in observers.values { observer() }
    }
}
