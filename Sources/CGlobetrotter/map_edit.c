#include "CGlobetrotter.h"

/* Dragging a marker (a pin widget) across the map, and the map's context
   gesture. The pointer is followed in the map's coordinates, translated from
   the marker's at each event: the marker moves under the pointer, so offsets
   in its own coordinates would feed back on themselves.

   A press on the marker is claimed at once. Waiting for the drag threshold
   does not work: the map's own drag gesture pans from the first pixel and
   carries the marker along under the pointer, so a mouse's small movements
   never add up to the threshold in the marker's coordinates. Claiming the
   press also keeps it from the button inside, so a press released without a
   drag clicks the button here. */

typedef struct {
    ShumateViewport *viewport; /* not owned: lives as long as the map */
    GtkWidget *map;
    gint64 id;
    GtPinDropFunc func;
    gpointer user_data;
    GDestroyNotify destroy;
    double grab_x, grab_y; /* where the pointer took the marker, from its centre */
    gboolean dragging;
    gboolean cancelled; /* the press was taken away (a grab): neither a click nor a drop */
} MarkerDrag;

static void marker_drag_free(gpointer data, GClosure *closure) {
    (void)closure;
    MarkerDrag *drag = data;
    if (drag->destroy != NULL) drag->destroy(drag->user_data);
    g_free(drag);
}

/* The button inside the marker: it shows the press and gets the click. */
static GtkWidget *marker_button(GtkGesture *gesture) {
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    return shumate_marker_get_child(SHUMATE_MARKER(marker));
}

static void on_marker_drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    MarkerDrag *drag = data;
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    drag->grab_x = x - gtk_widget_get_width(marker) / 2.0;
    drag->grab_y = y - gtk_widget_get_height(marker) / 2.0;
    drag->dragging = FALSE;
    drag->cancelled = FALSE;
    /* Ours from the press: the map does not pan, the button does not see it. */
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    GtkWidget *button = marker_button(GTK_GESTURE(gesture));
    if (button != NULL) gtk_widget_set_state_flags(button, GTK_STATE_FLAG_ACTIVE, FALSE);
}

static void on_marker_drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, gpointer data) {
    (void)gesture, (void)sequence;
    ((MarkerDrag *)data)->cancelled = TRUE;
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
    GtkWidget *button = marker_button(GTK_GESTURE(gesture));
    if (button != NULL) gtk_widget_unset_state_flags(button, GTK_STATE_FLAG_ACTIVE);
    if (!drag->dragging) {
        /* A press and release without a drag is the button's click, as its own gesture would make it. */
        if (!drag->cancelled && GTK_IS_BUTTON(button)) {
            if (gtk_widget_get_focus_on_click(button)) gtk_widget_grab_focus(button);
            g_signal_emit_by_name(button, "clicked");
        }
        return;
    }
    drag->dragging = FALSE;
    GtkWidget *marker = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(gesture));
    gtk_widget_remove_css_class(marker, "dragging");
    ShumateLocation *location = SHUMATE_LOCATION(marker);
    if (drag->func != NULL)
        drag->func(drag->id, shumate_location_get_latitude(location), shumate_location_get_longitude(location),
                   drag->user_data);
}

void gt_marker_make_draggable(ShumateMarker *marker, ShumateViewport *viewport, GtkWidget *map, gint64 id,
                              GtPinDropFunc func, gpointer user_data, GDestroyNotify destroy) {
    MarkerDrag *drag = g_new0(MarkerDrag, 1);
    *drag = (MarkerDrag){viewport, map, id, func, user_data, destroy, 0, 0, FALSE, FALSE};
    GtkGesture *gesture = gtk_gesture_drag_new();
    /* Before the button's own click gesture and the map's pan: a press on the marker is decided here. */
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(gesture), GTK_PHASE_CAPTURE);
    g_signal_connect(gesture, "drag-begin", G_CALLBACK(on_marker_drag_begin), drag);
    g_signal_connect(gesture, "cancel", G_CALLBACK(on_marker_drag_cancel), drag);
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
    /* The press is the menu's now: the map's drag ends, so moving on does not pan under the menu. */
    gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
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
    /* A long press, by touch or with the mouse, is the secondary click. It
       claims nothing until it fires: the map's own drag sees the press too,
       and moving past the drag threshold first is a pan (GTK cancels the
       long press then). */
    GtkGesture *long_press = gtk_gesture_long_press_new();
    g_signal_connect(long_press, "pressed", G_CALLBACK(on_long_pressed), context);
    gtk_widget_add_controller(map, GTK_EVENT_CONTROLLER(long_press));
}
