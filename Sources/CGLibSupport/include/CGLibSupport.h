#pragma once
// C helpers that need GLib only, for Swift: C macros it cannot import and
// libdispatch's run-loop SPI. Kept apart from CGlobetrotter so programs
// without a window (the search provider) link GLib but not GTK.
#include <glib-object.h>
#include <gio/gio.h>

G_BEGIN_DECLS

// libdispatch's run-loop integration (what CoreFoundation uses on Linux):
// the main queue signals this eventfd when it has work, and the callback
// drains it on the calling (main) thread.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

// Fundamental GTypes are macros (G_TYPE_MAKE_FUNDAMENTAL) that Swift cannot import.
GType gt_type_boolean(void);
GType gt_type_int(void);
GType gt_type_string(void);
GType gt_type_object(void);

gboolean gt_is_floating(gpointer object);
gboolean gt_is_main_thread(void);
/// g_signal_emit_by_name for signals without arguments or return value (it is variadic).
void gt_signal_emit_void(gpointer instance, const char *signal);
/// g_signal_emit_by_name for signals taking one guint (GtkListView's `activate`).
void gt_signal_emit_uint(gpointer instance, const char *signal, guint value);
const char *gt_type_name_of(gpointer instance);

/// meson's localedir compiled into an installed binary (GLOBETROTTER_LOCALEDIR), or NULL.
const char *gt_installed_locale_directory(void);
/// meson's datadir compiled into an installed binary (GLOBETROTTER_DATADIR), or NULL.
const char *gt_installed_data_directory(void);

G_END_DECLS
