// glibc's gettext (libintl.h is part of glibc on Debian; no extra library).
#include <libintl.h>
