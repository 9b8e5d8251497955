#include "gtk_test_support.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

unsigned long gt_test_widget_x11_point(GtkWidget *widget, double *x, double *y) {
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) return 0;
    graphene_point_t centre = GRAPHENE_POINT_INIT(gtk_widget_get_width(widget) / 2.0f,
                                                  gtk_widget_get_height(widget) / 2.0f);
    graphene_point_t in_native;
    if (!gtk_widget_compute_point(widget, GTK_WIDGET(native), &centre, &in_native)) return 0;
    /* The surface is larger than the widget tree by the client-side shadow. */
    double shadow_x = 0, shadow_y = 0;
    gtk_native_get_surface_transform(native, &shadow_x, &shadow_y);
    *x = in_native.x + shadow_x;
    *y = in_native.y + shadow_y;
#ifdef GDK_WINDOWING_X11
    GdkSurface *surface = gtk_native_get_surface(native);
    if (surface != NULL && GDK_IS_X11_SURFACE(surface)) return gdk_x11_surface_get_xid(surface);
#endif
    return 0;
}

double gt_test_png_mean_luminance(const char *path) {
    GdkTexture *texture = gdk_texture_new_from_filename(path, NULL);
    if (texture == NULL) return -1;
    int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
    gsize stride = (gsize)width * 4;
    guchar *pixels = g_malloc(stride * height);
    gdk_texture_download(texture, pixels, stride); /* CAIRO_FORMAT_ARGB32: B, G, R, A in memory */
    double sum = 0;
    for (gsize i = 0; i < stride * height; i += 4) {
        sum += (0.0722 * pixels[i] + 0.7152 * pixels[i + 1] + 0.2126 * pixels[i + 2]) / 255.0;
    }
    g_free(pixels);
    g_object_unref(texture);
    return sum / ((double)width * height);
}

gboolean gt_test_png_pixel(const char *path, int x, int y, guint32 *argb) {
    GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file(path, NULL);
    if (pixbuf == NULL) return FALSE;
    gboolean inside = x >= 0 && y >= 0 && x < gdk_pixbuf_get_width(pixbuf) && y < gdk_pixbuf_get_height(pixbuf);
    if (inside) {
        int channels = gdk_pixbuf_get_n_channels(pixbuf);
        const guchar *pixel = gdk_pixbuf_read_pixels(pixbuf) + (gsize)y * (gsize)gdk_pixbuf_get_rowstride(pixbuf) +
                              (gsize)x * (gsize)channels;
        guint32 alpha = channels == 4 ? pixel[3] : 255;
        *argb = alpha << 24 | (guint32)pixel[0] << 16 | (guint32)pixel[1] << 8 | pixel[2];
    }
    g_object_unref(pixbuf);
    return inside;
}

int gt_test_png_count_colour(const char *path, int x, int y, int width, int height, int step, guint32 rgb) {
    GdkPixbuf *pixbuf = gdk_pixbuf_new_from_file(path, NULL);
    if (pixbuf == NULL) return -1;
    int count = 0, channels = gdk_pixbuf_get_n_channels(pixbuf), stride = gdk_pixbuf_get_rowstride(pixbuf);
    int right = MIN(x + width, gdk_pixbuf_get_width(pixbuf)), bottom = MIN(y + height, gdk_pixbuf_get_height(pixbuf));
    const guchar *pixels = gdk_pixbuf_read_pixels(pixbuf);
    for (int row = MAX(y, 0); row < bottom; row += step) {
        for (int column = MAX(x, 0); column < right; column += step) {
            const guchar *pixel = pixels + (gsize)row * (gsize)stride + (gsize)column * (gsize)channels;
            guint32 colour = (guint32)pixel[0] << 16 | (guint32)pixel[1] << 8 | pixel[2];
            if (colour == rgb) count++;
        }
    }
    g_object_unref(pixbuf);
    return count;
}

char *gt_test_string_property(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

gboolean gt_test_drop_files(GtkWidget *widget, const char *const *paths, int count) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    GtkDropTarget *target = NULL;
    for (guint i = 0; i < g_list_model_get_n_items(controllers) && target == NULL; i++) {
        GObject *controller = g_list_model_get_item(controllers, i);
        if (GTK_IS_DROP_TARGET(controller) && gtk_drop_target_get_gtypes(GTK_DROP_TARGET(controller), NULL) != NULL)
            target = GTK_DROP_TARGET(controller);
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    if (target == NULL) return FALSE;
    GFile **files = g_new0(GFile *, count);
    for (int i = 0; i < count; i++) files[i] = g_file_new_for_path(paths[i]);
    GValue value = G_VALUE_INIT;
    g_value_init(&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed(&value, gdk_file_list_new_from_array(files, (gsize)count));
    gboolean handled = FALSE;
    g_signal_emit_by_name(target, "drop", &value, 10.0, 10.0, &handled);
    g_value_unset(&value);
    for (int i = 0; i < count; i++) g_object_unref(files[i]);
    g_free(files);
    return handled;
}

#include <linux/capability.h>
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef struct {
    void (*body)(void *);
    void *data;
    gboolean dropped;
} Unprivileged;

static void *run_unprivileged(void *argument) {
    Unprivileged *run = argument;
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0}; /* pid 0: this thread */
    struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
    if (syscall(SYS_capget, &header, data) != 0) return NULL;
    const __u32 overrides = (1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH);
    data[0].effective &= ~overrides;
    data[0].permitted &= ~overrides;
    if (syscall(SYS_capset, &header, data) != 0) return NULL;
    run->dropped = TRUE;
    run->body(run->data);
    return NULL;
}

gboolean gt_test_run_without_file_override(void (*body)(void *data), void *data) {
    Unprivileged run = {body, data, FALSE};
    pthread_t thread;
    if (pthread_create(&thread, NULL, run_unprivileged, &run) != 0) return FALSE;
    pthread_join(thread, NULL);
    return run.dropped;
}

/* Exported by GLib since 2.60 but declared only in its private gutilsprivate.h. */
void g_set_user_dirs(const gchar *first_dir_type, ...) G_GNUC_NULL_TERMINATED;

void gt_test_set_user_data_and_config_dirs(const char *data_home, const char *config_home) {
    g_set_user_dirs("XDG_DATA_HOME", data_home, "XDG_CONFIG_HOME", config_home, NULL);
}
