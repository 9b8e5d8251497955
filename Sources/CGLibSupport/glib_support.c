#include "CGLibSupport.h"
#include <sys/syscall.h>
#include <unistd.h>

GType gt_type_boolean(void) { return G_TYPE_BOOLEAN; }
GType gt_type_int(void) { return G_TYPE_INT; }
GType gt_type_string(void) { return G_TYPE_STRING; }
GType gt_type_object(void) { return G_TYPE_OBJECT; }

gboolean gt_is_floating(gpointer object) { return g_object_is_floating(object); }
const char *gt_type_name_of(gpointer instance) { return G_OBJECT_TYPE_NAME(instance); }

gboolean gt_is_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

void gt_signal_emit_void(gpointer instance, const char *signal) { g_signal_emit_by_name(instance, signal); }

void gt_signal_emit_uint(gpointer instance, const char *signal, guint value) {
    g_signal_emit_by_name(instance, signal, value);
}

const char *gt_installed_data_directory(void) {
#ifdef GLOBETROTTER_DATADIR
    return GLOBETROTTER_DATADIR;
#else
    return NULL;
#endif
}

const char *gt_installed_locale_directory(void) {
#ifdef GLOBETROTTER_LOCALEDIR
    return GLOBETROTTER_LOCALEDIR;
#else
    return NULL;
#endif
}
