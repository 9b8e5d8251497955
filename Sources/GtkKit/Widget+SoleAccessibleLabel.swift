import CGLib
import CGtk

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
}
