// Moves the wall clock (and only the wall clock) of a program to another
// instant, for tests that must hold on another date: CLOCK_REALTIME and the
// calls built on it answer SHIFT_WALL_CLOCK_BY seconds later than the real
// clock (one offset for every process of a run, so they agree on the time).
// Monotonic clocks and timers are left alone — libfaketime also rewrites
// timerfd deadlines, which stalls libdispatch's timers (Swift's Task.sleep)
// in a test runner.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static time_t offset_seconds;

static int (*real_clock_gettime)(clockid_t, struct timespec *);

__attribute__((constructor)) static void shift_wall_clock_init(void) {
    real_clock_gettime = dlsym(RTLD_NEXT, "clock_gettime");
    const char *offset = getenv("SHIFT_WALL_CLOCK_BY");
    if (offset != NULL) offset_seconds = (time_t)strtoll(offset, NULL, 10);
}

static int is_wall_clock(clockid_t clock) {
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI;
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    if (real_clock_gettime == NULL) real_clock_gettime = dlsym(RTLD_NEXT, "clock_gettime");
    int status = real_clock_gettime(clock, time);
    if (status == 0 && is_wall_clock(clock)) time->tv_sec += offset_seconds;
    return status;
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    (void)zone;
    struct timespec now;
    int status = clock_gettime(CLOCK_REALTIME, &now);
    if (status == 0) {
        time->tv_sec = now.tv_sec;
        time->tv_usec = now.tv_nsec / 1000;
    }
    return status;
}

time_t time(time_t *result) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    if (result != NULL) *result = now.tv_sec;
    return now.tv_sec;
}

int timespec_get(struct timespec *time, int base) {
    return base == TIME_UTC && clock_gettime(CLOCK_REALTIME, time) == 0 ? base : 0;
}
