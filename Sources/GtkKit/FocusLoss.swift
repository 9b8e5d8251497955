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
