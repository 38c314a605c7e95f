/* A plain C view tree: calloc'd nodes holding a frame as doubles (center and bounds, as CALayer
 * keeps them and ViewTree does), an autoresizing mask, a parent pointer and a child array. The
 * same balanced fan-out-8 tree ViewTreeBench's buildBalancedTree makes. */
#ifndef VIEWTREE_C_REFERENCE_TREE_H
#define VIEWTREE_C_REFERENCE_TREE_H
#include "common.h"

enum { FLEX_LEFT = 1, FLEX_WIDTH = 2, FLEX_RIGHT = 4, FLEX_TOP = 8, FLEX_HEIGHT = 16, FLEX_BOTTOM = 32 };

typedef struct Node {
    double cx, cy;          /* center */
    double bx, by, bw, bh;  /* bounds */
    struct Node *parent;
    struct Node **children;
    int count, capacity;
    unsigned mask;
    unsigned id;            /* the id printed in place of the address (ViewTree's snapshotID) */
} Node;

static inline Node *node_new(double x, double y, double w, double h) {
    Node *n = xcalloc(1, sizeof(Node));
    n->cx = x + w / 2; n->cy = y + h / 2; n->bw = w; n->bh = h;
    return n;
}

static inline void node_add(Node *parent, Node *child) {
    if (parent->count == parent->capacity) {
        parent->capacity = parent->capacity ? parent->capacity * 2 : 4;
        parent->children = xrealloc(parent->children, sizeof(Node *) * (size_t)parent->capacity);
    }
    parent->children[parent->count++] = child;
    child->parent = parent;
}

/* Builds a window (the root) and n views below it in the order ViewTreeBench does; `all` gets
 * the n views (the benchmark keeps such an array too). */
static inline Node *tree_build(int n, Node **all) {
    Node *root = node_new(0, 0, 1024, 1024);
    root->id = 1;   /* ids go two at a time (a view's, then its layer's), in the order views join */
    int parent_index = -1;
    Node *parent = root;   /* the parent being filled, held while its children are added */
    for (int i = 0; i < n; i++) {
        Node *v = node_new((double)(i % 8) * 8, (double)(i % 8) * 8, 512, 512);
        v->mask = FLEX_WIDTH | FLEX_HEIGHT;
        v->id = 3 + 2 * (unsigned)i;
        if (i == 0) {
            node_add(root, v);
        } else {
            if ((i - 1) % 8 == 0) parent = all[++parent_index];
            node_add(parent, v);
        }
        all[i] = v;
    }
    return root;
}

/* UIKit's autoresizing rule for one axis (the same arithmetic as View.autoresizedFrame). */
static inline void resize_axis(double origin, double length, double old_c, double new_c,
                               int flex_lead, int flex_len, int flex_trail, double *o, double *l) {
    double delta = new_c - old_c;
    *o = origin; *l = length;
    if (delta == 0) return;
    double trailing = old_c - origin - length, parts = 0, count = 0;
    if (flex_lead) { parts += origin; count += 1; }
    if (flex_len) { parts += length; count += 1; }
    if (flex_trail) { parts += trailing; count += 1; }
    if (count == 0) return;
#define SHARE(p) (parts != 0 ? delta * (p) / parts : delta / count)
    if (flex_lead) *o = origin + SHARE(origin);
    if (flex_len) *l = length + SHARE(length);
#undef SHARE
}

typedef struct { Node *view; double old_w, old_h; int next; } Level;

/* Sets the root's size and autoresizes every descendant, depth first, iteratively. */
static inline void tree_resize(Node *root, double w, double h) {
    double old_w = root->bw, old_h = root->bh;
    root->bw = w; root->bh = h;
    root->cx = root->cx - old_w / 2 + w / 2;
    root->cy = root->cy - old_h / 2 + h / 2;
    Level *stack = xcalloc(64, sizeof(Level));
    int cap = 64, top = 0;
    stack[0] = (Level){root, old_w, old_h, 0};
    while (top >= 0) {
        Level *lv = &stack[top];
        if (lv->next >= lv->view->count) { top--; continue; }
        Node *c = lv->view->children[lv->next++];
        if (!c->mask) continue;
        double fx = c->cx - c->bw / 2, fy = c->cy - c->bh / 2, x, y, cw, ch;
        resize_axis(fx, c->bw, lv->old_w, lv->view->bw, c->mask & FLEX_LEFT, c->mask & FLEX_WIDTH,
                    c->mask & FLEX_RIGHT, &x, &cw);
        resize_axis(fy, c->bh, lv->old_h, lv->view->bh, c->mask & FLEX_TOP, c->mask & FLEX_HEIGHT,
                    c->mask & FLEX_BOTTOM, &y, &ch);
        double before_w = c->bw, before_h = c->bh;
        c->cx = x + cw / 2; c->cy = y + ch / 2; c->bw = cw; c->bh = ch;
        if ((cw != before_w || ch != before_h) && c->count > 0) {
            if (++top == cap) { cap *= 2; stack = xrealloc(stack, sizeof(Level) * (size_t)cap); lv = NULL; }
            stack[top] = (Level){c, before_w, before_h, 0};
        }
    }
    free(stack);
}

/* Frees the whole tree iteratively (a million-deep chain would overflow a recursive free). */
static inline void tree_free(Node *root) {
    size_t cap = 1024, top = 0;
    Node **stack = xcalloc(cap, sizeof(Node *));
    stack[top++] = root;
    while (top > 0) {
        Node *n = stack[--top];
        for (int i = 0; i < n->count; i++) {
            if (top == cap) { cap *= 2; stack = xrealloc(stack, sizeof(Node *) * cap); }
            stack[top++] = n->children[i];
        }
        free(n->children);
        free(n);
    }
    free(stack);
}
#endif
