#pragma once
// Small C helpers for what Swift cannot express with GTK: the GObject
// subclasses Swift cannot define and variadic or macro-only APIs.
// GLib-only helpers are in CGLibSupport.
#include <CGLibSupport.h>
#include <CStartupReport.h>
#include <gtk/gtk.h>
#include <shumate/shumate.h>

G_BEGIN_DECLS

/// Numbered pins drawn by one layer (for trips with many stops).
#define GT_TYPE_PIN_LAYER (gt_pin_layer_get_type())
G_DECLARE_FINAL_TYPE(GtPinLayer, gt_pin_layer, GT, PIN_LAYER, ShumateLayer)
GtPinLayer *gt_pin_layer_new(ShumateViewport *viewport);
/// Replaces the pins (the strings are copied); `selected_id` is drawn highlighted (-1: none).
void gt_pin_layer_set_pins(GtPinLayer *self, guint count, const double *latitudes, const double *longitudes,
                           const gint64 *ids, const char *const *labels, gint64 selected_id);
/// The same, each pin with the name a screen reader says of it ("Stop 2, Lübeck"):
/// the named pins in view get a focusable button each (see pin_layer.c).
void gt_pin_layer_set_named_pins(GtPinLayer *self, guint count, const double *latitudes, const double *longitudes,
                                 const gint64 *ids, const char *const *labels, const char *const *names,
                                 gint64 selected_id);
typedef void (*GtPinClickFunc)(gint64 id, gpointer user_data);
void gt_pin_layer_set_click_func(GtPinLayer *self, GtPinClickFunc func, gpointer user_data, GDestroyNotify destroy);
/// Called when a pin was dragged and dropped at a new location.
typedef void (*GtPinDropFunc)(gint64 id, double latitude, double longitude, gpointer user_data);
/// Lets the layer's pins be dragged (off by default); `func` gets each drop.
void gt_pin_layer_set_drop_func(GtPinLayer *self, GtPinDropFunc func, gpointer user_data, GDestroyNotify destroy);

/// Makes a marker draggable over `map` (the widget `viewport` maps to): a
/// press on it is its own (the map does not pan), past the drag threshold it
/// follows the pointer, and on release `func` gets its id and new location; a
/// press without a drag clicks the marker's child (a button). libshumate 1.0's
/// `shumate_marker_set_draggable` does nothing.
void gt_marker_make_draggable(ShumateMarker *marker, ShumateViewport *viewport, GtkWidget *map, gint64 id,
                              GtPinDropFunc func, gpointer user_data, GDestroyNotify destroy);

/// Called for a secondary click or a long press on the map, at (x, y) in the
/// map widget and the location under it.
typedef void (*GtMapContextFunc)(double x, double y, double latitude, double longitude, gpointer user_data);
/// Asks `map` (the widget `viewport` maps to) to report secondary clicks and long presses.
void gt_map_set_context_func(GtkWidget *map, ShumateViewport *viewport, GtMapContextFunc func, gpointer user_data,
                             GDestroyNotify destroy);

/// Called with a widget's new size.
typedef void (*GtSizeFunc)(int width, int height, gpointer user_data);
/// Calls `func` each time `widget` is laid out at a new size (not 0), before
/// that frame is painted; `destroy` frees `user_data` when the widget goes.
void gt_widget_watch_size(GtkWidget *widget, GtSizeFunc func, gpointer user_data, GDestroyNotify destroy);

/// The id of the item a (possibly recycled) row shows now.
typedef gint64 (*GtRowIdFunc)(gpointer user_data);
/// Called when the row carrying `dragged_id` is dropped on the row showing `target_id`.
typedef void (*GtRowDropFunc)(gint64 dragged_id, gint64 target_id, gpointer user_data);
/// Makes `row` draggable (carrying its current id) and a drop target for its
/// siblings; `destroy` frees `user_data` when the row goes.
void gt_row_enable_reorder(GtkWidget *row, GtRowIdFunc id_func, GtRowDropFunc drop_func, gpointer user_data,
                           GDestroyNotify destroy);

/// One malloc arena for every thread (see malloc_arenas.c); call before any thread starts.
void gt_use_one_malloc_arena(void);

/// What OpenGL on a display is, as its driver says without a context.
typedef enum {
    GT_OPENGL_NONE,     ///< no OpenGL: GTK draws with cairo anyway
    GT_OPENGL_HARDWARE, ///< a GPU
    GT_OPENGL_SOFTWARE, ///< a rasterizer on the CPU (Mesa's llvmpipe)
    GT_OPENGL_UNKNOWN,  ///< the driver does not say
} GtOpenGL;
/// Asks the driver GDK set up at display open (GLX_MESA_query_renderer, the
/// EGL device's extensions); cheap: no GL context is made.
GtOpenGL gt_display_opengl(GdkDisplay *display);
/// OpenGL's renderer string on `display` ("llvmpipe (LLVM 15.0.6, 256 bits)"),
/// or NULL without OpenGL. Free it with g_free(). Makes a GL context: costly
/// (for tests and benchmarks).
char *gt_display_gl_renderer(GdkDisplay *display);
/// Whether an OpenGL renderer string names a software rasterizer (llvmpipe, softpipe, SwiftShader…).
gboolean gt_gl_renderer_is_software(const char *renderer);
/// Unless GSK_RENDERER is set, makes GTK draw with its cairo renderer when
/// OpenGL on `display` is a software rasterizer (see renderer_choice.c).
/// Call before any window is realized; returns whether it chose cairo.
gboolean gt_prefer_cairo_on_software_gl(GdkDisplay *display);
/// "cairo" or "gl" as the renderer drawing `widget`'s window is ("none" before it is realized).
const char *gt_widget_renderer_name(GtkWidget *widget);

// GtTileDataSource: a ShumateDataSource whose tiles come from a callback.
// libshumate 1.0 renders only what is announced through `received-data`, so
// completing a request both emits that signal and finishes the GTask.
#define GT_TYPE_TILE_DATA_SOURCE (gt_tile_data_source_get_type())
G_DECLARE_FINAL_TYPE(GtTileDataSource, gt_tile_data_source, GT, TILE_DATA_SOURCE, ShumateDataSource)

/// Called on the main thread for each tile request. Complete `task` later with
/// gt_tile_data_source_complete() or gt_tile_data_source_fail(), exactly once.
typedef void (*GtTileRequestFunc)(GtTileDataSource *source, int x, int y, int zoom,
                                  GTask *task, GCancellable *cancellable, gpointer user_data);

GtTileDataSource *gt_tile_data_source_new(GtTileRequestFunc func, gpointer user_data,
                                          GDestroyNotify destroy);
/// Takes a reference to `bytes`; takes ownership of `task`.
void gt_tile_data_source_complete(GtTileDataSource *self, GTask *task, GBytes *bytes);
/// Takes ownership of `task`.
void gt_tile_data_source_fail(GtTileDataSource *self, GTask *task, int code, const char *message);

// GtRasterSource: the map source for raster tiles from a ShumateDataSource,
// decoded off the main thread into the format GTK's cairo renderer draws
// without a per-frame conversion (see raster_source.c).
#define GT_TYPE_RASTER_SOURCE (gt_raster_source_get_type())
G_DECLARE_FINAL_TYPE(GtRasterSource, gt_raster_source, GT, RASTER_SOURCE, ShumateMapSource)

GtRasterSource *gt_raster_source_new(const char *id, const char *name, const char *license,
                                     const char *license_uri, guint max_zoom,
                                     ShumateDataSource *data_source);
/// Whether tiles were asked for and every one asked for is shown (or failed).
/// The `tiles-shown` signal (no arguments) is emitted each time that becomes true.
gboolean gt_raster_source_has_shown_tiles(GtRasterSource *self);

G_END_DECLS

// Pictures the person chooses (image_file.c): safe on any thread.
G_BEGIN_DECLS
/// Decodes `path` scaled to fit `max_side` × `max_side` (never up, aspect kept;
/// JPEG decodes at the reduced size) and turned upright by its EXIF
/// orientation. `complete` is FALSE when the file ended before every row was
/// decoded (gdk-pixbuf returns such a picture without an error). NULL with
/// `error` set (G_FILE_ERROR or GDK_PIXBUF_ERROR) when it cannot be read.
GdkPixbuf *gt_image_file_load(const char *path, int max_side, gboolean *complete, GError **error);
G_END_DECLS
