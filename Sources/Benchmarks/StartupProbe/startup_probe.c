// Preloaded (LD_PRELOAD) by `globetrotter-bench startup` into another GTK 4
// program, a peer such as gnome-calculator: when the program presents its
// first window, the probe prints the same start-up report as the app and the
// bare windows (CStartupReport) at that window's first frame, and quits the
// program. The benchmark compiles it with the C compiler, not SwiftPM: a
// library SwiftPM links needs the Swift runtime, which would add to the
// peer's memory. It needs nothing the program does not load already.
#define _GNU_SOURCE
#include <CStartupReport.h>
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <stdlib.h>

static gboolean watching = FALSE;

static void report_and_quit(GdkFrameClock *clock, gpointer data) {
    g_signal_handlers_disconnect_by_func(clock, report_and_quit, data);
    gt_startup_mark_first_frame();
    gt_print_startup_report();
    GApplication *application = g_application_get_default();
    if (application != NULL) {
        g_application_quit(application);
    } else {
        exit(0);
    }
}

static void watch_frame_clock(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(report_and_quit), NULL);
}

/* The first window presented is the one timed. */
static void watch(GtkWindow *window) {
    if (watching) return;
    watching = TRUE;
    if (gtk_widget_get_realized(GTK_WIDGET(window))) {
        watch_frame_clock(GTK_WIDGET(window), NULL);
    } else {
        g_signal_connect(window, "realize", G_CALLBACK(watch_frame_clock), NULL);
    }
}

void gtk_window_present(GtkWindow *window) {
    static void (*real)(GtkWindow *) = NULL;
    if (real == NULL) real = (void (*)(GtkWindow *))dlsym(RTLD_NEXT, "gtk_window_present");
    watch(window);
    real(window);
}

void gtk_window_present_with_time(GtkWindow *window, guint32 timestamp) {
    static void (*real)(GtkWindow *, guint32) = NULL;
    if (real == NULL) real = (void (*)(GtkWindow *, guint32))dlsym(RTLD_NEXT, "gtk_window_present_with_time");
    watch(window);
    real(window, timestamp);
}
