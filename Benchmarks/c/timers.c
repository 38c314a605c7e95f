/* C reference for ViewTreeBench's `c-timers` group: N one-shot timers at pseudo-random times in
 * [0, 1000) s (the same xorshift64* sequence), each a malloc'd record with a callback, kept in a
 * binary min-heap ordered by (time, sequence), then all fired in order and freed (the caller drops
 * them). Best of R rounds, as the Swift side: 20 rounds at 10,000 timers, 3 at 1,000,000. */
#include "common.h"

typedef struct Timer Timer;
typedef void (*TimerCallback)(Timer *, void *);
struct Timer { double fire_date; uint64_t seq; TimerCallback callback; void *context; int valid; };
typedef struct { double time; uint64_t seq; Timer *timer; } Entry;
typedef struct { Entry *items; size_t count, capacity; uint64_t next_seq; double now; } Loop;
typedef struct { long fired; double last; int ordered; } FireLog;

static uint64_t xorshift_state;
static uint64_t xorshift_next(void) {
    xorshift_state ^= xorshift_state >> 12;
    xorshift_state ^= xorshift_state << 25;
    xorshift_state ^= xorshift_state >> 27;
    return xorshift_state * 2685821657736338717ull;
}
static double unit(void) { return (double)(xorshift_next() >> 11) / 9007199254740992.0; }

static inline int precedes(const Entry *a, const Entry *b) {
    return a->time < b->time || (a->time == b->time && a->seq < b->seq);
}

static void push(Loop *loop, Entry e) {
    if (loop->count == loop->capacity) {
        loop->capacity = loop->capacity ? loop->capacity * 2 : 16;
        loop->items = xrealloc(loop->items, sizeof(Entry) * loop->capacity);
    }
    size_t i = loop->count++;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!precedes(&e, &loop->items[parent])) break;
        loop->items[i] = loop->items[parent];
        i = parent;
    }
    loop->items[i] = e;
}

static Entry pop(Loop *loop) {
    Entry top = loop->items[0];
    Entry last = loop->items[--loop->count];
    size_t i = 0, n = loop->count;
    while (1) {
        size_t child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && precedes(&loop->items[child + 1], &loop->items[child])) child++;
        if (!precedes(&loop->items[child], &last)) break;
        loop->items[i] = loop->items[child];
        i = child;
    }
    if (n > 0) loop->items[i] = last;
    return top;
}

static Timer *schedule(Loop *loop, double interval, TimerCallback callback, void *context) {
    Timer *t = malloc(sizeof(Timer));
    if (!t) exit(2);
    t->fire_date = loop->now + (interval > 0 ? interval : 0);
    t->callback = callback;
    t->context = context;
    t->valid = 1;
    t->seq = ++loop->next_seq;
    push(loop, (Entry){t->fire_date, t->seq, t});
    return t;
}

static void run_until(Loop *loop, double until) {
    while (loop->count > 0 && loop->items[0].time <= until) {
        Entry e = pop(loop);
        if (e.time > loop->now) loop->now = e.time;
        Timer *t = e.timer;
        t->callback(t, t->context);
        t->valid = 0;
        free(t);
    }
    if (until > loop->now) loop->now = until;
}

static void on_fire(Timer *t, void *context) {
    FireLog *log = context;
    log->fired++;
    if (t->fire_date < log->last) log->ordered = 0;
    log->last = t->fire_date;
}

static double round_ns(long count, int *ok) {
    Loop loop = {0};
    FireLog log = {0, 0, 1};
    xorshift_state = 0x9E3779B97F4A7C15ull;
    uint64_t t0 = now_ns();
    for (long i = 0; i < count; i++) schedule(&loop, unit() * 1000, on_fire, &log);
    run_until(&loop, 1000);
    uint64_t t1 = now_ns();
    *ok = *ok && log.fired == count && log.ordered && loop.count == 0;
    free(loop.items);
    return (double)(t1 - t0);
}

static void measure(const char *name, long count, int rounds) {
    double best = 1e300;
    int ok = 1;
    for (int r = 0; r < rounds; r++) {
        double t = round_ns(count, &ok);
        if (t < best) best = t;
    }
    if (!ok) { fprintf(stderr, "%s: timers fired wrongly\n", name); exit(1); }
    result(name, best / (double)count, "ns/timer");
}

int main(void) {
    measure("timers.10k", 10000, 20);
    measure("timers.1m", 1000000, 3);
    return 0;
}
