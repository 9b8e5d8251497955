import CGLib
import CGlobetrotter
import CGtk
import Foundation
import GLibKit
import GlobetrotterCore
import GtkKit
import InstalledData

// Before any thread starts (see malloc_arenas.c).
gt_use_one_malloc_arena()
gt_startup_trace("main")
DiagnosticLog.routeThroughGLib()
nameWindowsAfterTheApplication()
Renderer.preferCairoWhereOpenGLIsSoftware()
Translations.bind()
gt_startup_trace("translations bound")
// GTK's main loop must also run Swift's main actor and DispatchQueue.main.
MainLoopIntegration.install()
let app = GlobetrotterApp()
gt_startup_trace("app object")
let status = app.run()
exit(status)

/// Under X11 a window's WM_CLASS is GTK's program name twice (GTK 4.8 sets
/// res_name to g_get_prgname() and res_class to the display's program class,
/// which is unset, so the program name again): make it the application ID, so
/// GNOME Shell matches the windows to io.github.globetrotter.Globetrotter.desktop
/// (and the desktop file's StartupWMClass says the same). The name changes
/// only once GTK opens its display, after GApplication parsed the command
/// line: `--help` still reads “globetrotter [OPTION…]”. A display is opened
/// before any window exists, so every window gets the new name. GLib's
/// application name, which would fall back to the program name, is set to the
/// human one for wherever GTK shows it.
private func nameWindowsAfterTheApplication() {
    g_set_application_name(AppInfo.name)
    let renameOnDisplayOpened: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, _ in
        g_set_prgname(AppInfo.id)
    }
    g_signal_connect_data(
        UnsafeMutableRawPointer(gdk_display_manager_get()), "display-opened",
        unsafeBitCast(renameOnDisplayOpened, to: GCallback.self), nil, nil, GConnectFlags(0))
}
