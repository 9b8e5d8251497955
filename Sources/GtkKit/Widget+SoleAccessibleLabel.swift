import CGLib
import CGtk
import GLibKit

@MainActor
extension Widget {
    /// Sets the name a screen reader reads for this button, and only that:
    /// GTK 4.8 reads a button's accessible label *and* the text of the label
    /// it is "labelled by" (its own child), so a pin named "Stop 2, Lübeck"
    /// showing "2" was read "Stop 2, Lübeck 2", a "Car" button "Car Car".
    /// Call it again after the button's label changes (GTK relates it anew).
    public func setSoleAccessibleLabel(_ label: String) {
        setAccessibleLabel(label)
        gtk_accessible_reset_relation(OpaquePointer(objectPointer), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    /// Makes a labelled button read its label once, as shown: GTK 4.8 names
    /// it by its label as written *and* by the label child it is labelled
    /// by, so "_Try Again" was read "_Try Again Try Again", underscore and
    /// all. The shown text (mnemonic marks gone) becomes its sole name. A
    /// button without a text label (an icon, a flag and a name) is left as it is.
    func readsShownLabelOnce() {
        guard let child = gtk_button_get_child(cast(GtkButton.self)),
            Widget(widget: child).typeName == "GtkLabel",
            let text = gtk_label_get_text(OpaquePointer(child)).map({ String(cString: $0) }), !text.isEmpty
        else { return }
        setSoleAccessibleLabel(text)
    }
}
