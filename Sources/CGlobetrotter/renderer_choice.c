#include "CGlobetrotter.h"
#include <epoxy/gl.h>
#include <string.h>

/* Why: on a machine without a GPU, OpenGL is Mesa's llvmpipe, which
   rasterizes on the CPU. There GTK 4.8's GL renderer redraws a 1200×800
   window in about 60 ms of CPU time even when the window is empty, measured
   (globetrotter-bench trips: frame_bare_window), against 5 ms for its cairo
   renderer, which also redraws only what changed: a map panned under GL
   stutters at a few frames a second whatever the app draws. */

gboolean gt_gl_renderer_is_software(const char *renderer) {
    static const char *const names[] = {"llvmpipe", "softpipe", "swrast", "Software Rasterizer", "SwiftShader"};
    for (gsize i = 0; i < G_N_ELEMENTS(names); i++) {
        if (strstr(renderer, names[i]) != NULL) return TRUE;
    }
    return FALSE;
}

char *gt_display_gl_renderer(GdkDisplay *display) {
    if (!gdk_display_prepare_gl(display, NULL)) return NULL;
    GdkGLContext *context = gdk_display_create_gl_context(display, NULL);
    if (context == NULL) return NULL;
    char *name = NULL;
    if (gdk_gl_context_realize(context, NULL)) {
        gdk_gl_context_make_current(context);
        const char *renderer = (const char *)glGetString(GL_RENDERER);
        name = g_strdup(renderer != NULL ? renderer : "");
        gdk_gl_context_clear_current();
    }
    g_object_unref(context);
    return name;
}

gboolean gt_prefer_cairo_on_software_gl(GdkDisplay *display) {
    // GTK reads GSK_RENDERER once, when the first window is realized: a person's choice stands.
    if (g_getenv("GSK_RENDERER") != NULL) return FALSE;
    g_autofree char *renderer = gt_display_gl_renderer(display);
    if (renderer == NULL || !gt_gl_renderer_is_software(renderer)) return FALSE;
    g_setenv("GSK_RENDERER", "cairo", TRUE);
    return TRUE;
}

const char *gt_widget_renderer_name(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
    if (renderer == NULL) return "none";
    const char *type = G_OBJECT_TYPE_NAME(renderer);
    if (g_str_equal(type, "GskCairoRenderer")) return "cairo";
    if (g_str_equal(type, "GskGLRenderer") || g_str_equal(type, "GskNglRenderer")) return "gl";
    return type;
}
