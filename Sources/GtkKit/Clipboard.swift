import CGtk

/// The desktop clipboard of a widget's display.
@MainActor
public enum Clipboard {
    public static func copy(_ text: String, from widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.widgetPointer), text)
    }
}
