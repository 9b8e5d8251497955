#include "CStartupReport.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <signal.h>
#include <unistd.h>

static guint64 now_ns(clockid_t clock) {
    struct timespec time;
    clock_gettime(clock, &time);
    return (guint64)time.tv_sec * 1000000000ull + (guint64)time.tv_nsec;
}

static double milliseconds_since_start(void) {
    const char *launch = g_getenv("GLOBETROTTER_LAUNCH_NS");
    if (launch != NULL) {
        return (double)(now_ns(CLOCK_MONOTONIC) - g_ascii_strtoull(launch, NULL, 10)) / 1e6;
    }
    // Field 22 of /proc/self/stat: start time in clock ticks after boot.
    gchar *stat = NULL;
    if (!g_file_get_contents("/proc/self/stat", &stat, NULL, NULL)) return 0;
    const char *fields = strrchr(stat, ')');
    guint64 ticks = 0;
    for (int field = 2; fields != NULL && field < 22; field++) {
        fields = strchr(fields + 1, ' ');
    }
    if (fields != NULL) ticks = g_ascii_strtoull(fields + 1, NULL, 10);
    g_free(stat);
    guint64 start_ns = ticks * 1000000000ull / (guint64)sysconf(_SC_CLK_TCK);
    return (double)(now_ns(CLOCK_BOOTTIME) - start_ns) / 1e6;
}

static long resident_kib(void) {
    gchar *status = NULL;
    long kib = 0;
    if (g_file_get_contents("/proc/self/status", &status, NULL, NULL)) {
        const char *line = strstr(status, "VmRSS:");
        if (line != NULL) kib = strtol(line + 6, NULL, 10);
        g_free(status);
    }
    return kib;
}

static double first_frame_ms = -1;
static char *renderer_name = NULL;

void gt_startup_set_renderer(const char *renderer) {
    g_free(renderer_name);
    renderer_name = g_strdup(renderer);
}

void gt_startup_mark_first_frame(void) {
    if (first_frame_ms < 0) first_frame_ms = milliseconds_since_start();
}

char *gt_startup_report_line(void) {
    double settled = milliseconds_since_start();
    char first[G_ASCII_DTOSTR_BUF_SIZE];
    char done[G_ASCII_DTOSTR_BUF_SIZE];
    g_ascii_formatd(first, sizeof first, "%.1f", first_frame_ms < 0 ? settled : first_frame_ms);
    g_ascii_formatd(done, sizeof done, "%.1f", settled);
    g_autofree char *renderer = renderer_name != NULL ? g_strdup_printf(", \"renderer\": \"%s\"", renderer_name) : g_strdup("");
    return g_strdup_printf("{\"first_frame_ms\": %s, \"settled_ms\": %s, \"rss_kib\": %ld%s}", first, done,
                           resident_kib(), renderer);
}

/* GLOBETROTTER_STARTUP_SMAPS=FILE: a copy of /proc/self/smaps when the
   report is printed, to see where the resident memory is (per mapping). */
static void save_smaps(void) {
    const char *path = g_getenv("GLOBETROTTER_STARTUP_SMAPS");
    if (path == NULL) return;
    gchar *smaps = NULL;
    gsize length = 0;
    if (g_file_get_contents("/proc/self/smaps", &smaps, &length, NULL)) {
        g_file_set_contents(path, smaps, (gssize)length, NULL);
        g_free(smaps);
    }
}

void gt_print_startup_report(void) {
    char *line = gt_startup_report_line();
    save_smaps();
    /* GLOBETROTTER_STARTUP_STOP=1: stop here (SIGSTOP) after the report, so
       a tool can read the process's page tables (/proc/PID/pagemap) as the
       report saw them; SIGCONT lets it quit. */
    gboolean stop = g_getenv("GLOBETROTTER_STARTUP_STOP") != NULL;
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    g_free(line);
    if (stop) raise(SIGSTOP);
}

void gt_startup_trace(const char *what) {
    static int enabled = -1;
    if (enabled < 0) enabled = g_getenv("GLOBETROTTER_TRACE_STARTUP") != NULL;
    if (!enabled) return;
    char elapsed[G_ASCII_DTOSTR_BUF_SIZE];
    g_ascii_formatd(elapsed, sizeof elapsed, "%.1f", milliseconds_since_start());
    fprintf(stderr, "startup %s ms %s (rss %ld KiB)\n", elapsed, what, resident_kib());
}
