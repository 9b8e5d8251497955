// The floor for start-up benchmarks: the least a GTK 4 app can do — one empty
// window of the app's default size — measured exactly like the app.
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

private let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, UnsafeMutableRawPointer?) -> Void = {
    application, _ in
    let window = gtk_application_window_new(application)
    gtk_window_set_title(UnsafeMutableRawPointer(window)?.assumingMemoryBound(to: GtkWindow.self), "Bare GTK window")
    gtk_window_set_default_size(UnsafeMutableRawPointer(window)?.assumingMemoryBound(to: GtkWindow.self), 1000, 720)
    g_signal_connect_data(
        window, "realize", unsafeBitCast(connectFrameClock, to: GCallback.self), application, nil, G_CONNECT_DEFAULT)
    gtk_window_present(UnsafeMutableRawPointer(window)?.assumingMemoryBound(to: GtkWindow.self))
}

let application = gtk_application_new("io.github.globetrotter.BareWindow", G_APPLICATION_NON_UNIQUE)
g_signal_connect_data(application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, G_CONNECT_DEFAULT)
let status = g_application_run(UnsafeMutableRawPointer(application)?.assumingMemoryBound(to: GApplication.self), 0, nil)
exit(status)
