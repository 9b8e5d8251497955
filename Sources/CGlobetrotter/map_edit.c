#include "CGlobetrotter.h"

/* Dragging a marker (a pin widget) across the map, and the map's context
   gesture. The pointer is followed in the map's coordinates, translated from
   the marker's at each event: the marker moves under the pointer, so offsets
   in its own coordinates would feed back on themselves. */

typedef struct {
    ShumateViewport *viewport; /* not owned: lives as long as the map */
    GtkWidget *map;
    gint64 id;
    GtPinDropFunc func;
    gpointer user_data;
    GDestroyNotify destroy;
    double grab_x, grab_y; /* where the pointer took the marker, from its centre */
    gboolean dragging;
} MarkerDrag;

static void marker_drag_free(gpointer data, GClosure *closure) {
    (void)closure;
    MarkerDrag *drag = data;
    if (drag->destroy != NULL) drag->destroy(drag->user_data);
    g_free(drag);
}

static void on_marker_drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    MarkerDrag *drag = data;
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    drag->grab_x = x - gtk_widget_get_width(marker) / 2.0;
    drag->grab_y = y - gtk_widget_get_height(marker) / 2.0;
    drag->dragging = FALSE;
    /* A press on a pin is this gesture's at once. Waiting for the drag threshold
       let the map's own drag claim the press first when a mouse moves in steps of
       1-3 px (it pans at its first motion): the map panned and the pin stayed. A
       press that does not move is the pin's click, given back in drag-end. */
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* Where the pointer is now, in the map's coordinates. */
static gboolean pointer_in_map(GtkGesture *gesture, MarkerDrag *drag, double *x, double *y) {
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    GdkEventSequence *sequence = gtk_gesture_single_get_current_sequence(GTK_GESTURE_SINGLE(gesture));
    double px = 0, py = 0;
    if (!gtk_gesture_get_point(gesture, sequence, &px, &py)) return FALSE;
    graphene_point_t in_marker = GRAPHENE_POINT_INIT((float)px, (float)py), in_map;
    if (!gtk_widget_compute_point(marker, drag->map, &in_marker, &in_map)) return FALSE;
    *x = in_map.x - drag->grab_x;
    *y = in_map.y - drag->grab_y;
    return TRUE;
}

static void on_marker_drag_update(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    MarkerDrag *drag = data;
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    if (!drag->dragging) {
        if (!gtk_drag_check_threshold(marker, 0, 0, (int)dx, (int)dy)) return;
        drag->dragging = TRUE;
        /* Ours now: the button does not click, the map does not pan. */
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
        gtk_widget_add_css_class(marker, "dragging");
    }
    double x = 0, y = 0, latitude = 0, longitude = 0;
    if (!pointer_in_map(GTK_GESTURE(gesture), drag, &x, &y)) return;
    shumate_viewport_widget_coords_to_location(drag->viewport, drag->map, x, y, &latitude, &longitude);
    shumate_location_set_location(SHUMATE_LOCATION(marker), latitude, longitude);
}

static void on_marker_drag_end(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    (void)dx, (void)dy;
    MarkerDrag *drag = data;
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    if (!drag->dragging) {
        /* Claimed at the press, the button saw no click of its own: a press and
           release without a drag is one. */
        GtkWidget *pin = shumate_marker_get_child(SHUMATE_MARKER(marker));
        if (GTK_IS_BUTTON(pin)) g_signal_emit_by_name(pin, "clicked");
        return;
    }
    drag->dragging = FALSE;
    gtk_widget_remove_css_class(marker, "dragging");
    ShumateLocation *location = SHUMATE_LOCATION(marker);
    if (drag->func != NULL)
        drag->func(drag->id, shumate_location_get_latitude(location), shumate_location_get_longitude(location),
                   drag->user_data);
}

void gt_marker_make_draggable(ShumateMarker *marker, ShumateViewport *viewport, GtkWidget *map, gint64 id,
                              GtPinDropFunc func, gpointer user_data, GDestroyNotify destroy) {
    MarkerDrag *drag = g_new0(MarkerDrag, 1);
    *drag = (MarkerDrag){viewport, map, id, func, user_data, destroy, 0, 0, FALSE};
    GtkGesture *gesture = gtk_gesture_drag_new();
    /* Before the button's own click gesture and the map's pan: a drag is decided here. */
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(gesture), GTK_PHASE_CAPTURE);
    g_signal_connect(gesture, "drag-begin", G_CALLBACK(on_marker_drag_begin), drag);
    g_signal_connect(gesture, "drag-update", G_CALLBACK(on_marker_drag_update), drag);
    g_signal_connect_data(gesture, "drag-end", G_CALLBACK(on_marker_drag_end), drag, marker_drag_free, 0);
    gtk_widget_add_controller(GTK_WIDGET(marker), GTK_EVENT_CONTROLLER(gesture));
}

typedef struct {
    ShumateViewport *viewport;
    GtMapContextFunc func;
    gpointer user_data;
    GDestroyNotify destroy;
} MapContext;

static void map_context_free(gpointer data, GClosure *closure) {
    (void)closure;
    MapContext *context = data;
    if (context->destroy != NULL) context->destroy(context->user_data);
    g_free(context);
}

static void report_context(GtkEventController *controller, double x, double y, MapContext *context) {
    GtkWidget *map = gtk_event_controller_get_widget(controller);
    double latitude = 0, longitude = 0;
    shumate_viewport_widget_coords_to_location(context->viewport, map, x, y, &latitude, &longitude);
    context->func(x, y, latitude, longitude, context->user_data);
}

static void on_secondary_pressed(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)presses;
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    report_context(GTK_EVENT_CONTROLLER(gesture), x, y, data);
}

static void on_long_pressed(GtkGestureLongPress *gesture, double x, double y, gpointer data) {
    report_context(GTK_EVENT_CONTROLLER(gesture), x, y, data);
}

void gt_map_set_context_func(GtkWidget *map, ShumateViewport *viewport, GtMapContextFunc func, gpointer user_data,
                             GDestroyNotify destroy) {
    MapContext *context = g_new0(MapContext, 1);
    *context = (MapContext){viewport, func, user_data, destroy};
    GtkGesture *secondary = gtk_gesture_click_new();
    gtk_gesture_single_set_button(GTK_GESTURE_SINGLE(secondary), GDK_BUTTON_SECONDARY);
    g_signal_connect_data(secondary, "pressed", G_CALLBACK(on_secondary_pressed), context, map_context_free, 0);
    gtk_widget_add_controller(map, GTK_EVENT_CONTROLLER(secondary));
    /* Touch screens: a long press is the secondary click. */
    GtkGesture *long_press = gtk_gesture_long_press_new();
    gtk_gesture_single_set_touch_only(GTK_GESTURE_SINGLE(long_press), TRUE);
    g_signal_connect(long_press, "pressed", G_CALLBACK(on_long_pressed), context);
    gtk_widget_add_controller(map, GTK_EVENT_CONTROLLER(long_press));
}
