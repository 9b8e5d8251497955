#include "CGlobetrotter.h"
#include <epoxy/egl.h>
#include <epoxy/gl.h>
#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <epoxy/glx.h>
#include <gdk/x11/gdkx.h>
#endif
#ifdef GDK_WINDOWING_WAYLAND
#include <gdk/wayland/gdkwayland.h>
#endif

/* Why: on a machine without a GPU, OpenGL is Mesa's llvmpipe, which
   rasterizes on the CPU. There GTK 4.8's GL renderer redraws a 1200×800
   window in about 60 ms of CPU time even when the window is empty, measured
   (globetrotter-bench trips: frame_bare_window), against 5 ms for its cairo
   renderer, which also redraws only what changed: a map panned under GL
   stutters at a few frames a second whatever the app draws.

   How: GDK has already set OpenGL up when the display opens; its driver says
   whether it renders in software without a context of our own (making one
   costs llvmpipe about 80 million instructions, 10 % of the app's start):
   GLX_MESA_query_renderer's "accelerated" on X11, the EGL device's
   EGL_MESA_device_software extension with EGL (Wayland, or X11 with
   GDK_DEBUG=gl-egl). */

gboolean gt_gl_renderer_is_software(const char *renderer) {
    static const char *const names[] = {"llvmpipe", "softpipe", "swrast", "Software Rasterizer", "SwiftShader"};
    for (gsize i = 0; i < G_N_ELEMENTS(names); i++) {
        if (strstr(renderer, names[i]) != NULL) return TRUE;
    }
    return FALSE;
}

static GtOpenGL egl_kind(EGLDisplay egl_display) {
    if (egl_display == EGL_NO_DISPLAY || !epoxy_has_egl_extension(EGL_NO_DISPLAY, "EGL_EXT_device_query"))
        return GT_OPENGL_UNKNOWN;
    EGLAttrib device = 0;
    if (!eglQueryDisplayAttribEXT(egl_display, EGL_DEVICE_EXT, &device) || device == 0) return GT_OPENGL_UNKNOWN;
    const char *extensions = eglQueryDeviceStringEXT((EGLDeviceEXT)device, EGL_EXTENSIONS);
    if (extensions == NULL) return GT_OPENGL_UNKNOWN;
    return strstr(extensions, "EGL_MESA_device_software") != NULL ? GT_OPENGL_SOFTWARE : GT_OPENGL_HARDWARE;
}

GtOpenGL gt_display_opengl(GdkDisplay *display) {
    if (!gdk_display_prepare_gl(display, NULL)) return GT_OPENGL_NONE;
#ifdef GDK_WINDOWING_X11
    if (GDK_IS_X11_DISPLAY(display)) {
        EGLDisplay egl_display = gdk_x11_display_get_egl_display(display);
        if (egl_display != NULL) return egl_kind(egl_display);
        Display *xdisplay = gdk_x11_display_get_xdisplay(display);
        int screen = gdk_x11_screen_get_screen_number(gdk_x11_display_get_screen(display));
        unsigned int accelerated = 0;
        if (!epoxy_has_glx_extension(xdisplay, screen, "GLX_MESA_query_renderer") ||
            !glXQueryRendererIntegerMESA(xdisplay, screen, 0, GLX_RENDERER_ACCELERATED_MESA, &accelerated))
            return GT_OPENGL_UNKNOWN;
        return accelerated ? GT_OPENGL_HARDWARE : GT_OPENGL_SOFTWARE;
    }
#endif
#ifdef GDK_WINDOWING_WAYLAND
    if (GDK_IS_WAYLAND_DISPLAY(display)) return egl_kind(gdk_wayland_display_get_egl_display(display));
#endif
    return GT_OPENGL_UNKNOWN;
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
    if (gt_display_opengl(display) != GT_OPENGL_SOFTWARE) return FALSE;
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
