#include <glib.h>
#include <glib-unix.h>
#include <glib-object.h>
#include <gio/gio.h>
// g_memory_settings_backend_new: settings kept in memory (tests, a second object on one storage).
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
