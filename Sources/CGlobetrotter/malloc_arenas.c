#include "CGlobetrotter.h"
#include <malloc.h>

/* glibc gives each thread that allocates its own malloc arena (up to eight per
   core), and an arena keeps what its thread freed: the app's few worker
   threads (the database opened off the main thread, tiles decoded in GLib's
   pool, libdispatch) kept about 0.7 MB more resident once the home page
   settled than with one arena for all (globetrotter-bench startup). The app's
   threads seldom allocate at the same time, so sharing costs no speed here. */
void gt_use_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }
