import CGtk
import GLibKit

/// App-wide CSS for the few looks libadwaita has no class for (holiday badges, the next-holiday highlight).
@MainActor
public enum StyleSheet {
    private static var installed: Set<String> = []

    /// Adds `css` for the default display once per `name`.
    public static func install(_ css: String, name: String) {
        guard !installed.contains(name), let display = gdk_display_get_default() else { return }
        installed.insert(name)
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
