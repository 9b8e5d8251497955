#include "CGlobetrotter.h"

/* Drag and drop between the rows of a list, in C because the drop signal's
   GValue and the content provider's varargs constructor do not import into
   Swift. Rows may be recycled (GtkListView), so the id a row stands for is
   asked for when a drag starts and when something is dropped on it. */

typedef struct {
    GtRowIdFunc id_func;
    GtRowDropFunc drop_func;
    gpointer user_data;
    GDestroyNotify destroy;
    GtkWidget *row;
} RowDrop;

static void row_drop_free(gpointer data, GClosure *closure) {
    (void)closure;
    RowDrop *drop = data;
    if (drop->destroy != NULL) drop->destroy(drop->user_data);
    g_free(drop);
}

static GdkContentProvider *on_prepare(GtkDragSource *source, double x, double y, gpointer data) {
    (void)source, (void)x, (void)y;
    RowDrop *drop = data;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_INT64);
    g_value_set_int64(&value, drop->id_func(drop->user_data));
    GdkContentProvider *content = gdk_content_provider_new_for_value(&value);
    g_value_unset(&value);
    return content;
}

/* The row itself, as it looks, follows the pointer. */
static void on_drag_begin(GtkDragSource *source, GdkDrag *drag, gpointer data) {
    (void)drag;
    RowDrop *drop = data;
    GdkPaintable *paintable = gtk_widget_paintable_new(drop->row);
    gtk_drag_source_set_icon(source, paintable, 0, 0);
    g_object_unref(paintable);
}

static gboolean on_drop(GtkDropTarget *target, const GValue *value, double x, double y, gpointer data) {
    (void)target, (void)x, (void)y;
    RowDrop *drop = data;
    if (!G_VALUE_HOLDS_INT64(value)) return FALSE;
    drop->drop_func(g_value_get_int64(value), drop->id_func(drop->user_data), drop->user_data);
    return TRUE;
}

void gt_row_enable_reorder(GtkWidget *row, GtRowIdFunc id_func, GtRowDropFunc drop_func, gpointer user_data,
                           GDestroyNotify destroy) {
    RowDrop *drop = g_new0(RowDrop, 1);
    *drop = (RowDrop){id_func, drop_func, user_data, destroy, row};
    GtkDragSource *source = gtk_drag_source_new();
    gtk_drag_source_set_actions(source, GDK_ACTION_MOVE);
    g_signal_connect(source, "prepare", G_CALLBACK(on_prepare), drop);
    g_signal_connect(source, "drag-begin", G_CALLBACK(on_drag_begin), drop);
    gtk_widget_add_controller(row, GTK_EVENT_CONTROLLER(source));

    GtkDropTarget *target = gtk_drop_target_new(G_TYPE_INT64, GDK_ACTION_MOVE);
    /* The drop handler owns the shared data: freed when the row goes. */
    g_signal_connect_data(target, "drop", G_CALLBACK(on_drop), drop, row_drop_free, 0);
    gtk_widget_add_controller(row, GTK_EVENT_CONTROLLER(target));
}
