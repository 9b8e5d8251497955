// The floors for start-up benchmarks: the least a GTK 4 app can do — one
// empty window of the app's default size — measured exactly like the app;
// with --adwaita, the least a libadwaita app can do: an AdwApplication with
// an AdwApplicationWindow holding a header bar (the platform cost the app
// pays before any code of its own).
import CAdwaita
import CGlobetrotter
import CGtk

private let quitAfterFirstFrame: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, application in
    gt_print_startup_report()
    g_application_quit(application?.assumingMemoryBound(to: GApplication.self))
}

private let connectFrameClock: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = {
    window, application in
    let clock = gtk_widget_get_frame_clock(window)
    g_signal_connect_data(
        UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(quitAfterFirstFrame, to: GCallback.self),
        application, nil, G_CONNECT_DEFAULT)
}

private let useAdwaita = CommandLine.arguments.contains("--adwaita")

private let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, UnsafeMutableRawPointer?) -> Void = {
    application, _ in
    let window: UnsafeMutablePointer<GtkWidget>
    if useAdwaita {
        window = adw_application_window_new(application)
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(UnsafeMutableRawPointer(content)?.assumingMemoryBound(to: GtkBox.self), adw_header_bar_new())
        adw_application_window_set_content(
            UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), content)
    } else {
        window = gtk_application_window_new(application)
    }
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, "Bare GTK window")
    gtk_window_set_default_size(gtkWindow, 1000, 720)
    g_signal_connect_data(
        window, "realize", unsafeBitCast(connectFrameClock, to: GCallback.self), application, nil, G_CONNECT_DEFAULT)
    gtk_window_present(gtkWindow)
}

let application =
    useAdwaita
    ? UnsafeMutableRawPointer(adw_application_new("io.github.globetrotter.BareWindow", G_APPLICATION_NON_UNIQUE))
    : UnsafeMutableRawPointer(gtk_application_new("io.github.globetrotter.BareWindow", G_APPLICATION_NON_UNIQUE))
g_signal_connect_data(application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, G_CONNECT_DEFAULT)
let status = g_application_run(application?.assumingMemoryBound(to: GApplication.self), 0, nil)
exit(status)
