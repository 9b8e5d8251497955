#include "CGlobetrotter.h"
#include <math.h>

/* Numbered pins drawn in one snapshot, for trips with more stops than a
   widget each can carry: 1,000 GtkButton markers cost ~100 ms a frame while
   the map pans, because libshumate lays out and styles every one.

   Every pin copies a dot drawn once (a white ring around the pin's colour, as
   the widget pins have): under GTK 4.8's cairo renderer, filling circles
   every frame (a path, or a rounded clip per pin) cost more than the map.

   For screen readers and the keyboard, the pins in view (at most
   MAX_PROXIES, in trip order) each get a real GtkButton child placed on the
   pin: transparent but for its focus ring, named after its stop, focusable
   (Tab, arrows), and activating it is a click on the pin. They are chosen
   again only once the view rests (PROXY_SETTLE_MS after the last change),
   so a pan moves a few buttons instead of making and unmaking them; a
   pointer never meets them (they take no input), so a press is still the
   layer's to click or drag. */

#define PIN_RADIUS 12.0
#define CROWDED_RADIUS 5.0
#define MAX_PROXIES 40
#define PROXY_SETTLE_MS 150

typedef enum { DOT_CROWDED, DOT_PIN, DOT_SELECTED, DOT_KINDS } DotKind;

typedef struct {
    double latitude, longitude;
    gint64 id;
    char *label;
    char *name; /* what a screen reader says of it: "Stop 2, Lübeck" */
} Pin;

struct _GtPinLayer {
    ShumateLayer parent_instance;
    GArray *pins; /* of Pin */
    cairo_surface_t *dots[DOT_KINDS]; /* drawn once per display scale */
    int dot_scale;
    gint64 selected_id;
    GtPinClickFunc click_func;
    gpointer click_data;
    GDestroyNotify click_destroy;
    GtPinDropFunc drop_func; /* NULL: pins do not drag */
    gpointer drop_data;
    GDestroyNotify drop_destroy;
    gint64 pressed_id; /* the pin under the press, -1 for none */
    double pressed_x, pressed_y; /* its centre when pressed */
    gboolean dragging;
    GPtrArray *proxies; /* the focusable GtkButtons on the pins in view, in trip order */
    guint settle_source;
    int proxies_width, proxies_height; /* the size the proxies were chosen for */
};

G_DEFINE_FINAL_TYPE(GtPinLayer, gt_pin_layer, SHUMATE_TYPE_LAYER)

static void clear_pin(gpointer data) {
    g_free(((Pin *)data)->label);
    g_free(((Pin *)data)->name);
}

static void refresh_proxies(GtPinLayer *self);

static gboolean on_view_settled(gpointer data) {
    GtPinLayer *self = data;
    self->settle_source = 0;
    refresh_proxies(self);
    return G_SOURCE_REMOVE;
}

/* The proxies are chosen again once the view rests. */
static void refresh_proxies_when_settled(GtPinLayer *self) {
    if (self->pins->len == 0) return;
    if (self->settle_source != 0) g_source_remove(self->settle_source);
    self->settle_source = g_timeout_add(PROXY_SETTLE_MS, on_view_settled, self);
}

static void on_view_changed(GObject *viewport, GParamSpec *pspec, gpointer layer) {
    (void)viewport, (void)pspec;
    GtPinLayer *self = layer;
    gtk_widget_queue_draw(GTK_WIDGET(layer));
    if (self->proxies->len > 0) gtk_widget_queue_allocate(GTK_WIDGET(layer));
    refresh_proxies_when_settled(self);
}

static void gt_pin_layer_constructed(GObject *object) {
    G_OBJECT_CLASS(gt_pin_layer_parent_class)->constructed(object);
    ShumateViewport *viewport = shumate_layer_get_viewport(SHUMATE_LAYER(object));
    g_signal_connect_object(viewport, "notify", G_CALLBACK(on_view_changed), object, 0);
}

static double dot_radius(DotKind kind) { return kind == DOT_CROWDED ? CROWDED_RADIUS : PIN_RADIUS; }

/* A pin's dot on a transparent square, made on first use at the display's
   scale (sharp on a HiDPI screen). */
static cairo_surface_t *dot_image(GtPinLayer *self, DotKind kind) {
    int scale = gtk_widget_get_scale_factor(GTK_WIDGET(self));
    if (self->dot_scale != scale) {
        for (int i = 0; i < DOT_KINDS; i++) g_clear_pointer(&self->dots[i], cairo_surface_destroy);
        self->dot_scale = scale;
    }
    if (self->dots[kind] == NULL) {
        /* GNOME's blue 3 and yellow 5, as the widget pins' accent and warning colours. */
        GdkRGBA accent = {0.21f, 0.52f, 0.89f, 1.0f}, selected = {0.96f, 0.64f, 0.0f, 1.0f};
        GdkRGBA ring = {1, 1, 1, 0.9f};
        double radius = dot_radius(kind), ring_width = kind == DOT_CROWDED ? 1.0 : 2.0;
        int size = (int)(2 * radius) + 2;
        cairo_surface_t *dot = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size * scale, size * scale);
        cairo_surface_set_device_scale(dot, scale, scale);
        cairo_t *cr = cairo_create(dot);
        gdk_cairo_set_source_rgba(cr, &ring);
        cairo_arc(cr, size / 2.0, size / 2.0, radius, 0, 2 * G_PI);
        cairo_fill(cr);
        gdk_cairo_set_source_rgba(cr, kind == DOT_SELECTED ? &selected : &accent);
        cairo_arc(cr, size / 2.0, size / 2.0, radius - ring_width, 0, 2 * G_PI);
        cairo_fill(cr);
        cairo_destroy(cr);
        self->dots[kind] = dot;
    }
    return self->dots[kind];
}

/* Copies a dot centred on (x, y), on whole pixels: a plain copy, no resampling. */
static void paint_dot(cairo_t *cr, cairo_surface_t *dot, DotKind kind, double x, double y) {
    double offset = dot_radius(kind) + 1;
    cairo_set_source_surface(cr, dot, round(x) - offset, round(y) - offset);
    cairo_paint(cr);
}

static void gt_pin_layer_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtPinLayer *self = GT_PIN_LAYER(widget);
    ShumateViewport *viewport = shumate_layer_get_viewport(SHUMATE_LAYER(self));
    double width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    GdkRGBA white = {1, 1, 1, 1};
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
    double radius = crowded ? CROWDED_RADIUS : PIN_RADIUS;
    if (crowded) {
        /* One cairo node with a dot copied to each pin's pixel (filling 1,000
           circles as one path cost 13 ms a frame in cairo's scan converter).
           Pins on a pixel already drawn add nothing and are skipped. */
        graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height);
        cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &bounds);
        cairo_surface_t *dot = dot_image(self, DOT_CROWDED);
        /* One bit per pixel a dot can be centred on, the edges' half dots included. */
        int margin = (int)radius + 1, columns = (int)width + 2 * margin, rows = (int)height + 2 * margin;
        guint8 *drawn = g_malloc0(((gsize)columns * (gsize)rows + 7) / 8);
        for (guint i = 0; i < self->pins->len; i++) {
            int x = (int)lround(xs[i]), y = (int)lround(ys[i]);
            if (x < -margin || y < -margin || x >= columns - margin || y >= rows - margin) continue;
            gsize cell = (gsize)(y + margin) * (gsize)columns + (gsize)(x + margin);
            if (drawn[cell / 8] & (1u << (cell % 8))) continue;
            drawn[cell / 8] |= (guint8)(1u << (cell % 8));
            paint_dot(cr, dot, DOT_CROWDED, x, y);
        }
        g_free(drawn);
        for (guint i = 0; i < self->pins->len; i++) {
            if (g_array_index(self->pins, Pin, i).id != self->selected_id) continue;
            paint_dot(cr, dot_image(self, DOT_SELECTED), DOT_SELECTED, xs[i], ys[i]);
        }
        cairo_destroy(cr);
    }
    for (guint i = 0; i < self->pins->len && !crowded; i++) {
        Pin *pin = &g_array_index(self->pins, Pin, i);
        double x = xs[i], y = ys[i];
        if (x < -radius || y < -radius || x > width + radius || y > height + radius) continue;
        DotKind kind = pin->id == self->selected_id ? DOT_SELECTED : DOT_PIN;
        graphene_rect_t rect = GRAPHENE_RECT_INIT((float)(round(x) - radius - 1), (float)(round(y) - radius - 1),
                                                  (float)(2 * radius + 2), (float)(2 * radius + 2));
        cairo_t *cr = gtk_snapshot_append_cairo(snapshot, &rect);
        paint_dot(cr, dot_image(self, kind), kind, x, y);
        cairo_destroy(cr);
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
    /* The proxies draw nothing but a focus ring, over the pins. */
    for (guint i = 0; i < self->proxies->len; i++)
        gtk_widget_snapshot_child(widget, g_ptr_array_index(self->proxies, i), snapshot);
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

static Pin *pin_with_id(GtPinLayer *self, gint64 id) {
    for (guint i = 0; i < self->pins->len; i++) {
        Pin *pin = &g_array_index(self->pins, Pin, i);
        if (pin->id == id) return pin;
    }
    return NULL;
}

/* A press on a pin is a click, or past the threshold a drag (when pins drag). */
static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, gpointer data) {
    GtPinLayer *self = data;
    self->pressed_id = pin_at(self, x, y);
    self->dragging = FALSE;
    Pin *pin = pin_with_id(self, self->pressed_id);
    if (pin == NULL) {
        gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_DENIED);
        return;
    }
    shumate_viewport_location_to_widget_coords(shumate_layer_get_viewport(SHUMATE_LAYER(self)), GTK_WIDGET(self),
                                               pin->latitude, pin->longitude, &self->pressed_x, &self->pressed_y);
    /* A pin that drags is ours from the press: the map's own drag would pan
       from the first pixel, and a mouse's small steps would slide the map
       before they added up to the drag threshold. */
    if (self->drop_func != NULL) gtk_gesture_set_state(GTK_GESTURE(gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    (void)gesture;
    GtPinLayer *self = data;
    Pin *pin = pin_with_id(self, self->pressed_id);
    if (pin == NULL || self->drop_func == NULL) return;
    if (!self->dragging) {
        if (!gtk_drag_check_threshold(GTK_WIDGET(self), 0, 0, (int)dx, (int)dy)) return;
        self->dragging = TRUE;
    }
    shumate_viewport_widget_coords_to_location(shumate_layer_get_viewport(SHUMATE_LAYER(self)), GTK_WIDGET(self),
                                               self->pressed_x + dx, self->pressed_y + dy, &pin->latitude,
                                               &pin->longitude);
    gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, gpointer data) {
    (void)gesture, (void)dx, (void)dy;
    GtPinLayer *self = data;
    Pin *pin = pin_with_id(self, self->pressed_id);
    if (pin == NULL) return;
    if (self->dragging && self->drop_func != NULL)
        self->drop_func(pin->id, pin->latitude, pin->longitude, self->drop_data);
    else if (!self->dragging && self->click_func != NULL)
        self->click_func(pin->id, self->click_data);
    self->dragging = FALSE;
    self->pressed_id = -1;
}

/* Only the pins are targets: libshumate's layers take no input of their own,
   so a press anywhere else reaches the map beneath (to pan, to zoom). */
static gboolean gt_pin_layer_contains(GtkWidget *widget, double x, double y) {
    return pin_at(GT_PIN_LAYER(widget), x, y) >= 0;
}

#define PROXY_ID "gt-pin-id"

static gint64 proxy_id(GtkWidget *proxy) { return *(gint64 *)g_object_get_data(G_OBJECT(proxy), PROXY_ID); }

static void on_proxy_clicked(GtkButton *button, gpointer data) {
    GtPinLayer *self = data;
    if (self->click_func != NULL) self->click_func(proxy_id(GTK_WIDGET(button)), self->click_data);
}

static GtkWidget *new_proxy(GtPinLayer *self) {
    GtkWidget *proxy = gtk_button_new();
    gtk_widget_add_css_class(proxy, "pin-proxy");
    gtk_widget_set_can_target(proxy, FALSE);
    g_object_set_data_full(G_OBJECT(proxy), PROXY_ID, g_new0(gint64, 1), g_free);
    g_signal_connect(proxy, "clicked", G_CALLBACK(on_proxy_clicked), self);
    return proxy;
}

static gboolean is_in_view(GtPinLayer *self, const Pin *pin) {
    GtkWidget *widget = GTK_WIDGET(self);
    double x = 0, y = 0;
    shumate_viewport_location_to_widget_coords(shumate_layer_get_viewport(SHUMATE_LAYER(self)), widget, pin->latitude,
                                               pin->longitude, &x, &y);
    return x >= 0 && y >= 0 && x <= gtk_widget_get_width(widget) && y <= gtk_widget_get_height(widget);
}

/* Gives the pins in view (the first MAX_PROXIES in trip order, and the one
   whose button has the focus, wherever it is) a button each. A pin keeps
   its button while it stays chosen, so the focus stays on its stop. */
static void refresh_proxies(GtPinLayer *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    self->proxies_width = gtk_widget_get_width(widget);
    self->proxies_height = gtk_widget_get_height(widget);
    GtkWidget *focused = gtk_widget_get_focus_child(widget);
    gint64 focused_id = focused != NULL ? proxy_id(focused) : -1;
    GArray *chosen = g_array_new(FALSE, FALSE, sizeof(guint)); /* pin indices */
    for (guint i = 0; i < self->pins->len; i++) {
        Pin *pin = &g_array_index(self->pins, Pin, i);
        if (pin->name == NULL) continue;
        if (pin->id == focused_id || (chosen->len < MAX_PROXIES && is_in_view(self, pin)))
            g_array_append_val(chosen, i);
    }
    /* Buttons of pins no longer chosen are free to take others. */
    GPtrArray *kept = g_ptr_array_new(), *free_proxies = g_ptr_array_new();
    for (guint k = 0; k < self->proxies->len; k++) {
        GtkWidget *proxy = g_ptr_array_index(self->proxies, k);
        gboolean stays = FALSE;
        for (guint c = 0; c < chosen->len && !stays; c++)
            stays = g_array_index(self->pins, Pin, g_array_index(chosen, guint, c)).id == proxy_id(proxy);
        g_ptr_array_add(stays ? kept : free_proxies, proxy);
    }
    GPtrArray *ordered = g_ptr_array_new();
    for (guint c = 0; c < chosen->len; c++) {
        Pin *pin = &g_array_index(self->pins, Pin, g_array_index(chosen, guint, c));
        GtkWidget *proxy = NULL;
        for (guint k = 0; k < kept->len && proxy == NULL; k++)
            if (proxy_id(g_ptr_array_index(kept, k)) == pin->id) proxy = g_ptr_array_index(kept, k);
        if (proxy == NULL && free_proxies->len > 0) proxy = g_ptr_array_steal_index(free_proxies, free_proxies->len - 1);
        if (proxy == NULL) proxy = new_proxy(self);
        *(gint64 *)g_object_get_data(G_OBJECT(proxy), PROXY_ID) = pin->id;
        const char *shown = g_object_get_data(G_OBJECT(proxy), "gt-accessible-label");
        if (g_strcmp0(shown, pin->name) != 0) {
            g_object_set_data_full(G_OBJECT(proxy), "gt-accessible-label", g_strdup(pin->name), g_free);
            gtk_accessible_update_property(GTK_ACCESSIBLE(proxy), GTK_ACCESSIBLE_PROPERTY_LABEL, pin->name, -1);
        }
        g_ptr_array_add(ordered, proxy);
    }
    for (guint k = 0; k < free_proxies->len; k++) gtk_widget_unparent(g_ptr_array_index(free_proxies, k));
    /* Children in trip order: a screen reader lists them so. */
    GtkWidget *previous = NULL;
    for (guint k = 0; k < ordered->len; k++) {
        GtkWidget *proxy = g_ptr_array_index(ordered, k);
        if (gtk_widget_get_parent(proxy) == NULL)
            gtk_widget_insert_after(proxy, widget, previous);
        else if (gtk_widget_get_prev_sibling(proxy) != previous)
            gtk_widget_insert_after(proxy, widget, previous);
        previous = proxy;
    }
    g_ptr_array_unref(self->proxies);
    self->proxies = ordered;
    g_ptr_array_unref(kept);
    g_ptr_array_unref(free_proxies);
    g_array_unref(chosen);
    gtk_widget_queue_allocate(widget);
}

/* Each proxy on its pin, the pin's size. */
static void gt_pin_layer_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtPinLayer *self = GT_PIN_LAYER(widget);
    /* A new size (the window resized, the pane laid out after the pins were
       set: 0 × 0 then, none in view) shows other pins with the same viewport. */
    if (width != self->proxies_width || height != self->proxies_height) refresh_proxies_when_settled(self);
    ShumateViewport *viewport = shumate_layer_get_viewport(SHUMATE_LAYER(self));
    for (guint k = 0; k < self->proxies->len; k++) {
        GtkWidget *proxy = g_ptr_array_index(self->proxies, k);
        Pin *pin = pin_with_id(self, proxy_id(proxy));
        if (pin == NULL) continue;
        double x = 0, y = 0;
        shumate_viewport_location_to_widget_coords(viewport, widget, pin->latitude, pin->longitude, &x, &y);
        int size = (int)(2 * PIN_RADIUS) + 2, minimum = 0;
        gtk_widget_measure(proxy, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
        gtk_widget_measure(proxy, GTK_ORIENTATION_VERTICAL, -1, &minimum, NULL, NULL, NULL);
        GtkAllocation allocation = {(int)round(x) - size / 2, (int)round(y) - size / 2, size, size};
        gtk_widget_size_allocate(proxy, &allocation, -1);
    }
}

static void gt_pin_layer_dispose(GObject *object) {
    GtPinLayer *self = GT_PIN_LAYER(object);
    g_clear_handle_id(&self->settle_source, g_source_remove);
    if (self->proxies != NULL) {
        for (guint k = 0; k < self->proxies->len; k++) gtk_widget_unparent(g_ptr_array_index(self->proxies, k));
        g_ptr_array_set_size(self->proxies, 0);
    }
    G_OBJECT_CLASS(gt_pin_layer_parent_class)->dispose(object);
}

static void gt_pin_layer_finalize(GObject *object) {
    GtPinLayer *self = GT_PIN_LAYER(object);
    g_array_unref(self->pins);
    g_ptr_array_unref(self->proxies);
    for (int i = 0; i < DOT_KINDS; i++) g_clear_pointer(&self->dots[i], cairo_surface_destroy);
    if (self->click_destroy != NULL) self->click_destroy(self->click_data);
    if (self->drop_destroy != NULL) self->drop_destroy(self->drop_data);
    G_OBJECT_CLASS(gt_pin_layer_parent_class)->finalize(object);
}

static void gt_pin_layer_class_init(GtPinLayerClass *klass) {
    G_OBJECT_CLASS(klass)->constructed = gt_pin_layer_constructed;
    G_OBJECT_CLASS(klass)->finalize = gt_pin_layer_finalize;
    G_OBJECT_CLASS(klass)->dispose = gt_pin_layer_dispose;
    GTK_WIDGET_CLASS(klass)->size_allocate = gt_pin_layer_size_allocate;
    GTK_WIDGET_CLASS(klass)->snapshot = gt_pin_layer_snapshot;
    GTK_WIDGET_CLASS(klass)->contains = gt_pin_layer_contains;
}

static void gt_pin_layer_init(GtPinLayer *self) {
    self->pins = g_array_new(FALSE, FALSE, sizeof(Pin));
    self->proxies = g_ptr_array_new();
    g_array_set_clear_func(self->pins, clear_pin);
    self->selected_id = -1;
    self->pressed_id = -1;
    GtkGesture *drag = gtk_gesture_drag_new();
    /* Before the map's own drag (which pans): a press on a pin is decided here. */
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(drag), GTK_PHASE_CAPTURE);
    g_signal_connect(drag, "drag-begin", G_CALLBACK(on_drag_begin), self);
    g_signal_connect(drag, "drag-update", G_CALLBACK(on_drag_update), self);
    g_signal_connect(drag, "drag-end", G_CALLBACK(on_drag_end), self);
    gtk_widget_add_controller(GTK_WIDGET(self), GTK_EVENT_CONTROLLER(drag));
}

GtPinLayer *gt_pin_layer_new(ShumateViewport *viewport) {
    return g_object_new(GT_TYPE_PIN_LAYER, "viewport", viewport, NULL);
}

void gt_pin_layer_set_pins(GtPinLayer *self, guint count, const double *latitudes, const double *longitudes,
                           const gint64 *ids, const char *const *labels, gint64 selected_id) {
    gt_pin_layer_set_named_pins(self, count, latitudes, longitudes, ids, labels, NULL, selected_id);
}

void gt_pin_layer_set_named_pins(GtPinLayer *self, guint count, const double *latitudes, const double *longitudes,
                                 const gint64 *ids, const char *const *labels, const char *const *names,
                                 gint64 selected_id) {
    g_array_set_size(self->pins, 0);
    for (guint i = 0; i < count; i++) {
        Pin pin = {latitudes[i], longitudes[i], ids[i], g_strdup(labels[i]), names ? g_strdup(names[i]) : NULL};
        g_array_append_val(self->pins, pin);
    }
    self->selected_id = selected_id;
    gtk_widget_queue_draw(GTK_WIDGET(self));
    refresh_proxies(self);
}

void gt_pin_layer_set_click_func(GtPinLayer *self, GtPinClickFunc func, gpointer user_data, GDestroyNotify destroy) {
    if (self->click_destroy != NULL) self->click_destroy(self->click_data);
    self->click_func = func;
    self->click_data = user_data;
    self->click_destroy = destroy;
}

void gt_pin_layer_set_drop_func(GtPinLayer *self, GtPinDropFunc func, gpointer user_data, GDestroyNotify destroy) {
    if (self->drop_destroy != NULL) self->drop_destroy(self->drop_data);
    self->drop_func = func;
    self->drop_data = user_data;
    self->drop_destroy = destroy;
}
