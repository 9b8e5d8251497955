#include <glib.h>
#include <glib-unix.h>
#include <glib-object.h>
#include <gio/gio.h>
