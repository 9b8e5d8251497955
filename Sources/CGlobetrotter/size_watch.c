#include "CGlobetrotter.h"

/* GTK 4 has no signal for a widget's new size. The window allocates its
   widgets in its frame clock's layout phase; a handler connected after
   GTK's own sees the sizes of this frame, and whatever it changes is laid
   out again before the frame is painted (GDK repeats the layout phase while
   layout is asked for). So a size-dependent view (a map fitted to a box) is
   right in the first frame that shows it. */

typedef struct {
    GtkWidget *widget; /* not owned: the watch lives as long as the widget */
    GtSizeFunc func;
    gpointer user_data;
    GDestroyNotify destroy;
    GdkFrameClock *clock; /* while realized */
    gulong layout_handler;
    int width, height; /* last reported */
} SizeWatch;

static void on_layout(GdkFrameClock *clock, gpointer data) {
    (void)clock;
    SizeWatch *watch = data;
    int width = gtk_widget_get_width(watch->widget), height = gtk_widget_get_height(watch->widget);
    if (width <= 0 || height <= 0 || (width == watch->width && height == watch->height)) return;
    watch->width = width;
    watch->height = height;
    watch->func(width, height, watch->user_data);
}

static void stop_watching(SizeWatch *watch) {
    if (watch->clock == NULL) return;
    g_clear_signal_handler(&watch->layout_handler, watch->clock);
    g_clear_object(&watch->clock);
}

static void on_realize(GtkWidget *widget, gpointer data) {
    SizeWatch *watch = data;
    stop_watching(watch);
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    if (clock == NULL) return;
    watch->clock = g_object_ref(clock);
    watch->layout_handler = g_signal_connect_after(clock, "layout", G_CALLBACK(on_layout), watch);
}

static void on_unrealize(GtkWidget *widget, gpointer data) {
    (void)widget;
    stop_watching(data);
}

static void size_watch_free(gpointer data, GClosure *closure) {
    (void)closure;
    SizeWatch *watch = data;
    stop_watching(watch);
    if (watch->destroy != NULL) watch->destroy(watch->user_data);
    g_free(watch);
}

void gt_widget_watch_size(GtkWidget *widget, GtSizeFunc func, gpointer user_data, GDestroyNotify destroy) {
    SizeWatch *watch = g_new0(SizeWatch, 1);
    *watch = (SizeWatch){widget, func, user_data, destroy, NULL, 0, 0, 0};
    g_signal_connect(widget, "realize", G_CALLBACK(on_realize), watch);
    /* The last connection owns the watch: it is freed when the widget is. */
    g_signal_connect_data(widget, "unrealize", G_CALLBACK(on_unrealize), watch, size_watch_free, 0);
    if (gtk_widget_get_realized(widget)) on_realize(widget, watch);
}
