/* C reference for ViewTreeBench's `c-animation` group: 10,000 views animate alpha from 1 to 0 over
 * 1 s of virtual time with UIView's default curve (ease-in-ease-out, control points 0.42, 0,
 * 0.58, 1), one display frame every 1/60 s for 61 frames. Per frame: the eased progress is solved
 * once (as ViewTree shares it among animations of one block) and every record interpolates its
 * view's presentation value toward the view's model value; finished records are removed. */
#include "common.h"
#include <math.h>

typedef struct { double alpha; double presentation_alpha; int animating; } View;
typedef struct { View *view; double from, current, begin, duration; } Record;

static double bezier(double s, double p1, double p2) {
    double c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b;
    return ((a * s + b) * s + c) * s;
}
static double bezier_slope(double s, double p1, double p2) {
    double c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b;
    return (3 * a * s + 2 * b) * s + c;
}
/* The same solver as TimingCurve.progress(atFraction:): Newton from s = x, bisection fallback. */
static double progress(double t, double c1x, double c1y, double c2x, double c2y) {
    if (!(t > 0)) return 0;
    if (t >= 1) return 1;
    double s = t;
    for (int i = 0; i < 8; i++) {
        double error = bezier(s, c1x, c2x) - t;
        if (fabs(error) < 1e-12) return bezier(s, c1y, c2y);
        double slope = bezier_slope(s, c1x, c2x);
        if (fabs(slope) < 1e-3) break;
        double step = error / slope;
        s -= step;
        if (s < 0 || s > 1) break;
        if (fabs(step) < 1e-10) return bezier(s, c1y, c2y);
    }
    double low = 0, high = 1;
    for (int i = 0; i < 50; i++) {
        double mid = (low + high) / 2;
        if (bezier(mid, c1x, c2x) < t) low = mid; else high = mid;
    }
    return bezier((low + high) / 2, c1y, c2y);
}

int main(void) {
    enum { COUNT = 10000, FRAMES = 61 };
    View *views = xcalloc(COUNT, sizeof(View));
    for (int i = 0; i < COUNT; i++) { views[i].alpha = 1; views[i].presentation_alpha = 1; }
    /* The animation block: each setter stores the model value and starts a record. */
    Record *records = xcalloc(COUNT, sizeof(Record));
    int live = 0;
    uint64_t s0 = now_ns();
    for (int i = 0; i < COUNT; i++) {
        double old = views[i].alpha;
        views[i].alpha = 0;
        views[i].animating = 1;
        records[live++] = (Record){&views[i], old, old, 0, 1};
    }
    uint64_t s1 = now_ns();
    uint64_t t0 = now_ns();
    for (int f = 1; f <= FRAMES; f++) {
        double time = f / 60.0;
        double last_begin = NAN, last_duration = NAN, eased = 0;
        for (int i = 0; i < live;) {
            Record *r = &records[i];
            double target = r->view->alpha, elapsed = time - r->begin;
            if (elapsed >= r->duration) {
                r->view->presentation_alpha = target;
                r->view->animating = 0;
                records[i] = records[--live];   /* swap-remove, as ViewTree's animator */
                continue;
            }
            if (elapsed > 0) {
                if (!(r->begin == last_begin && r->duration == last_duration)) {
                    last_begin = r->begin; last_duration = r->duration;
                    eased = progress(elapsed / r->duration, 0.42, 0, 0.58, 1);
                }
                r->current = r->from + (target - r->from) * eased;
                r->view->presentation_alpha = r->current;
            }
            i++;
        }
    }
    uint64_t t1 = now_ns();
    for (int i = 0; i < COUNT; i++) if (views[i].animating) { fputs("animation did not end\n", stderr); return 1; }
    result("animation.start", (double)(s1 - s0) / COUNT, "ns/view");
    result("animation.frame", (double)(t1 - t0) / COUNT / FRAMES, "ns/view/frame");
    free(records); free(views);
    return 0;
}
