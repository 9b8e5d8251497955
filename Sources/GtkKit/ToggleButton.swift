import CGlobetrotter
import CGtk
import GLibKit

/// A button that stays pressed. Grouped toggle buttons act as radio buttons:
/// exactly one of the group is active (a "linked" box shows them as one control).
@MainActor
public final class ToggleButton: Widget, @unchecked Sendable {
    public convenience init(label: String) {
        self.init(widget: gtk_toggle_button_new_with_mnemonic(label))
        readsShownLabelOnce()
    }

    public var isActive: Bool {
        get { gtk_toggle_button_get_active(togglePointer) != 0 }
        set { gtk_toggle_button_set_active(togglePointer, newValue ? 1 : 0) }
    }

    /// Puts this button in `other`'s group: activating one deactivates the others.
    public func group(with other: ToggleButton) {
        gtk_toggle_button_set_group(togglePointer, other.togglePointer)
    }

    /// Runs whenever `isActive` changes, by a click or in code.
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        on("toggled", handler)
    }

    /// Emits `clicked` now, as a click does: it toggles the button (in a
    /// group, an active button stays active).
    public func click() { gt_signal_emit_void(objectPointer, "clicked") }

    private var togglePointer: UnsafeMutablePointer<GtkToggleButton> { cast() }
}
