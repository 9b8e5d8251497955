#include "CGlobetrotter.h"

// Why not ShumateRasterRenderer: it makes each tile a GdkTexture, and GTK
// 4.8's cairo renderer downloads every texture into a new cairo surface on
// every frame, converting each pixel through floats (or byte by byte from
// RGB): measured, two thirds of a panning frame. This source decodes a tile
// once, off the main thread, into a cairo image surface, and draws it with a
// cairo node: a frame then only composites pixels, as cairo does best.
struct _GtRasterSource {
    ShumateMapSource parent_instance;
    ShumateDataSource *data_source;
    guint requested;
    guint pending;
};

G_DEFINE_FINAL_TYPE(GtRasterSource, gt_raster_source, SHUMATE_TYPE_MAP_SOURCE)

enum { SIGNAL_TILES_SHOWN, N_SIGNALS };
static guint signals[N_SIGNALS];

// GtTileImage: a tile's pixels as a cairo image surface, drawn as they are.
#define GT_TYPE_TILE_IMAGE (gt_tile_image_get_type())
G_DECLARE_FINAL_TYPE(GtTileImage, gt_tile_image, GT, TILE_IMAGE, GObject)

struct _GtTileImage {
    GObject parent_instance;
    cairo_surface_t *surface;
};

static void gt_tile_image_snapshot(GdkPaintable *paintable, GdkSnapshot *snapshot, double width,
                                   double height) {
    GtTileImage *self = GT_TILE_IMAGE(paintable);
    int pixels_wide = cairo_image_surface_get_width(self->surface);
    int pixels_high = cairo_image_surface_get_height(self->surface);
    /* Tiles sit on fractional pixels between zoom levels, and two tiles each
       covering part of the pixel they share let the background through: a
       light seam at every tile edge. Each tile reaches one unit into the next
       (drawn after it) with its edge pixels extended, so no seam shows. */
    double reach = 1;
    cairo_t *cr = gtk_snapshot_append_cairo(GTK_SNAPSHOT(snapshot),
                                            &GRAPHENE_RECT_INIT(0, 0, width + reach, height + reach));
    cairo_pattern_t *pattern = cairo_pattern_create_for_surface(self->surface);
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD);
    cairo_matrix_t matrix;
    cairo_matrix_init_scale(&matrix, pixels_wide / width, pixels_high / height);
    cairo_pattern_set_matrix(pattern, &matrix);
    cairo_set_source(cr, pattern);
    cairo_rectangle(cr, 0, 0, width + reach, height + reach);
    cairo_fill(cr);
    cairo_pattern_destroy(pattern);
    cairo_destroy(cr);
}

static int gt_tile_image_get_intrinsic_width(GdkPaintable *paintable) {
    return cairo_image_surface_get_width(GT_TILE_IMAGE(paintable)->surface);
}

static int gt_tile_image_get_intrinsic_height(GdkPaintable *paintable) {
    return cairo_image_surface_get_height(GT_TILE_IMAGE(paintable)->surface);
}

static GdkPaintableFlags gt_tile_image_get_flags(GdkPaintable *paintable) {
    return GDK_PAINTABLE_STATIC_SIZE | GDK_PAINTABLE_STATIC_CONTENTS;
}

static void gt_tile_image_paintable_init(GdkPaintableInterface *iface) {
    iface->snapshot = gt_tile_image_snapshot;
    iface->get_intrinsic_width = gt_tile_image_get_intrinsic_width;
    iface->get_intrinsic_height = gt_tile_image_get_intrinsic_height;
    iface->get_flags = gt_tile_image_get_flags;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(GtTileImage, gt_tile_image, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(GDK_TYPE_PAINTABLE, gt_tile_image_paintable_init))

static void gt_tile_image_finalize(GObject *object) {
    g_clear_pointer(&GT_TILE_IMAGE(object)->surface, cairo_surface_destroy);
    G_OBJECT_CLASS(gt_tile_image_parent_class)->finalize(object);
}

static void gt_tile_image_class_init(GtTileImageClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gt_tile_image_finalize;
}

static void gt_tile_image_init(GtTileImage *self) {}

/// Decodes the tile's image into a cairo image surface. Runs in GLib's thread pool.
static void decode_tile(GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable) {
    GBytes *bytes = task_data;
    GError *error = NULL;
    g_autoptr(GdkTexture) decoded = gdk_texture_new_from_bytes(bytes, &error);
    if (decoded == NULL) {
        g_task_return_error(task, error);
        return;
    }
    cairo_surface_t *surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, gdk_texture_get_width(decoded), gdk_texture_get_height(decoded));
    // GDK_MEMORY_DEFAULT, what gdk_texture_download() writes, is cairo's ARGB32.
    gdk_texture_download(decoded, cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface));
    cairo_surface_mark_dirty(surface);
    GtTileImage *image = g_object_new(GT_TYPE_TILE_IMAGE, NULL);
    image->surface = surface;
    g_task_return_pointer(task, image, g_object_unref);
}

/// Ends a fill, shown or failed; the last one pending emits `tiles-shown`.
static void finish_fill(GTask *task, GError *error) {
    GtRasterSource *self = g_task_get_source_object(task);
    if (error != NULL) {
        g_task_return_error(task, error);
    } else {
        g_task_return_boolean(task, TRUE);
    }
    self->pending--;
    if (self->pending == 0) {
        g_signal_emit(self, signals[SIGNAL_TILES_SHOWN], 0);
    }
    g_object_unref(task);
}

static void on_tile_decoded(GObject *object, GAsyncResult *result, gpointer user_data) {
    GTask *task = user_data;
    ShumateTile *tile = g_task_get_task_data(task);
    GError *error = NULL;
    g_autoptr(GtTileImage) image = g_task_propagate_pointer(G_TASK(result), &error);
    if (image != NULL) {
        shumate_tile_set_paintable(tile, GDK_PAINTABLE(image));
        shumate_tile_set_state(tile, SHUMATE_STATE_DONE);
    }
    finish_fill(task, error);
}

static void on_tile_data(GObject *object, GAsyncResult *result, gpointer user_data) {
    GTask *task = user_data;
    GError *error = NULL;
    GBytes *bytes = shumate_data_source_get_tile_data_finish(SHUMATE_DATA_SOURCE(object), result, &error);
    if (bytes == NULL) {
        finish_fill(task, error);
        return;
    }
    GTask *decoding = g_task_new(g_task_get_source_object(task), g_task_get_cancellable(task),
                                 on_tile_decoded, task);
    g_task_set_task_data(decoding, bytes, (GDestroyNotify)g_bytes_unref);
    g_task_run_in_thread(decoding, decode_tile);
    g_object_unref(decoding);
}

static void gt_raster_source_fill_tile_async(ShumateMapSource *map_source, ShumateTile *tile,
                                             GCancellable *cancellable, GAsyncReadyCallback callback,
                                             gpointer user_data) {
    GtRasterSource *self = GT_RASTER_SOURCE(map_source);
    GTask *task = g_task_new(self, cancellable, callback, user_data);
    g_task_set_source_tag(task, gt_raster_source_fill_tile_async);
    g_task_set_task_data(task, g_object_ref(tile), g_object_unref);
    self->requested++;
    self->pending++;
    shumate_data_source_get_tile_data_async(self->data_source, shumate_tile_get_x(tile),
                                            shumate_tile_get_y(tile), shumate_tile_get_zoom_level(tile),
                                            cancellable, on_tile_data, task);
}

static gboolean gt_raster_source_fill_tile_finish(ShumateMapSource *map_source, GAsyncResult *result,
                                                  GError **error) {
    return g_task_propagate_boolean(G_TASK(result), error);
}

static void gt_raster_source_finalize(GObject *object) {
    g_clear_object(&GT_RASTER_SOURCE(object)->data_source);
    G_OBJECT_CLASS(gt_raster_source_parent_class)->finalize(object);
}

static void gt_raster_source_class_init(GtRasterSourceClass *klass) {
    ShumateMapSourceClass *source_class = SHUMATE_MAP_SOURCE_CLASS(klass);
    source_class->fill_tile_async = gt_raster_source_fill_tile_async;
    source_class->fill_tile_finish = gt_raster_source_fill_tile_finish;
    G_OBJECT_CLASS(klass)->finalize = gt_raster_source_finalize;
    signals[SIGNAL_TILES_SHOWN] = g_signal_new("tiles-shown", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0,
                                               NULL, NULL, NULL, G_TYPE_NONE, 0);
}

gboolean gt_raster_source_has_shown_tiles(GtRasterSource *self) {
    return self->requested > 0 && self->pending == 0;
}

static void gt_raster_source_init(GtRasterSource *self) {}

GtRasterSource *gt_raster_source_new(const char *id, const char *name, const char *license,
                                     const char *license_uri, guint max_zoom,
                                     ShumateDataSource *data_source) {
    GtRasterSource *self = g_object_new(GT_TYPE_RASTER_SOURCE, "id", id, "name", name, "license", license,
                                        "license-uri", license_uri, "min-zoom-level", 0,
                                        "max-zoom-level", max_zoom, "tile-size", 256, "projection",
                                        SHUMATE_MAP_PROJECTION_MERCATOR, NULL);
    self->data_source = g_object_ref(data_source);
    return self;
}
