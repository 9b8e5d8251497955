#pragma once
// The start-up report, GLib only: shared by the app, the bare-window floors
// and the probe the benchmark preloads into other GTK programs, so all are
// measured alike.
#include <glib.h>

G_BEGIN_DECLS

/// One JSON line {"first_frame_ms": …, "settled_ms": …, "rss_kib": …}: the
/// first frame's time (now, if none was marked), the time since process start
/// and the resident memory now. The start is GLOBETROTTER_LAUNCH_NS (a launcher's
/// CLOCK_MONOTONIC spawn time, for sub-tick precision) or /proc's start time.
/// Shared by the app and the bare-window benchmark so both measure alike.
char *gt_startup_report_line(void);
/// Records the first frame's time (once); the report line gives it with the time it is printed.
void gt_startup_mark_first_frame(void);
/// Prints gt_startup_report_line() and a newline to stdout and flushes it;
/// with GLOBETROTTER_STARTUP_SMAPS=FILE, also copies /proc/self/smaps to FILE;
/// with GLOBETROTTER_STARTUP_STOP=1, then stops the process (SIGSTOP) until continued.
void gt_print_startup_report(void);
/// What the report line says drew the window ("cairo", "gl"); unset, it says nothing of it.
void gt_startup_set_renderer(const char *renderer);
/// With GLOBETROTTER_TRACE_STARTUP set, prints "<ms since launch> <what>" to
/// stderr: where start-up time goes, one line per step. Otherwise does nothing.
void gt_startup_trace(const char *what);

G_END_DECLS
