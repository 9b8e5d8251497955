import CGtk

/// Opens a web address in the user's browser (through the portal when sandboxed).
@MainActor
public enum URILauncher {
    public static func open(_ uri: String, parent: Widget?) {
        // GTK 4.8's way; gtk_uri_launcher replaces it from 4.10.
        gtk_show_uri(parent.map { $0.cast() }, uri, guint32(GDK_CURRENT_TIME))
    }
}
