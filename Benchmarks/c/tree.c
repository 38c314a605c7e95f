/* C reference for ViewTreeBench's `c-tree` group: a balanced fan-out-8 tree of N views (default
 * 1,000,000): build, one autoresizing pass over every view, release, and resident bytes per view. */
#include "tree.h"

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1000000;
    long before = rss_bytes();
    uint64_t t0 = now_ns();
    Node **all = xcalloc((size_t)n, sizeof(Node *));
    Node *root = tree_build(n, all);
    uint64_t t1 = now_ns();
    long after = rss_bytes();
    tree_resize(root, 2048, 1536);
    uint64_t t2 = now_ns();
    free(all);
    tree_free(root);
    uint64_t t3 = now_ns();
    result("tree.build", (double)(t1 - t0) / n, "ns/view");
    result("tree.resize", (double)(t2 - t1) / n, "ns/view");
    result("tree.release", (double)(t3 - t2) / n, "ns/view");
    result("tree.bytes", (double)(after - before) / n, "bytes/view");
    return 0;
}
