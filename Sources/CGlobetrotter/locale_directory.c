#include "CGlobetrotter.h"

const char *gt_installed_locale_directory(void) {
#ifdef GLOBETROTTER_LOCALEDIR
    return GLOBETROTTER_LOCALEDIR;
#else
    return NULL;
#endif
}
