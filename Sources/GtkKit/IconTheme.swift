import CGtk

@MainActor
public enum IconTheme {
    /// Lets icons be found in `directory` (a folder with a `hicolor/` tree),
    /// for running without installing. Needs a display: call after start-up.
    public static func addSearchPath(_ directory: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), directory)
    }

    public static func hasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        return gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) != 0
    }
}
