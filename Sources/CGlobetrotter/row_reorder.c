#include "CGlobetrotter.h"

/* Drag and drop between the rows of a list, in C because the drop signal's
   GValue and the content provider's varargs constructor do not import into Swift. */

typedef struct {
    GtRowDropFunc func;
    gpointer user_data;
    GDestroyNotify destroy;
    gint64 target_id;
} RowDrop;

static void row_drop_free(gpointer data, GClosure *closure) {
    (void)closure;
    RowDrop *drop = data;
    if (drop->destroy != NULL) drop->destroy(drop->user_data);
    g_free(drop);
}

static gboolean on_drop(GtkDropTarget *target, const GValue *value, double x, double y, gpointer data) {
    (void)target, (void)x, (void)y;
    RowDrop *drop = data;
    if (!G_VALUE_HOLDS_INT64(value)) return FALSE;
    drop->func(g_value_get_int64(value), drop->target_id, drop->user_data);
    return TRUE;
}

/* The row itself, as it looks, follows the pointer. */
static void on_drag_begin(GtkDragSource *source, GdkDrag *drag, gpointer row) {
    (void)drag;
    GdkPaintable *paintable = gtk_widget_paintable_new(GTK_WIDGET(row));
    gtk_drag_source_set_icon(source, paintable, 0, 0);
    g_object_unref(paintable);
}

void gt_row_enable_reorder(GtkWidget *row, gint64 id, GtRowDropFunc func, gpointer user_data,
                           GDestroyNotify destroy) {
    GtkDragSource *source = gtk_drag_source_new();
    gtk_drag_source_set_actions(source, GDK_ACTION_MOVE);
    GValue value = G_VALUE_INIT;
    g_value_init(&value, G_TYPE_INT64);
    g_value_set_int64(&value, id);
    GdkContentProvider *content = gdk_content_provider_new_for_value(&value);
    g_value_unset(&value);
    gtk_drag_source_set_content(source, content);
    g_object_unref(content);
    g_signal_connect(source, "drag-begin", G_CALLBACK(on_drag_begin), row);
    gtk_widget_add_controller(row, GTK_EVENT_CONTROLLER(source));

    GtkDropTarget *target = gtk_drop_target_new(G_TYPE_INT64, GDK_ACTION_MOVE);
    RowDrop *drop = g_new0(RowDrop, 1);
    *drop = (RowDrop){func, user_data, destroy, id};
    g_signal_connect_data(target, "drop", G_CALLBACK(on_drop), drop, row_drop_free, 0);
    gtk_widget_add_controller(row, GTK_EVENT_CONTROLLER(target));
}
