import CGtk

@MainActor
extension Widget {
    /// Whether the window holding this widget has no widget with the keyboard
    /// focus: GTK drops it from a widget made insensitive or hidden, and the
    /// next Tab then starts again at the window's first control.
    public var isWindowFocusLost: Bool {
        guard let root = gtk_widget_get_root(widgetPointer) else { return false }
        return gtk_root_get_focus(root) == nil
    }
}

@MainActor
extension Widget {
    /// Whether the window holding this widget draws its focus ring (GTK turns it
    /// on with keyboard use and off with the pointer's).
    public var isFocusVisibleInWindow: Bool {
        get {
            guard let root = gtk_widget_get_root(widgetPointer) else { return false }
            return gtk_window_get_focus_visible(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
                != 0
        }
        set {
            guard let root = gtk_widget_get_root(widgetPointer) else { return }
            gtk_window_set_focus_visible(
                UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), newValue ? 1 : 0)
        }
    }
}
