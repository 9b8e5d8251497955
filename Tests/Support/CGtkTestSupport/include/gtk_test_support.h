#pragma once
#include <gtk/gtk.h>

/* The X11 window of `widget`'s surface (its window, or its popover's own
 * surface) and the widget's centre in that surface's coordinates, for sending
 * real pointer events with xdotool. Returns 0 when the widget is not shown on
 * an X11 surface. */
unsigned long gt_test_widget_x11_point(GtkWidget *widget, double *x, double *y);

/* The average relative luminance (0 black … 1 white) of a PNG file; -1 when it cannot be read. */
double gt_test_png_mean_luminance(const char *path);

/* The pixel at (x, y) of a PNG file as 0xAARRGGBB (not premultiplied); FALSE when
 * the file cannot be read or the point is outside it. */
gboolean gt_test_png_pixel(const char *path, int x, int y, guint32 *argb);

/* How many of the pixels on a grid of `step` in the rectangle (x, y, width,
 * height) of a PNG file have the colour 0xRRGGBB (alpha ignored); -1 when the
 * file cannot be read. */
int gt_test_png_count_colour(const char *path, int x, int y, int width, int height, int step, guint32 rgb);

/* A string property of `object` ("title"), newly allocated; NULL when unset. Free with g_free. */
char *gt_test_string_property(gpointer object, const char *name);

/* Drops `paths` (count of them) on `widget` as a file manager would: finds the
 * widget's GtkDropTarget for GdkFileList and emits its "drop" with a
 * GdkFileList value. Returns what the handler returned, or FALSE when the
 * widget has no such target. */
gboolean gt_test_drop_files(GtkWidget *widget, const char *const *paths, int count);

/* Runs `body(data)` on a new thread that has given up the capabilities which
 * let root read any file (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH): there a file
 * with mode 0 is unreadable for every user, root included (capabilities are
 * per thread on Linux, so the rest of the process keeps them). Returns FALSE
 * when the capabilities could not be dropped (body did not run). */
gboolean gt_test_run_without_file_override(void (*body)(void *data), void *data);

/* Points this process's XDG_DATA_HOME and XDG_CONFIG_HOME at `data_home` and
 * `config_home`, as GLib's own tests do (g_test_init's isolated dirs, through
 * g_set_user_dirs: GLib reads the variables once and caches them, so setting
 * them later changes nothing). GIO's list of applications and their defaults
 * is made again on its next use (it watches the config dir for exactly this).
 * Strings earlier returned by g_get_user_data_dir/g_get_user_config_dir are
 * freed: callers copy them first. */
void gt_test_set_user_data_and_config_dirs(const char *data_home, const char *config_home);
