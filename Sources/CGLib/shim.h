#include <glib.h>
#include <glib-unix.h>
#include <glib-object.h>
#include <gio/gio.h>
// g_memory_settings_backend_new: settings kept in memory (tests, a second object on one storage).
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
// GDesktopAppInfo (gio-unix-2.0): the search provider starts the app through its desktop entry.
#include <gio/gdesktopappinfo.h>
