#include "CGlobetrotter.h"

struct _GtTileDataSource {
    ShumateDataSource parent_instance;
    GtTileRequestFunc func;
    gpointer user_data;
    GDestroyNotify destroy;
};

G_DEFINE_FINAL_TYPE(GtTileDataSource, gt_tile_data_source, SHUMATE_TYPE_DATA_SOURCE)

typedef struct {
    int x, y, zoom;
} TileCoords;

static void gt_tile_data_source_get_tile_data_async(ShumateDataSource *source, int x, int y,
                                                    int zoom, GCancellable *cancellable,
                                                    GAsyncReadyCallback callback,
                                                    gpointer user_data) {
    GtTileDataSource *self = GT_TILE_DATA_SOURCE(source);
    GTask *task = g_task_new(self, cancellable, callback, user_data);
    g_task_set_source_tag(task, gt_tile_data_source_get_tile_data_async);
    TileCoords *coords = g_new(TileCoords, 1);
    *coords = (TileCoords){x, y, zoom};
    g_task_set_task_data(task, coords, g_free);
    if (self->func == NULL) {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "No tile provider");
        g_object_unref(task);
        return;
    }
    self->func(self, x, y, zoom, task, cancellable, self->user_data);
}

static GBytes *gt_tile_data_source_get_tile_data_finish(ShumateDataSource *source,
                                                        GAsyncResult *result, GError **error) {
    return g_task_propagate_pointer(G_TASK(result), error);
}

static void gt_tile_data_source_finalize(GObject *object) {
    GtTileDataSource *self = GT_TILE_DATA_SOURCE(object);
    if (self->destroy != NULL && self->user_data != NULL) {
        self->destroy(self->user_data);
    }
    G_OBJECT_CLASS(gt_tile_data_source_parent_class)->finalize(object);
}

static void gt_tile_data_source_class_init(GtTileDataSourceClass *klass) {
    ShumateDataSourceClass *source_class = SHUMATE_DATA_SOURCE_CLASS(klass);
    source_class->get_tile_data_async = gt_tile_data_source_get_tile_data_async;
    source_class->get_tile_data_finish = gt_tile_data_source_get_tile_data_finish;
    G_OBJECT_CLASS(klass)->finalize = gt_tile_data_source_finalize;
}

static void gt_tile_data_source_init(GtTileDataSource *self) {}

GtTileDataSource *gt_tile_data_source_new(GtTileRequestFunc func, gpointer user_data,
                                          GDestroyNotify destroy) {
    GtTileDataSource *self = g_object_new(GT_TYPE_TILE_DATA_SOURCE, NULL);
    self->func = func;
    self->user_data = user_data;
    self->destroy = destroy;
    return self;
}

void gt_tile_data_source_complete(GtTileDataSource *self, GTask *task, GBytes *bytes) {
    TileCoords *coords = g_task_get_task_data(task);
    if (!g_task_return_error_if_cancelled(task)) {
        g_signal_emit_by_name(self, "received-data", coords->x, coords->y, coords->zoom, bytes);
        g_task_return_pointer(task, g_bytes_ref(bytes), (GDestroyNotify)g_bytes_unref);
    }
    g_object_unref(task);
}

void gt_tile_data_source_fail(GtTileDataSource *self, GTask *task, int code, const char *message) {
    if (!g_task_return_error_if_cancelled(task)) {
        g_task_return_new_error(task, G_IO_ERROR, code, "%s", message);
    }
    g_object_unref(task);
}
