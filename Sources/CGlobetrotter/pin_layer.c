#include "CGlobetrotter.h"

/* Numbered pins drawn in one snapshot, for trips with more stops than a
   widget each can carry: 1,000 GtkButton markers cost ~100 ms a frame while
   the map pans, because libshumate lays out and styles every one. */

#define PIN_RADIUS 12.0

typedef struct {
    double latitude, longitude;
    gint64 id;
    char *label;
} Pin;

struct _GtPinLayer {
    ShumateLayer parent_instance;
    GArray *pins; /* of Pin */
    gint64 selected_id;
    GtPinClickFunc click_func;
    gpointer click_data;
    GDestroyNotify click_destroy;
};

G_DEFINE_FINAL_TYPE(GtPinLayer, gt_pin_layer, SHUMATE_TYPE_LAYER)

static void clear_pin(gpointer data) { g_free(((Pin *)data)->label); }

static void on_view_changed(GObject *viewport, GParamSpec *pspec, gpointer layer) {
    (void)viewport, (void)pspec;
    gtk_widget_queue_draw(GTK_WIDGET(layer));
}

static void gt_pin_layer_constructed(GObject *object) {
    G_OBJECT_CLASS(gt_pin_layer_parent_class)->constructed(object);
    ShumateViewport *viewport = shumate_layer_get_viewport(SHUMATE_LAYER(object));
    g_signal_connect_object(viewport, "notify", G_CALLBACK(on_view_changed), object, 0);
}

static void gt_pin_layer_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtPinLayer *self = GT_PIN_LAYER(widget);
    ShumateViewport *viewport = shumate_layer_get_viewport(SHUMATE_LAYER(self));
    double width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GdkRGBA accent = {0.21f, 0.52f, 0.89f, 1.0f}, selected = {0.96f, 0.64f, 0.0f, 1.0f}, white = {1, 1, 1, 1};
    PangoLayout *layout = gtk_widget_create_pango_layout(widget, NULL);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD));
    pango_attr_list_insert(attributes, pango_attr_scale_new(0.85));
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    /* Where each pin is now, and how many are in view: crowded pins are drawn
       as dots without numbers, which could not be read anyway. */
    double *xs = g_new(double, self->pins->len), *ys = g_new(double, self->pins->len);
    guint visible = 0;
    for (guint i = 0; i < self->pins->len; i++) {
        Pin *pin = &g_array_index(self->pins, Pin, i);
        shumate_viewport_location_to_widget_coords(viewport, widget, pin->latitude, pin->longitude, &xs[i], &ys[i]);
        if (xs[i] >= -PIN_RADIUS && ys[i] >= -PIN_RADIUS && xs[i] <= width + PIN_RADIUS && ys[i] <= height + PIN_RADIUS)
            visible++;
    }
    gboolean crowded = visible > 150;
    double radius = crowded ? 5.0 : PIN_RADIUS;
    if (crowded) {
        /* One cairo node with every dot in one path: a clip node per dot costs
           the software renderer more than the whole map. */
        graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
        cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &bounds);
        gdk_cairo_set_source_rgba(cr, &accent);
        for (guint i = 0; i < self->pins->len; i++) {
            if (xs[i] < -radius || ys[i] < -radius || xs[i] > width + radius || ys[i] > height + radius) continue;
            cairo_new_sub_path(cr);
            cairo_arc(cr, xs[i], ys[i], radius, 0, 2 * G_PI);
        }
        cairo_fill(cr);
        for (guint i = 0; i < self->pins->len; i++) {
            if (g_array_index(self->pins, Pin, i).id != self->selected_id) continue;
            gdk_cairo_set_source_rgba(cr, &selected);
            cairo_arc(cr, xs[i], ys[i], PIN_RADIUS / 1.5, 0, 2 * G_PI);
            cairo_fill(cr);
        }
        cairo_destroy(cr);
    }
    for (guint i = 0; i < self->pins->len && !crowded; i++) {
        Pin *pin = &g_array_index(self->pins, Pin, i);
        double x = xs[i], y = ys[i];
        if (x < -radius || y < -radius || x > width + radius || y > height + radius) continue;
        graphene_rect_t rect = GRAPHENE_RECT_INIT(x - radius, y - radius, 2 * radius, 2 * radius);
        GskRoundedRect circle;
        gsk_rounded_rect_init_from_rect(&circle, &rect, radius);
        gtk_snapshot_push_rounded_clip(snapshot, &circle);
        gtk_snapshot_append_color(snapshot, pin->id == self->selected_id ? &selected : &accent, &rect);
        gtk_snapshot_pop(snapshot);
        pango_layout_set_text(layout, pin->label, -1);
        int text_width = 0, text_height = 0;
        pango_layout_get_pixel_size(layout, &text_width, &text_height);
        gtk_snapshot_save(snapshot);
        gtk_snapshot_translate(snapshot, &GRAPHENE_POINT_INIT((float)(x - text_width / 2.0), (float)(y - text_height / 2.0)));
        gtk_snapshot_append_layout(snapshot, layout, &white);
        gtk_snapshot_restore(snapshot);
    }
    g_free(xs);
    g_free(ys);
    g_object_unref(layout);
}

/* A press on a pin is ours; anywhere else it is the map's (drag, zoom). */
static gint64 pin_at(GtPinLayer *self, double x, double y) {
    ShumateViewport *viewport = shumate_layer_get_viewport(SHUMATE_LAYER(self));
    /* The last drawn is on top. */
    for (guint i = self->pins->len; i > 0; i--) {
        Pin *pin = &g_array_index(self->pins, Pin, i - 1);
        double px = 0, py = 0;
        shumate_viewport_location_to_widget_coords(viewport, GTK_WIDGET(self), pin->latitude, pin->longitude, &px, &py);
        if ((px - x) * (px - x) + (py - y) * (py - y) <= PIN_RADIUS * PIN_RADIUS) return pin->id;
    }
    return -1;
}

static void on_pressed(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)presses;
    GtPinLayer *self = data;
    if (pin_at(self, x, y) < 0) gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_DENIED);
}

static void on_released(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
    (void)gesture, (void)presses;
    GtPinLayer *self = data;
    gint64 id = pin_at(self, x, y);
    if (id >= 0 && self->click_func != NULL) self->click_func(id, self->click_data);
}

static void gt_pin_layer_finalize(GObject *object) {
    GtPinLayer *self = GT_PIN_LAYER(object);
    g_array_unref(self->pins);
    if (self->click_destroy != NULL) self->click_destroy(self->click_data);
    G_OBJECT_CLASS(gt_pin_layer_parent_class)->finalize(object);
}

static void gt_pin_layer_class_init(GtPinLayerClass *klass) {
    G_OBJECT_CLASS(klass)->constructed = gt_pin_layer_constructed;
    G_OBJECT_CLASS(klass)->finalize = gt_pin_layer_finalize;
    GTK_WIDGET_CLASS(klass)->snapshot = gt_pin_layer_snapshot;
}

static void gt_pin_layer_init(GtPinLayer *self) {
    self->pins = g_array_new(FALSE, FALSE, sizeof(Pin));
    g_array_set_clear_func(self->pins, clear_pin);
    self->selected_id = -1;
    GtkGesture *click = gtk_gesture_click_new();
    g_signal_connect(click, "pressed", G_CALLBACK(on_pressed), self);
    g_signal_connect(click, "released", G_CALLBACK(on_released), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(click));
}

GtPinLayer *gt_pin_layer_new(ShumateViewport *viewport) {
    return g_object_new(GT_TYPE_PIN_LAYER, "viewport", viewport, NULL);
}

void gt_pin_layer_set_pins(GtPinLayer *self, guint count, const double *latitudes, const double *longitudes,
                           const gint64 *ids, const char *const *labels, gint64 selected_id) {
    g_array_set_size(self->pins, 0);
    for (guint i = 0; i < count; i++) {
        Pin pin = {latitudes[i], longitudes[i], ids[i], g_strdup(labels[i])};
        g_array_append_val(self->pins, pin);
    }
    self->selected_id = selected_id;
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

void gt_pin_layer_set_click_func(GtPinLayer *self, GtPinClickFunc func, gpointer user_data, GDestroyNotify destroy) {
    if (self->click_destroy != NULL) self->click_destroy(self->click_data);
    self->click_func = func;
    self->click_data = user_data;
    self->click_destroy = destroy;
}
