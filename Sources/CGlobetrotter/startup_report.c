#include "CGlobetrotter.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
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

char *gt_startup_report_line(void) {
    char number[G_ASCII_DTOSTR_BUF_SIZE];
    g_ascii_formatd(number, sizeof number, "%.1f", milliseconds_since_start());
    return g_strdup_printf("{\"first_frame_ms\": %s, \"rss_kib\": %ld}", number, resident_kib());
}

void gt_print_startup_report(void) {
    char *line = gt_startup_report_line();
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
    g_free(line);
}
