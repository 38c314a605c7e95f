/* C reference for ViewTreeBench's `c-description` group: the balanced 1,000,000-view tree after
 * its autoresizing pass, described in recursiveDescription's format (the same bytes, which
 * `compare_c.py` checks on a smaller tree with --dump) with snprintf, each line handed to a sink
 * that counts bytes, as the Swift side streams lines into a counting TextOutputStream. */
#include "tree.h"

typedef struct { Node *node; int depth; } Item;

static const char *mask_tokens(unsigned mask, char *buffer, size_t size) {
    static const struct { unsigned bit; const char *token; } tokens[] = {
        {FLEX_LEFT, "LM"}, {FLEX_WIDTH, "W"}, {FLEX_RIGHT, "RM"},
        {FLEX_TOP, "TM"}, {FLEX_HEIGHT, "H"}, {FLEX_BOTTOM, "BM"}};
    size_t used = 0;
    buffer[0] = 0;
    for (size_t i = 0; i < sizeof tokens / sizeof tokens[0]; i++) {
        if (!(mask & tokens[i].bit)) continue;
        used += (size_t)snprintf(buffer + used, size - used, "%s%s", used ? "+" : "", tokens[i].token);
    }
    return buffer;
}

/* Writes the description of `root`'s tree line by line into `sink` (NULL: count only). The shown
 * window prints its recognizers (`gestureRecognizers = <NSArray: 0x…>`, iOS 7+), numbered with the
 * id its world would hand out next: `next_id`. */
static size_t describe(Node *root, unsigned next_id, FILE *sink) {
    size_t bytes = 0, cap = 1024, top = 0;
    Item *stack = xcalloc(cap, sizeof(Item));
    stack[top++] = (Item){root, 0};
    char line[4096], tokens[32];
    while (top > 0) {
        Item item = stack[--top];
        Node *n = item.node;
        int used = 0;
        for (int d = 0; d < item.depth && d < 64; d++) used += snprintf(line + used, sizeof line - (size_t)used, "   | ");
        double x = n->cx - n->bw / 2, y = n->cy - n->bh / 2;
        used += snprintf(line + used, sizeof line - (size_t)used, "<%s: 0x%x; frame = (%g %g; %g %g)",
                         n == root ? "Window" : "View", n->id, x, y, n->bw, n->bh);
        if (n->mask)
            used += snprintf(line + used, sizeof line - (size_t)used, "; autoresize = %s", mask_tokens(n->mask, tokens, sizeof tokens));
        if (n == root)
            used += snprintf(line + used, sizeof line - (size_t)used, "; gestureRecognizers = <NSArray: 0x%x>", next_id);
        used += snprintf(line + used, sizeof line - (size_t)used, "; layer = <%s: 0x%x>>\n",
                         n == root ? "WindowLayer" : "Layer", n->id + 1);
        bytes += (size_t)used;
        if (sink) fwrite(line, 1, (size_t)used, sink);
        for (int i = n->count - 1; i >= 0; i--) {
            if (top == cap) { cap *= 2; stack = xrealloc(stack, sizeof(Item) * cap); }
            stack[top++] = (Item){n->children[i], item.depth + 1};
        }
    }
    free(stack);
    return bytes;
}

int main(int argc, char **argv) {
    int dump = argc > 1 && strcmp(argv[1], "--dump") == 0;
    int n = argc > 1 + dump ? atoi(argv[1 + dump]) : 1000000;
    Node **all = xcalloc((size_t)n, sizeof(Node *));
    Node *root = tree_build(n, all);
    tree_resize(root, 2048, 1536);
    if (dump) {
        describe(root, 3 + 2 * (unsigned)n, stdout);
    } else {
        uint64_t t0 = now_ns();
        size_t bytes = describe(root, 3 + 2 * (unsigned)n, NULL);
        uint64_t t1 = now_ns();
        result("description", (double)bytes / ((double)(t1 - t0) / 1e9) / 1e6, "MB/s");
    }
    return 0;
}
