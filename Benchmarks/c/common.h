/* Shared helpers of the C reference programs (measurement tools, not part of ViewTree's build).
 * Each program prints `RESULT <workload> <value> <unit>` lines, the same lines ViewTreeBench's
 * `c-*` groups print, so Benchmarks/compare_c.py can pair them. */
#ifndef VIEWTREE_C_REFERENCE_COMMON_H
#define VIEWTREE_C_REFERENCE_COMMON_H
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Monotonic nanoseconds, as ViewTreeBench's nowNanoseconds(). */
static inline uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* VmRSS from /proc/self/status in bytes, as ViewTreeBench's residentBytes(). */
static inline long rss_bytes(void) {
    FILE *f = fopen("/proc/self/status", "r");
    if (!f) return 0;
    char line[256];
    long kb = 0;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "VmRSS:", 6) == 0) { kb = strtol(line + 6, NULL, 10); break; }
    }
    fclose(f);
    return kb * 1024;
}

static inline void result(const char *workload, double value, const char *unit) {
    printf("RESULT %s %.3f %s\n", workload, value, unit);
}

static inline void *xcalloc(size_t n, size_t size) {
    void *p = calloc(n, size);
    if (!p) { fputs("out of memory\n", stderr); exit(2); }
    return p;
}

static inline void *xrealloc(void *p, size_t size) {
    void *q = realloc(p, size);
    if (!q) { fputs("out of memory\n", stderr); exit(2); }
    return q;
}
#endif
